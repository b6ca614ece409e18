import type { FormKind } from '../../forms/domain/form-kinds.ts'

/**
 * Possible duplicates: earlier cases that may be about the same event, found by the case desk, never merged by it.
 * A member of the team links one (a duplicate of it, or the same event reported again) or dismisses it; either
 * decision goes into both cases' histories (docs/decisions/0182).
 */

/** What two cases had in common: the product and the reaction's start date, then the patient's details; or the reporter's e-mail. */
export const duplicateCriteria = ['product', 'reactionDate', 'initials', 'age', 'sex', 'email'] as const
export type DuplicateCriterion = (typeof duplicateCriteria)[number]

/** The reporter's e-mail counts within this many days before the case: a person writing twice about one thing. */
export const SAME_EMAIL_DAYS = 30

/**
 * How a case relates to the one linked: this one repeats it (the same report sent twice), or it reports the same
 * event (another reporter, a follow-up). Seen from the other case, "duplicate-of" reads "duplicated-by".
 */
export const duplicateRelations = ['duplicate-of', 'same-event'] as const
export type DuplicateRelation = (typeof duplicateRelations)[number]
export type RecordedRelation = DuplicateRelation | 'duplicated-by'

export const isDuplicateRelation = (value: unknown): value is DuplicateRelation =>
  (duplicateRelations as readonly unknown[]).includes(value)

/** The relation as the other case's history records it. */
export const inverseRelation = (relation: DuplicateRelation): RecordedRelation =>
  relation === 'duplicate-of' ? 'duplicated-by' : 'same-event'

/** Whether a link came from the case desk's match or from a reference staff typed (their own judgement). */
export type LinkBasis = 'match' | 'typed'

/** A case listed beside another: an earlier case that matches, or one already linked to it (earlier or later). */
export type DuplicateCandidate = {
  reference: string
  receivedAt: string
  form: FormKind
  /** What matched now (for a later case linked to this one, when they were linked); empty for a link by a typed reference. */
  criteria: DuplicateCriterion[]
  link: { relation: RecordedRelation; at: string; actor: string } | null
}

/** The case page's posts about possible duplicates (app/staff/duplicate-action.server.ts). */
export const duplicateIntents = ['duplicate-of', 'same-event', 'duplicate-dismiss', 'duplicate-link', 'duplicate-unlink'] as const

/** Why a link or a dismissal was refused. */
export type DuplicateRefusal =
  | 'not-found'
  | 'forbidden'
  | 'duplicate-unknown'
  | 'duplicate-same-case'
  | 'duplicate-not-candidate'
  | 'duplicate-linked-already'
  | 'duplicate-relation-required'
  | 'duplicate-not-linked'
  | 'duplicate-reason-required'
  | 'duplicate-reason-too-long'

export type DuplicateResult = { ok: true } | { ok: false; reason: DuplicateRefusal }

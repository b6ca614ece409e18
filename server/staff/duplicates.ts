import { and, asc, desc, eq, gte, inArray, lt, ne, or, sql } from 'drizzle-orm'
import type { FormKind } from '../../app/forms/domain/form-kinds.ts'
import {
  inverseRelation,
  SAME_EMAIL_DAYS,
  type DuplicateCandidate,
  type DuplicateCriterion,
  type DuplicateRefusal,
  type DuplicateRelation,
  type RecordedRelation,
} from '../../app/staff/domain/duplicates.ts'
import type { StaffUser } from '../../app/staff/domain/services.ts'
import type { Database } from '../db/database.ts'
import { foldSql } from '../db/folded-text.ts'
import { staffCaseEvents, staffCases, submissions } from '../db/schema.ts'
import type { Done, Refused, Transaction } from './audit.ts'
import { duplicateFacts, duplicateMatch } from './duplicate-match.ts'
import { recordEvent } from './locked-case.ts'

type On = Database | Transaction

const REFERENCE = /^[A-Z]{2}-\d{4}-\d{6,}$/
/** Earlier cases read to match one: the same reaction day or e-mail rarely gives more; a flood is cut, never slow. */
const CANDIDATES_READ = 200
const DAY_MS = 24 * 60 * 60 * 1000

const caseColumns = {
  id: staffCases.submissionId,
  reference: staffCases.reference,
  form: staffCases.form,
  receivedAt: staffCases.receivedAt,
  product: staffCases.product,
  answers: submissions.answers,
}
type CaseRow = { id: number; reference: string; form: string; receivedAt: Date; product: string | null; answers: unknown }

const factsOf = (row: CaseRow) =>
  duplicateFacts({
    form: row.form as FormKind,
    answers: (row.answers ?? {}) as Record<string, unknown>,
    product: row.product,
    receivedAt: row.receivedAt,
  })

async function readCases(on: On, references: string[]): Promise<CaseRow[]> {
  return on
    .select(caseColumns)
    .from(staffCases)
    .innerJoin(submissions, eq(staffCases.submissionId, submissions.id))
    .where(inArray(staffCases.reference, references))
}

/**
 * The decisions already taken about a case's possible duplicates, from its history: the cases linked to it (the
 * latest link to each) and those dismissed. The history is the record; nothing else holds them.
 */
async function decisionsOf(on: On, id: number) {
  const events = await on
    .select({ kind: staffCaseEvents.kind, at: staffCaseEvents.at, actor: staffCaseEvents.actor, details: staffCaseEvents.details })
    .from(staffCaseEvents)
    .where(
      and(eq(staffCaseEvents.submissionId, id), inArray(staffCaseEvents.kind, ['duplicate-link', 'duplicate-dismiss', 'duplicate-unlink'])),
    )
    .orderBy(asc(staffCaseEvents.id))
  const linked = new Map<string, NonNullable<DuplicateCandidate['link']>>()
  /** What matched when they were linked: what a later case, which this one never matches, is listed with. */
  const linkedCriteria = new Map<string, DuplicateCriterion[]>()
  const dismissed = new Set<string>()
  for (const event of events) {
    const other = String(event.details.with ?? '')
    if (event.kind === 'duplicate-link') {
      linked.set(other, { relation: event.details.relation as RecordedRelation, at: event.at.toISOString(), actor: event.actor })
      linkedCriteria.set(other, Array.isArray(event.details.criteria) ? (event.details.criteria as DuplicateCriterion[]) : [])
    } else if (event.kind === 'duplicate-unlink') {
      // Undone: as if never linked, so a case that still matches is listed again, to link or dismiss anew.
      linked.delete(other)
      linkedCriteria.delete(other)
    } else dismissed.add(other)
  }
  return { linked, linkedCriteria, dismissed }
}

/**
 * The earlier cases that match one, with what matched. The database narrows them by the reaction's day or the
 * e-mail (folded as the search folds it) among the cases received before; the rules (duplicate-match.ts) decide.
 */
async function earlierMatches(on: On, row: CaseRow): Promise<{ row: CaseRow; criteria: DuplicateCriterion[] }[]> {
  const facts = factsOf(row)
  const answer = (name: string) => sql`btrim(${submissions.answers} ->> ${name})`
  const narrowed = or(
    facts.reactionDate ? sql`${answer('aeStartDate')} = ${facts.reactionDate}` : undefined,
    facts.email
      ? and(
          sql`${foldSql(answer('email'))} = ${facts.email}`,
          gte(staffCases.receivedAt, new Date(row.receivedAt.getTime() - SAME_EMAIL_DAYS * DAY_MS)),
        )
      : undefined,
  )
  if (!narrowed) return []
  const rows = await on
    .select(caseColumns)
    .from(staffCases)
    .innerJoin(submissions, eq(staffCases.submissionId, submissions.id))
    .where(
      and(
        ne(staffCases.submissionId, row.id),
        // Earlier: received before, or at the same instant and stored before.
        or(lt(staffCases.receivedAt, row.receivedAt), and(eq(staffCases.receivedAt, row.receivedAt), lt(staffCases.submissionId, row.id))),
        narrowed,
      ),
    )
    .orderBy(desc(staffCases.receivedAt), desc(staffCases.submissionId))
    .limit(CANDIDATES_READ)
  return rows
    .map((earlier) => ({ row: earlier as CaseRow, criteria: duplicateMatch(facts, factsOf(earlier as CaseRow)) }))
    .filter((match) => match.criteria.length > 0)
}

/**
 * A case's possible duplicates as its page lists them: the earlier cases that match and were not dismissed, and
 * every case linked to it (an earlier one, or a later one that was linked to it), newest first. Null: no such case.
 */
export async function listDuplicates(on: On, reference: string): Promise<DuplicateCandidate[] | null> {
  const [row] = await readCases(on, [reference])
  if (!row) return null
  const [matches, { linked, linkedCriteria, dismissed }] = await Promise.all([earlierMatches(on, row), decisionsOf(on, row.id)])
  const listed: DuplicateCandidate[] = matches
    .filter(({ row: earlier }) => linked.has(earlier.reference) || !dismissed.has(earlier.reference))
    .map(({ row: earlier, criteria }) => ({
      reference: earlier.reference,
      receivedAt: earlier.receivedAt.toISOString(),
      form: earlier.form as FormKind,
      criteria,
      link: linked.get(earlier.reference) ?? null,
    }))
  const unlisted = [...linked.keys()].filter((other) => !listed.some((c) => c.reference === other))
  const others = unlisted.length ? await readCases(on, unlisted) : []
  for (const other of others)
    listed.push({
      reference: other.reference,
      receivedAt: other.receivedAt.toISOString(),
      form: other.form as FormKind,
      criteria: linkedCriteria.get(other.reference) ?? [],
      link: linked.get(other.reference)!,
    })
  return listed.sort((a, b) => b.receivedAt.localeCompare(a.receivedAt))
}

/** What two cases share now: the later one matched against the earlier. */
export function criteriaBetween(a: CaseRow, b: CaseRow): DuplicateCriterion[] {
  const [later, earlier] =
    a.receivedAt > b.receivedAt || (a.receivedAt.getTime() === b.receivedAt.getTime() && a.id > b.id) ? [a, b] : [b, a]
  return duplicateMatch(factsOf(later), factsOf(earlier))
}

/** Two cases as the matching reads them, unlocked (a comparison changes nothing). */
export async function readPair(on: On, reference: string, other: string) {
  const rows = await readCases(on, [reference, other])
  const current = rows.find((r) => r.reference === reference)
  const candidate = rows.find((r) => r.reference === other)
  return current && candidate ? { current, candidate } : null
}

/** Both cases locked, in the order of their ids (two people deciding about the same pair take turns, never wait on each other). */
async function lockedPair(tx: Transaction, reference: string, other: string) {
  const locked = await tx
    .select({ id: staffCases.submissionId })
    .from(staffCases)
    .where(inArray(staffCases.reference, [reference, other]))
    .orderBy(asc(staffCases.submissionId))
    .for('update')
  return locked.length < 2 ? null : readPair(tx, reference, other)
}

type PairCommand = { reference: string; other: string; actor: StaffUser; at: Date }

/** The pair a decision is about, or why there is none: the case, the other (an existing case, not this one). */
async function pairFor(tx: Transaction, { reference, other }: Pick<PairCommand, 'reference' | 'other'>) {
  const typed = other.trim().toUpperCase()
  if (!REFERENCE.test(reference)) return 'not-found' as const
  if (!typed || !REFERENCE.test(typed)) return 'duplicate-unknown' as const
  if (typed === reference) return 'duplicate-same-case' as const
  const pair = await lockedPair(tx, reference, typed)
  if (!pair) return (await readCases(tx, [reference])).length ? ('duplicate-unknown' as const) : ('not-found' as const)
  return pair
}

/**
 * Links two cases: this one a duplicate of the other, or both about the same event. Either a candidate the case
 * desk matched, or a reference staff typed (a call can show two reports to be one event that nothing in the forms
 * matched): the history and the log say which. Never twice the same pair, in either direction; nothing merged or
 * closed: closing a duplicate keeps its own rules (closure.ts). In both histories and the log, in one transaction.
 */
export async function linkDuplicate(
  tx: Transaction,
  { relation, typed, actor, at, ...names }: PairCommand & { relation: DuplicateRelation; typed: boolean },
): Promise<Done<undefined> | Refused<Exclude<DuplicateRefusal, 'forbidden'>>> {
  const pair = await pairFor(tx, names)
  if (typeof pair === 'string') return { ok: false, reason: pair }
  const { current, candidate } = pair
  const [mine, theirs] = await Promise.all([decisionsOf(tx, current.id), decisionsOf(tx, candidate.id)])
  if (mine.linked.has(candidate.reference) || theirs.linked.has(current.reference)) return { ok: false, reason: 'duplicate-linked-already' }
  const criteria = criteriaBetween(current, candidate)
  // A candidate from the list must match still (triage may have changed the product since the page was read).
  if (!typed && criteria.length === 0) return { ok: false, reason: 'duplicate-not-candidate' }
  const basis = criteria.length ? 'match' : 'typed'
  await recordOnBoth(tx, { current, candidate, at, actor }, 'duplicate-link', [
    { with: candidate.reference, relation, basis, criteria },
    { with: current.reference, relation: inverseRelation(relation), basis, criteria },
  ])
  return {
    ok: true,
    value: undefined,
    audit: { action: 'case-duplicate-link', target: current.reference, details: { with: candidate.reference, relation, basis, criteria } },
  }
}

/** A decision about a pair, in each case's history (each from its own side) and both cases touched, in the caller's transaction. */
async function recordOnBoth(
  tx: Transaction,
  { current, candidate, at, actor }: { current: { id: number }; candidate: { id: number }; at: Date; actor: StaffUser },
  kind: 'duplicate-link' | 'duplicate-dismiss' | 'duplicate-unlink',
  [onCurrent, onCandidate]: [Record<string, unknown>, Record<string, unknown>],
) {
  await recordEvent(tx, { id: current.id, at, actor }, kind, onCurrent)
  await recordEvent(tx, { id: candidate.id, at, actor }, kind, onCandidate)
  await tx
    .update(staffCases)
    .set({ updatedAt: at })
    .where(inArray(staffCases.submissionId, [current.id, candidate.id]))
}

/**
 * Dismisses a candidate: the team read both and they are not one event. Only a case listed (an earlier one that
 * matches, not linked, not dismissed already); in both histories and the log, in one transaction.
 */
export async function dismissDuplicate(
  tx: Transaction,
  { actor, at, ...names }: PairCommand,
): Promise<Done<undefined> | Refused<Exclude<DuplicateRefusal, 'forbidden'>>> {
  const pair = await pairFor(tx, names)
  if (typeof pair === 'string') return { ok: false, reason: pair }
  const { current, candidate } = pair
  const mine = await decisionsOf(tx, current.id)
  if (mine.linked.has(candidate.reference)) return { ok: false, reason: 'duplicate-linked-already' }
  const earlier =
    candidate.receivedAt < current.receivedAt ||
    (candidate.receivedAt.getTime() === current.receivedAt.getTime() && candidate.id < current.id)
  const criteria = earlier ? duplicateMatch(factsOf(current), factsOf(candidate)) : []
  if (!criteria.length || mine.dismissed.has(candidate.reference)) return { ok: false, reason: 'duplicate-not-candidate' }
  await recordOnBoth(tx, { current, candidate, at, actor }, 'duplicate-dismiss', [
    { with: candidate.reference, criteria },
    { with: current.reference, criteria },
  ])
  return {
    ok: true,
    value: undefined,
    audit: { action: 'case-duplicate-dismiss', target: current.reference, details: { with: candidate.reference, criteria } },
  }
}

/** The longest reason for undoing a link. */
export const MAX_UNLINK_REASON = 500

/**
 * Undoes a link made in error, with the reason: in both histories (each naming the relation it had) and the log, in
 * one transaction. The link's own entries stay: the history shows it was made and then undone, by whom and why.
 */
export async function unlinkDuplicate(
  tx: Transaction,
  { reason, actor, at, ...names }: PairCommand & { reason: string },
): Promise<Done<undefined> | Refused<Exclude<DuplicateRefusal, 'forbidden'>>> {
  const why = reason.trim()
  if (!why) return { ok: false, reason: 'duplicate-reason-required' }
  if (why.length > MAX_UNLINK_REASON) return { ok: false, reason: 'duplicate-reason-too-long' }
  const pair = await pairFor(tx, names)
  if (typeof pair === 'string') return { ok: false, reason: pair }
  const { current, candidate } = pair
  const [mine, theirs] = await Promise.all([decisionsOf(tx, current.id), decisionsOf(tx, candidate.id)])
  const link = mine.linked.get(candidate.reference)
  if (!link) return { ok: false, reason: 'duplicate-not-linked' }
  await recordOnBoth(tx, { current, candidate, at, actor }, 'duplicate-unlink', [
    { with: candidate.reference, relation: link.relation, reason: why },
    { with: current.reference, relation: theirs.linked.get(current.reference)?.relation ?? null, reason: why },
  ])
  // Which link was undone; the reason stays in the cases' histories.
  return {
    ok: true,
    value: undefined,
    audit: { action: 'case-duplicate-unlink', target: current.reference, details: { with: candidate.reference, relation: link.relation } },
  }
}

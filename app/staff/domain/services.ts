import type { FormKind } from '../../forms/domain/form-kinds.ts'
import type { Lang } from '../../routing/route-table.ts'
import type { IsoDate } from '../../calendar/business-days.ts'
import type { AuditAction } from './audit-actions.ts'
import type { CaseStatus, StatusRefusal } from './case-status.ts'
import type { Closure, CloseReason } from './closure.ts'
import type { CaseFilters } from './filters.ts'
import type { QueueView } from './queue-views.ts'
import type { ReplyInput, ReplyRefusal, ReplyResult } from './reply.ts'
import type { FollowUpInput, FollowUpRefusal } from './follow-up.ts'
import type { ContactLogError } from './contact-log.ts'
import type { Figures } from './figures.ts'
import type { DuplicateCandidate, DuplicateCriterion, DuplicateRelation, DuplicateResult } from './duplicates.ts'
import type { StaffRole } from './roles.ts'
import type { CaseProduct, SeriousCriterion, TriageError, TriageInput } from './triage.ts'

/** What the interface and the server share about the staff area; the server (server/staff) implements it. */

export type StaffUser = { subject: string; name: string; email: string | null; roles: StaffRole[] }
export type StaffSession = { user: StaffUser; csrfToken: string }

export type CaseSummary = {
  reference: string
  form: FormKind
  lang: Lang
  /** Day 0 starts here (ISO 8601). */
  receivedAt: string
  adverseEvent: boolean
  qualityProblem: boolean
  suspectedSpam: boolean
  seriousAdverseEvent: boolean
  /** The seriousness criteria triage named (ICH E2A), for a serious adverse event. */
  seriousCriteria: SeriousCriterion[]
  product: CaseProduct | null
  status: CaseStatus
  /** The owner's name, as shown. */
  owner: string | null
  /** The owner's subject at the identity provider: who "mine" is. Null for an owner typed before the team picker. */
  ownerSubject: string | null
  externalCaseNumber: string | null
  triageDue: IsoDate
  reportDue: IsoDate | null
  /** The follow-up report to Health Canada's due day while it runs: new information on a transferred serious case. */
  followUpReportDue: IsoDate | null
  /** A closure without transfer, asked for or done. */
  closure: Closure | null
}

export type CaseEventKind =
  | 'status'
  | 'owner'
  | 'note'
  | 'triage'
  | 'closure-request'
  | 'closure-confirm'
  | 'closure-withdraw'
  | 'reply'
  | 'contact'
  /** A possible duplicate linked or dismissed: written in both cases' histories (duplicates.ts). */
  | 'duplicate-link'
  | 'duplicate-dismiss'
  /** A link undone, with its reason: the link's own entry stays. */
  | 'duplicate-unlink'
  /** Questions sent to the reporter through a single-use link (follow-up.ts); its answers, received with their own day 0. */
  | 'follow-up-request'
  | 'follow-up-answer'
  /** The follow-up report recorded as sent to the safety system: its clock stops. */
  | 'follow-up-reported'
/** One step of a case's history; `details` as its kind writes them (a status's from and to, a triage's changes…), never read as the visitor's. */
export type CaseEvent = { at: string; actor: string; kind: CaseEventKind; details: Record<string, unknown> }

export type CaseDetail = CaseSummary & {
  answers: Record<string, unknown>
  history: CaseEvent[]
  /** The legal hold's reason, when the privacy officer placed one: neither retention nor erasure destroys the case. */
  legalHold?: string | null
}

/** A change of status, owner (a member of the team by subject, or none) or a note. */
export type CaseChange =
  | { kind: 'status'; to: CaseStatus; externalCaseNumber?: string }
  | { kind: 'owner'; ownerSubject: string | null }
  | { kind: 'note'; text: string }
  /** A call or other contact with the person: checked again by the case desk (contact-log.ts). */
  | { kind: 'contact'; on: string; direction: string; channel: string; summary: string }

export type ChangeResult =
  { ok: true } | { ok: false; reason: 'not-found' | 'forbidden' | 'unknown-owner' | 'empty-note' | StatusRefusal | ContactLogError }

export type TriageResult = { ok: true } | { ok: false; reason: 'not-found' | 'forbidden' | 'unchanged' | TriageError }

/** The e-mail a reply would send, as its preview shows it, or why it cannot be sent. */
export type ReplyDraft = { from: string; to: string; subject: string; text: string; version: number }
export type ReplyDraftResult = { ok: true; draft: ReplyDraft } | { ok: false; reason: ReplyRefusal }

export type FollowUpResult = { ok: true; expiresAt: string } | { ok: false; reason: FollowUpRefusal | 'bad-key' | 'already-sent' }
export type FollowUpReportResult = { ok: true } | { ok: false; reason: 'not-found' | 'forbidden' | 'no-follow-up-report-due' }

export type ClosureRequest = { reason: CloseReason; duplicateOf?: string }
export type ClosureResult =
  | { ok: true; closed: boolean }
  | {
      ok: false
      reason:
        | 'not-found'
        | 'forbidden'
        | 'closed-already'
        | 'closure-pending'
        | 'no-closure-request'
        | 'same-person'
        | 'duplicate-of-required'
        | 'duplicate-of-unknown'
        /** New information on the case still has to reach the safety system. */
        | 'follow-up-report-due'
    }

/** A bulk closure of suspected spam: what was closed, and what was not and why (an adverse event needs a second person). */
export type BulkCloseResult =
  | { ok: true; closed: string[]; refused: { reference: string; reason: 'not-found' | 'closed-already' | 'adverse-event' | 'not-spam' }[] }
  | { ok: false; reason: 'forbidden' | 'nothing-selected' }

/** Two cases side by side: this one, the other, what they share now and how they are linked, if they are. */
export type CaseComparison = {
  current: CaseDetail
  other: CaseDetail
  criteria: DuplicateCriterion[]
  link: DuplicateCandidate['link']
}

/** A link asked for from the case page: a listed candidate, or a reference staff typed (`typed`). */
export type DuplicateLink = { other: string; relation: DuplicateRelation; typed: boolean }

/** A member of the medical-information team: someone who has signed in with its role. */
export type TeamMember = { subject: string; name: string }

/** The queue: a page of cases in a view, with filters, and how many cases each view holds. */
export type CaseQueue = { cases: CaseSummary[]; total: number; counts: Record<QueueView, number> }

/** What a search found: its cases (a page of them) and how many. */
export type CaseSearch = { cases: CaseSummary[]; total: number }

/** The audit log's filters: person (subject), action, case (reference), a date range (company days, inclusive). */
export type AuditFilters = { actor?: string; action?: AuditAction; target?: string; from?: IsoDate; to?: IsoDate }

export type { AuditAction } from './audit-actions.ts'
export type AuditEntry = {
  at: string
  actorSubject: string
  actorName: string
  action: AuditAction
  target: string | null
  details: Record<string, unknown>
}

/**
 * The case desk's commands and queries. Each one that reads a case, exports or changes something writes its audit
 * entry itself, in the transaction of what it records (server/staff/audit.ts), and checks the actor's role: a
 * page only calls them, it never writes to the audit log.
 */
export type StaffServices = {
  /** Today in the company's time zone: what "overdue" and "due today" are measured against. */
  today(): IsoDate
  listCases(filters: CaseFilters, options?: { limit?: number }): Promise<{ cases: CaseSummary[]; total: number }>
  /** The work queue for a person: the view's page of cases (the filters applied), and each view's count. */
  queue(filters: CaseFilters, user: StaffUser, options?: { limit?: number }): Promise<CaseQueue>
  /** Each view's count alone, for a page that lists something else (a search's results). */
  viewCounts(user: StaffUser): Promise<CaseQueue['counts']>
  /** Cases by reference, name or e-mail address; each search is audited with what it found, never the words searched. */
  searchCases(query: string, filters: CaseFilters, actor: StaffUser, options?: { limit?: number }): Promise<CaseSearch>
  /** One case with its answers and history; the view (or the print) is audited. Null when there is none. */
  viewCase(reference: string, actor: StaffUser, purpose?: 'view' | 'print'): Promise<CaseDetail | null>
  /** Every case the filters select, for the CSV; the export is audited with the filters and the count. */
  exportCases(filters: CaseFilters, actor: StaffUser): Promise<CaseSummary[]>
  changeCase(reference: string, change: CaseChange, actor: StaffUser): Promise<ChangeResult>
  /** The team's reading of a case (triage.ts): each changed field in the history with its value before and after. */
  triageCase(reference: string, triage: TriageInput, actor: StaffUser): Promise<TriageResult>
  /** Asks to close a case without transfer, with a reason; an adverse event then waits for a second person. */
  requestClosure(reference: string, request: ClosureRequest, actor: StaffUser): Promise<ClosureResult>
  /** A second member of the team confirms a closure without transfer: never the one who asked. */
  confirmClosure(reference: string, actor: StaffUser): Promise<ClosureResult>
  /** Withdraws (or declines) a closure asked for: the case stays open. */
  withdrawClosure(reference: string, actor: StaffUser): Promise<ClosureResult>
  /**
   * Sends a standard response from the case in the person's language, with a personal paragraph, through the
   * outbox; the text, the response's version, the language and the sender into the history; the case Answered
   * when its rules allow. The form's key again sends nothing more.
   */
  replyToCase(reference: string, reply: ReplyInput, actor: StaffUser): Promise<ReplyResult>
  /** The e-mail `replyToCase` would send now, for the preview; writes nothing (the case page's view is audited). */
  draftReply(reference: string, reply: ReplyInput, actor: StaffUser): Promise<ReplyDraftResult>
  /**
   * A case's possible duplicates: the earlier cases that match it and were not dismissed, and every case linked
   * to it. References, dates and what matched only (the case's view is audited); null when there is no such case.
   */
  duplicates(reference: string, actor: StaffUser): Promise<DuplicateCandidate[] | null>
  /** A case and another side by side, field by field; audited as a view of both. Null when either is missing. */
  compareCases(reference: string, other: string, actor: StaffUser): Promise<CaseComparison | null>
  /** Links a case to another (a duplicate of it, the same event): in both histories and the log; nothing merged. */
  linkDuplicate(reference: string, link: DuplicateLink, actor: StaffUser): Promise<DuplicateResult>
  /** Dismisses a listed candidate: no longer listed; in both histories and the log. */
  dismissDuplicate(reference: string, other: string, actor: StaffUser): Promise<DuplicateResult>
  /** Undoes a link made in error, with the reason; in both histories and the log. */
  unlinkDuplicate(reference: string, other: string, reason: string, actor: StaffUser): Promise<DuplicateResult>
  /**
   * Asks the case's reporter for more: the questions by e-mail in their language with a link that answers once, for
   * 14 days; the request into the history. The form's key again sends nothing more (`already-sent`).
   */
  requestFollowUp(reference: string, input: FollowUpInput & { key: string }, actor: StaffUser): Promise<FollowUpResult>
  /** Records the follow-up report sent to the safety system: its clock stops, in the history and the log. */
  recordFollowUpReport(reference: string, actor: StaffUser): Promise<FollowUpReportResult>
  /** Closes suspected spam in bulk with the reason "spam"; an adverse event among them is left for a second person. */
  closeSpam(references: string[], actor: StaffUser): Promise<BulkCloseResult>
  /**
   * The team's figures for a company month (`2026-11`), per language and for both: counts, times in business days
   * and the shares within target, from the cases' histories. Counts and times only, of no one in particular.
   */
  figures(month: string): Promise<{ figures: Figures[]; answerTarget: number }>
  /** The medical-information team, for the owner picker and filter. */
  team(): Promise<TeamMember[]>
  /** The audit log, newest first, filtered; reading it is itself audited. */
  readAudit(options: { before?: number; limit: number; filters?: AuditFilters }, actor: StaffUser): Promise<(AuditEntry & { id: number })[]>
  /** The whole filtered log as rows for a CSV; the export is audited with the filters and the count. */
  exportAudit(filters: AuditFilters, actor: StaffUser): Promise<(AuditEntry & { id: number })[]>
  /** Everyone the log names, for its "person" filter. */
  auditActors(): Promise<TeamMember[]>
}

import type { FormKind } from '../../forms/domain/form-kinds.ts'
import type { Lang } from '../../routing/route-table.ts'
import type { IsoDate } from './business-days.ts'
import type { CaseStatus } from './case-status.ts'
import type { CaseFilters } from './filters.ts'
import type { StaffRole } from './roles.ts'
import type { PrivacyServices } from '../../privacy/services.ts'

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
  status: CaseStatus
  owner: string | null
  externalCaseNumber: string | null
  triageDue: IsoDate
  reportDue: IsoDate | null
}

export type CaseEventKind = 'status' | 'owner' | 'note'
export type CaseEvent = { at: string; actor: string; kind: CaseEventKind; details: Record<string, string | null> }

export type CaseDetail = CaseSummary & {
  answers: Record<string, unknown>
  history: CaseEvent[]
  /** The legal hold's reason, when the privacy officer placed one: neither retention nor erasure destroys the case. */
  legalHold?: string | null
}

export type CaseChange =
  { kind: 'status'; to: CaseStatus; externalCaseNumber?: string } | { kind: 'owner'; owner: string | null } | { kind: 'note'; text: string }

export type ChangeResult = { ok: true } | { ok: false; reason: 'not-found' | 'bad-transition' | 'external-number-required' }

export type AuditAction =
  | 'sign-in'
  | 'sign-out'
  | 'case-view'
  | 'case-change'
  | 'case-print'
  | 'export'
  | 'audit-view'
  | 'privacy-view'
  | 'privacy-find'
  | 'privacy-export'
  | 'privacy-correct'
  | 'privacy-erase'
  | 'privacy-hold'
  | 'incident-view'
  | 'incident-record'
  | 'incident-update'
  | 'incident-export'
export type AuditEntry = {
  at: string
  actorSubject: string
  actorName: string
  action: AuditAction
  target: string | null
  details: Record<string, unknown>
}

export type StaffServices = {
  /** Today in the company's time zone: what "overdue" and "due today" are measured against. */
  today(): IsoDate
  listCases(filters: CaseFilters, options?: { limit?: number }): Promise<{ cases: CaseSummary[]; total: number }>
  getCase(reference: string): Promise<CaseDetail | null>
  changeCase(reference: string, change: CaseChange, actor: StaffUser): Promise<ChangeResult>
  owners(): Promise<string[]>
  audit(actor: StaffUser, action: AuditAction, target: string | null, details?: Record<string, unknown>): Promise<void>
  listAudit(options: { before?: number; limit: number }): Promise<(AuditEntry & { id: number })[]>
}

/** What a staff page's loader and action get from the server for the request. */
export type StaffRequest = {
  /** Null for a visitor without a valid session (the server redirects them to the sign-in before any page). */
  session: StaffSession | null
  services: StaffServices
  privacy: PrivacyServices
}

import type { Lang } from '../routing/route-table.ts'
import type { IsoDate } from '../calendar/business-days.ts'
import type { StaffUser } from '../staff/domain/services.ts'
import type { Incident, IncidentInput, IncidentUpdate, IncidentUpdateResult } from './incident.ts'
import type { CorrectionResult, ErasurePlan, ErasureResult, PersonRecord } from './person.ts'
import type { NewRequest, PrivacyRequest, RequestSummary } from './request.ts'
import type { RetentionRuleId } from './retention-schedule.ts'

/** What a retention run did or would do: counts and references only. */
export type RetentionSummary = {
  applied: boolean
  references: { reference: string; rule: RetentionRuleId }[]
  counts: Record<string, number>
  held: string[]
}

/**
 * What the privacy screen shows first: the register, one line a request (no name, no address: those are on the
 * request's own page, whose view is audited), and what the next retention run destroys. Reading it writes nothing.
 */
export type PrivacyOverview = { today: IsoDate; requests: RequestSummary[]; retention: RetentionSummary }

/** A change to a request's record: the identity check, the one extension, a step of its status. */
export type RequestChange =
  | { kind: 'verify'; identityVerifiedOn: IsoDate; identityVerifiedBy: string; identityMethod: string }
  | { kind: 'extend'; extendedTo: IsoDate; extensionReason: string; extensionNotifiedOn: IsoDate }
  | { kind: 'status'; to: 'in-progress' | 'closed' }
  | { kind: 'status'; to: 'answered'; answeredOn: IsoDate }

export type RequestChangeResult = { ok: true } | { ok: false; reason: 'not-found' | 'closed' | 'already-extended' | 'bad-transition' }

/**
 * The privacy officer's tools, shared by the staff screens (app/privacy/routes/) and implemented by the server
 * (server/privacy/services.ts). A person's information is only ever found, exported, corrected or erased inside a
 * request recorded in the register, and each use is recorded on it. Each command writes its own audit entry, in
 * the transaction of what it records, and checks the actor's role: a screen never writes to the audit log.
 */
export type PrivacyServices = {
  /** The register and the retention's dry run: a query, audited by nothing (it shows no one's name). */
  overview(): Promise<PrivacyOverview>
  /** Records a request; its reference. */
  recordRequest(input: NewRequest, actor: StaffUser): Promise<string>
  /** One request with the person's name and address: the view is audited. Null when there is none. */
  request(reference: string, actor: StaffUser): Promise<PrivacyRequest | null>
  changeRequest(reference: string, change: RequestChange, actor: StaffUser): Promise<RequestChangeResult>
  /** Every request, for the register's CSV; the export is audited with its count. */
  exportRequests(actor: StaffUser): Promise<PrivacyRequest[]>
  /** What is held about the request's person; null when there is no such request. */
  find(request: string, actor: StaffUser): Promise<PersonRecord | null>
  export(request: string, actor: StaffUser, format: 'json' | 'csv'): Promise<PersonRecord | null>
  correct(request: string, submission: string, field: string, value: string, actor: StaffUser, lang?: Lang): Promise<CorrectionResult>
  /** What an erasure would delete and keep, for its confirmation page: a find, recorded as one. */
  planErasure(request: string, actor: StaffUser): Promise<ErasurePlan | null>
  erase(request: string, actor: StaffUser): Promise<ErasureResult | null>
  /** False when there is no such submission. */
  placeHold(reference: string, reason: string, actor: StaffUser): Promise<boolean>
  /** False when there is no such submission or no hold on it. */
  liftHold(reference: string, actor: StaffUser): Promise<boolean>
  incidents(actor: StaffUser, purpose?: 'view' | 'export'): Promise<Incident[]>
  recordIncident(input: IncidentInput, actor: StaffUser): Promise<string>
  /** The fields changed (none: nothing written, nothing audited), or why it was refused. */
  updateIncident(reference: string, input: IncidentUpdate, actor: StaffUser): Promise<IncidentUpdateResult>
}

import type { StaffUser } from '../staff/domain/services.ts'
import type { Incident, IncidentInput, IncidentUpdate } from './incident.ts'
import type { CorrectionResult, ErasureResult, PersonRecord, PrivacyRequest } from './person.ts'
import type { RetentionRuleId } from './retention-schedule.ts'

/** What a retention run did or would do: counts and references only. */
export type RetentionSummary = {
  applied: boolean
  references: { reference: string; rule: RetentionRuleId }[]
  counts: Record<string, number>
  held: string[]
}

/**
 * The privacy officer's tools, shared by the staff screens (app/routes/staff-privacy*.tsx) and implemented by
 * the server (server/privacy/services.ts). Every call that reads or changes a person's information records the
 * action on their request (due in 30 days); the screens write the audit log.
 */
export type PrivacyServices = {
  find(email: string, actor: StaffUser): Promise<PersonRecord>
  export(email: string, actor: StaffUser, format: 'json' | 'csv'): Promise<PersonRecord>
  correct(email: string, reference: string, field: string, value: string, actor: StaffUser): Promise<CorrectionResult>
  erase(email: string, actor: StaffUser): Promise<ErasureResult>
  requests(): Promise<PrivacyRequest[]>
  placeHold(reference: string, reason: string, actor: StaffUser): Promise<boolean>
  liftHold(reference: string): Promise<boolean>
  retentionPreview(): Promise<RetentionSummary>
  incidents(): Promise<Incident[]>
  recordIncident(input: IncidentInput, actor: StaffUser): Promise<string>
  /** The fields changed, or null when there is no such incident. */
  updateIncident(reference: string, input: IncidentUpdate): Promise<string[] | null>
}

import { z } from 'zod'
import { csvCell } from '../staff/domain/cases-csv.ts'

/**
 * One entry of the register of confidentiality incidents: the items the Québec regulation on confidentiality
 * incidents asks the register to hold (the information, the circumstances, the dates, the number of persons, the
 * risk assessment, the notices to the Commission and to the persons, the measures). Kept 5 years.
 */
export const INCIDENT_KEPT_YEARS = 5

const text = (max: number) => z.string().trim().min(1).max(max)
const isoDate = z.iso.date()
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema.optional())

export const incidentSchema = z.object({
  information: text(4_000),
  circumstances: text(4_000),
  occurredOn: optional(isoDate),
  occurredDescription: optional(text(1_000)),
  learnedOn: isoDate,
  personsAffected: optional(z.coerce.number().int().min(0).max(100_000_000)),
  riskAssessment: text(4_000),
  seriousRisk: z.preprocess((value) => value === 'on' || value === true, z.boolean()),
  commissionNotifiedOn: optional(isoDate),
  personsNotifiedOn: optional(isoDate),
  measures: text(4_000),
})
export type IncidentInput = z.infer<typeof incidentSchema>
export type Incident = { reference: string; recordedAt: string; recordedBy: string } & {
  [K in keyof IncidentInput]-?: IncidentInput[K] extends infer V ? (undefined extends V ? Exclude<V, undefined> | null : V) : never
}

export const incidentFields = [
  'information',
  'circumstances',
  'occurredOn',
  'occurredDescription',
  'learnedOn',
  'personsAffected',
  'riskAssessment',
  'seriousRisk',
  'commissionNotifiedOn',
  'personsNotifiedOn',
  'measures',
] as const satisfies readonly (keyof IncidentInput)[]

/**
 * What may change once an incident is recorded: the notices to the Commission and to the persons, often sent
 * later, and the measures taken since. What happened and when we learned of it stay as first recorded.
 */
export const incidentUpdateFields = [
  'commissionNotifiedOn',
  'personsNotifiedOn',
  'measures',
] as const satisfies readonly (keyof IncidentInput)[]
export const incidentUpdateSchema = incidentSchema.pick({ commissionNotifiedOn: true, personsNotifiedOn: true, measures: true })
export type IncidentUpdate = z.infer<typeof incidentUpdateSchema>

/** `INC-2026-007`: the year it was recorded and its number in that year. */
export const incidentReference = (year: number, count: number) => `INC-${year}-${String(count).padStart(3, '0')}`

/** The register as CSV, for the Commission or an auditor: codes and ISO dates, one incident a row. */
export function incidentsCsv(incidents: readonly Incident[]): string {
  const columns = ['reference', 'recordedAt', 'recordedBy', ...incidentFields] as const
  const rows = [
    columns.join(','),
    ...incidents.map((incident) =>
      columns
        .map((column) => {
          const value = incident[column]
          return csvCell(typeof value === 'number' ? String(value) : value)
        })
        .join(','),
    ),
  ]
  return `${rows.join('\r\n')}\r\n`
}

import { z } from 'zod'
import type { IsoDate } from '../calendar/business-days.ts'
import { csvCell } from '../staff/csv.ts'
import { blank, day, keyed, optionalDay, optionalText, requiredText, type PrivacyErrorKey } from './form-parts.ts'
import type { PrivacyMessages } from './messages/en.ts'

/**
 * One entry of the register of confidentiality incidents, for both regimes that apply to the company. Québec's
 * regulation on confidentiality incidents lists what its register holds (the information, the circumstances, the
 * dates, the number of persons, the assessment of a risk of serious injury, the notices to the Commission d'accès
 * à l'information and to the persons, the measures), kept 5 years. PIPEDA (s. 10.3 and its regulation) asks for a
 * record of every breach of security safeguards, kept at least 24 months, enough to show whether it created a
 * real risk of significant harm: the assessment with its date and reasons, the report to the Office of the Privacy
 * Commissioner of Canada, the notice to individuals (its date and manner), other organizations told. The 5 years
 * cover both.
 */
export const INCIDENT_KEPT_YEARS = 5

const yesNo = (missing: PrivacyErrorKey) =>
  z.preprocess((value) => (value === 'yes' ? true : value === 'no' ? false : value), z.boolean(keyed(missing)))

/** The notices, the report and the measures: recorded with the incident, and updated as they are sent or taken. */
function noticeShape(today: IsoDate) {
  return {
    commissionNotifiedOn: optionalDay(today),
    opcReportedOn: optionalDay(today),
    othersNotified: optionalText(2_000),
    personsNotifiedOn: optionalDay(today),
    personsNotifiedHow: optionalText(1_000),
    measures: requiredText(4_000, 'staff.incidents.error.measures'),
  }
}

type Notices = { personsNotifiedOn?: string; personsNotifiedHow?: string; commissionNotifiedOn?: string; opcReportedOn?: string }
/** A notice has a day and a manner; none comes before we knew of the incident. */
function noticesHold(value: Notices, learnedOn: IsoDate | undefined, ctx: z.RefinementCtx) {
  if (value.personsNotifiedOn !== undefined && value.personsNotifiedHow === undefined)
    ctx.addIssue({ code: 'custom', path: ['personsNotifiedHow'], message: 'staff.incidents.error.personsNotifiedHow' })
  if (learnedOn === undefined) return
  for (const field of ['commissionNotifiedOn', 'opcReportedOn', 'personsNotifiedOn'] as const) {
    const on = value[field]
    if (on !== undefined && on < learnedOn) ctx.addIssue({ code: 'custom', path: [field], message: 'staff.incidents.error.beforeLearned' })
  }
}

/** The form that records an incident: every item both regimes ask, in the page's order. */
export function incidentSchema(today: IsoDate) {
  return z
    .object({
      information: requiredText(4_000, 'staff.incidents.error.information'),
      circumstances: requiredText(4_000, 'staff.incidents.error.circumstances'),
      occurredOn: optionalDay(today),
      occurredDescription: optionalText(1_000),
      learnedOn: day('staff.incidents.error.learnedOn', today),
      personsAffected: z.preprocess(
        blank,
        z.coerce
          .number(keyed('staff.incidents.error.personsAffected'))
          .int(keyed('staff.incidents.error.personsAffected'))
          .min(0, keyed('staff.incidents.error.personsAffected'))
          .max(100_000_000, keyed('staff.incidents.error.personsAffected'))
          .optional(),
      ),
      riskAssessment: requiredText(4_000, 'staff.incidents.error.riskAssessment'),
      seriousRisk: z.preprocess((value) => value === 'on' || value === true, z.boolean()),
      significantHarm: yesNo('staff.incidents.error.significantHarm'),
      significantHarmAssessedOn: day('staff.incidents.error.significantHarmAssessedOn', today),
      significantHarmReasons: requiredText(4_000, 'staff.incidents.error.significantHarmReasons'),
      ...noticeShape(today),
    })
    .superRefine((value, ctx) => {
      if (value.occurredOn !== undefined && value.occurredOn > value.learnedOn)
        ctx.addIssue({ code: 'custom', path: ['occurredOn'], message: 'staff.incidents.error.afterLearned' })
      noticesHold(value, value.learnedOn, ctx)
    })
}
export type IncidentInput = z.infer<ReturnType<typeof incidentSchema>>
type Assessment = 'significantHarm' | 'significantHarmAssessedOn' | 'significantHarmReasons'
export type Incident = { reference: string; recordedAt: string; recordedBy: string } & {
  [K in Exclude<keyof IncidentInput, Assessment>]-?: IncidentInput[K] extends infer V
    ? undefined extends V
      ? Exclude<V, undefined> | null
      : V
    : never
} & {
  /** Null for an entry recorded before PIPEDA's assessment was asked. */
  significantHarm: boolean | null
  significantHarmAssessedOn: string | null
  significantHarmReasons: string | null
}

/** The form's fields, in its order, by group: what happened, Québec, Canada, the persons, the measures. */
export const incidentGroups = [
  {
    title: 'staff.incidents.group.what',
    fields: ['information', 'circumstances', 'occurredOn', 'occurredDescription', 'learnedOn', 'personsAffected'],
  },
  { title: 'staff.incidents.group.quebec', fields: ['riskAssessment', 'seriousRisk', 'commissionNotifiedOn'] },
  {
    title: 'staff.incidents.group.canada',
    fields: ['significantHarm', 'significantHarmAssessedOn', 'significantHarmReasons', 'opcReportedOn', 'othersNotified'],
  },
  { title: 'staff.incidents.group.notice', fields: ['personsNotifiedOn', 'personsNotifiedHow'] },
  { title: 'staff.incidents.group.measures', fields: ['measures'] },
] as const satisfies readonly { title: keyof PrivacyMessages; fields: readonly (keyof IncidentInput)[] }[]

export type IncidentField = (typeof incidentGroups)[number]['fields'][number]
export const incidentFields: readonly IncidentField[] = incidentGroups.flatMap((group) => group.fields)

/**
 * What may change once an incident is recorded: the notices to the Commission, to the Office, to other
 * organizations and to the persons, often sent days later, and the measures taken since. What happened, when we
 * learned of it and the assessments stay as first recorded: they start the periods and the duties.
 */
export const incidentUpdateFields = [
  'commissionNotifiedOn',
  'opcReportedOn',
  'othersNotified',
  'personsNotifiedOn',
  'personsNotifiedHow',
  'measures',
] as const satisfies readonly IncidentField[]
/** The update's form; whether a notice comes after we learned of the incident is the register's to say (it knows when). */
export const incidentUpdateSchema = (today: IsoDate) =>
  z.object(noticeShape(today)).superRefine((value, ctx) => noticesHold(value, undefined, ctx))
export type IncidentUpdate = z.infer<ReturnType<typeof incidentUpdateSchema>>
export type IncidentUpdateResult =
  { ok: true; changed: string[] } | { ok: false; reason: 'not-found' } | { ok: false; reason: 'before-learned'; fields: IncidentField[] }

/** `INC-2026-007`: the year it was recorded and its number in that year. */
export const incidentReference = (year: number, count: number) => `INC-${year}-${String(count).padStart(3, '0')}`

/** The register as CSV, for the Commission, the Office or an auditor: codes and ISO dates, one incident a row. */
export function incidentsCsv(incidents: readonly Incident[]): string {
  const columns = ['reference', 'recordedAt', 'recordedBy', ...incidentFields] as const
  const rows = [
    columns.join(','),
    ...incidents.map((incident) =>
      columns
        .map((column) => {
          const value = incident[column]
          return csvCell(typeof value === 'number' ? String(value) : (value ?? null))
        })
        .join(','),
    ),
  ]
  return `${rows.join('\r\n')}\r\n`
}

import { desc, eq } from 'drizzle-orm'
import {
  incidentReference,
  incidentUpdateFields,
  type Incident,
  type IncidentInput,
  type IncidentUpdate,
  type IncidentUpdateResult,
} from '../../app/privacy/incident.ts'
import type { Database } from '../db/database.ts'
import { privacyIncidents } from '../db/schema.ts'
import { insertNumbered } from './numbering.ts'

export async function listIncidents(db: Database): Promise<Incident[]> {
  const rows = await db.select().from(privacyIncidents).orderBy(desc(privacyIncidents.id))
  return rows.map(({ id: _id, recordedAt, ...row }) => ({ ...row, recordedAt: recordedAt.toISOString() }))
}

export async function findIncident(db: Database, reference: string): Promise<Incident | null> {
  const [row] = await db.select().from(privacyIncidents).where(eq(privacyIncidents.reference, reference))
  if (!row) return null
  const { id: _id, recordedAt, ...rest } = row
  return { ...rest, recordedAt: recordedAt.toISOString() }
}

/** The notices and measures as stored: an item left empty is none. */
const noticesOf = (input: IncidentUpdate) => ({
  commissionNotifiedOn: input.commissionNotifiedOn ?? null,
  opcReportedOn: input.opcReportedOn ?? null,
  othersNotified: input.othersNotified ?? null,
  personsNotifiedOn: input.personsNotifiedOn ?? null,
  personsNotifiedHow: input.personsNotifiedHow ?? null,
  measures: input.measures,
})

/** Records an incident under the next number of its year. */
export async function recordIncident(db: Database, input: IncidentInput, actor: string, at: Date): Promise<string> {
  const year = at.getUTCFullYear()
  return insertNumbered(
    db,
    { table: privacyIncidents, prefix: `INC-${year}`, reference: (count) => incidentReference(year, count) },
    async (reference) => {
      const inserted = await db
        .insert(privacyIncidents)
        .values({
          reference,
          recordedAt: at,
          recordedBy: actor,
          information: input.information,
          circumstances: input.circumstances,
          occurredOn: input.occurredOn ?? null,
          occurredDescription: input.occurredDescription ?? null,
          learnedOn: input.learnedOn,
          personsAffected: input.personsAffected ?? null,
          riskAssessment: input.riskAssessment,
          seriousRisk: input.seriousRisk,
          significantHarm: input.significantHarm,
          significantHarmAssessedOn: input.significantHarmAssessedOn,
          significantHarmReasons: input.significantHarmReasons,
          ...noticesOf(input),
        })
        .onConflictDoNothing()
        .returning({ reference: privacyIncidents.reference })
      return inserted.length > 0
    },
  )
}

/**
 * Updates the notices and measures of a recorded incident. Returns the fields whose value changed, for the audit
 * log; no such incident, or a notice dated before we learned of the incident, is refused.
 */
export async function updateIncident(db: Database, reference: string, input: IncidentUpdate): Promise<IncidentUpdateResult> {
  const next = noticesOf(input)
  const [row] = await db.select().from(privacyIncidents).where(eq(privacyIncidents.reference, reference)).for('update')
  if (!row) return { ok: false, reason: 'not-found' }
  const early = noticeDates.filter((field) => next[field] !== null && next[field] < row.learnedOn)
  if (early.length > 0) return { ok: false, reason: 'before-learned', fields: early }
  const changed = incidentUpdateFields.filter((field) => row[field] !== next[field])
  if (changed.length > 0) await db.update(privacyIncidents).set(next).where(eq(privacyIncidents.reference, reference))
  return { ok: true, changed }
}

const noticeDates = ['commissionNotifiedOn', 'opcReportedOn', 'personsNotifiedOn'] as const

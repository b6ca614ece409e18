import { desc, eq, sql } from 'drizzle-orm'
import {
  incidentReference,
  incidentUpdateFields,
  type Incident,
  type IncidentInput,
  type IncidentUpdate,
} from '../../app/privacy/incident.ts'
import type { Database } from '../db/database.ts'
import { privacyIncidents } from '../db/schema.ts'

export async function listIncidents(db: Database): Promise<Incident[]> {
  const rows = await db.select().from(privacyIncidents).orderBy(desc(privacyIncidents.id))
  return rows.map(({ id: _id, recordedAt, ...row }) => ({ ...row, recordedAt: recordedAt.toISOString() }))
}

/** Records an incident under the next number of its year; a race for the number is retried with the next one. */
export async function recordIncident(db: Database, input: IncidentInput, actor: string, at: Date): Promise<string> {
  const year = at.getUTCFullYear()
  for (let attempt = 0; ; attempt += 1) {
    const [row] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(privacyIncidents)
      .where(sql`${privacyIncidents.reference} like ${`INC-${year}-%`}`)
    const reference = incidentReference(year, (row?.count ?? 0) + 1 + attempt)
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
        commissionNotifiedOn: input.commissionNotifiedOn ?? null,
        personsNotifiedOn: input.personsNotifiedOn ?? null,
        measures: input.measures,
      })
      .onConflictDoNothing()
      .returning({ reference: privacyIncidents.reference })
    if (inserted.length) return reference
    if (attempt > 10) throw new Error('no incident number free')
  }
}

/**
 * Updates the notices and measures of a recorded incident (a date left empty is none). Returns the fields whose
 * value changed, for the audit log, or null when there is no such incident.
 */
export async function updateIncident(db: Database, reference: string, input: IncidentUpdate): Promise<string[] | null> {
  const next = {
    commissionNotifiedOn: input.commissionNotifiedOn ?? null,
    personsNotifiedOn: input.personsNotifiedOn ?? null,
    measures: input.measures,
  }
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(privacyIncidents).where(eq(privacyIncidents.reference, reference)).for('update')
    if (!row) return null
    const changed = incidentUpdateFields.filter((field) => row[field] !== next[field])
    if (changed.length > 0) await tx.update(privacyIncidents).set(next).where(eq(privacyIncidents.reference, reference))
    return changed
  })
}

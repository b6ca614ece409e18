import { desc, sql } from 'drizzle-orm'
import { incidentReference, type Incident, type IncidentInput } from '../../app/privacy/incident.ts'
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

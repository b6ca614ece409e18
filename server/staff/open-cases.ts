import { sql } from 'drizzle-orm'
import type { FormKind } from '../../app/forms/domain/form-kinds.ts'
import { caseClock } from '../../app/staff/domain/clock.ts'
import { triageOfAnswers } from '../../app/staff/domain/triage-of-answers.ts'
import type { Database } from '../db/database.ts'
import { staffCases, submissions } from '../db/schema.ts'
import { submissionColumns } from '../db/submission-columns.ts'

/**
 * How far below the newest case the search for submissions without one looks again: a submission committed
 * after others with higher ids (concurrent posts on PostgreSQL) is still found, without scanning the whole table.
 */
const RECHECK_IDS = 1_000

/**
 * Gives every submission without a case its case, its first triage (read from the answers) and its clock.
 * Submissions are stored by the forms, which know nothing of the staff area; this runs before each read, and
 * finds nothing to do but for the newest posts.
 */
export async function openNewCases(db: Database, timeZone: string, at: Date): Promise<void> {
  for (;;) {
    const fresh = await db
      .select({ ...submissionColumns, qualityProblem: submissions.qualityProblem })
      .from(submissions)
      .where(
        sql`${submissions.id} > coalesce((select max(${staffCases.submissionId}) from ${staffCases}), 0) - ${RECHECK_IDS}
            and not exists (select 1 from ${staffCases} where ${staffCases.submissionId} = ${submissions.id})`,
      )
      .orderBy(submissions.id)
      .limit(1_000)
    if (fresh.length === 0) return
    await db
      .insert(staffCases)
      .values(
        fresh.map(({ id, answers, ...row }) => {
          const triage = triageOfAnswers(row.form as FormKind, (answers ?? {}) as Readonly<Record<string, unknown>>, row)
          const clock = caseClock(row.receivedAt, triage.adverseEvent && triage.serious, timeZone)
          return {
            submissionId: id,
            ...row,
            adverseEvent: triage.adverseEvent,
            seriousAdverseEvent: triage.serious,
            seriousCriteria: triage.seriousCriteria,
            product: triage.product,
            triageDue: clock.triageDue,
            reportDue: clock.reportDue,
            updatedAt: at,
          }
        }),
      )
      .onConflictDoNothing()
    if (fresh.length < 1_000) return
  }
}

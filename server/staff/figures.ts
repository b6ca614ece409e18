import { parseDate } from '@internationalized/date'
import { and, eq, gte, inArray, lt } from 'drizzle-orm'
import type { FigureCase } from '../../app/staff/domain/figures.ts'
import { dayIn } from '../../app/staff/domain/clock.ts'
import type { Database } from '../db/database.ts'
import { staffCaseEvents, staffCases } from '../db/schema.ts'

const nextMonth = (month: string) => {
  const [year, m] = month.split('-').map(Number) as [number, number]
  return m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, '0')}`
}

/**
 * The cases received in a company month, each with the days its history first took the steps the figures
 * measure: left New (triage), became Answered, became Transferred. From the history, so that a case reopened and
 * answered again counts its first answer, and a status changed since counts as it happened.
 */
export async function readFigureCases(db: Database, month: string, timeZone: string): Promise<FigureCase[]> {
  const start = parseDate(`${month}-01`).toDate(timeZone)
  const end = parseDate(`${nextMonth(month)}-01`).toDate(timeZone)
  const cases = await db
    .select({
      id: staffCases.submissionId,
      form: staffCases.form,
      lang: staffCases.lang,
      receivedAt: staffCases.receivedAt,
      adverseEvent: staffCases.adverseEvent,
      serious: staffCases.seriousAdverseEvent,
      qualityProblem: staffCases.qualityProblem,
      suspectedSpam: staffCases.suspectedSpam,
    })
    .from(staffCases)
    .where(and(gte(staffCases.receivedAt, start), lt(staffCases.receivedAt, end)))
  if (cases.length === 0) return []
  const events = await db
    .select({ id: staffCaseEvents.submissionId, at: staffCaseEvents.at, details: staffCaseEvents.details })
    .from(staffCaseEvents)
    .where(
      and(
        eq(staffCaseEvents.kind, 'status'),
        inArray(
          staffCaseEvents.submissionId,
          cases.map((c) => c.id),
        ),
      ),
    )
    .orderBy(staffCaseEvents.id)
  const first = (id: number, step: (details: Record<string, unknown>) => boolean) => {
    const found = events.find((e) => e.id === id && step(e.details))
    return found ? dayIn(found.at, timeZone) : null
  }
  return cases.map((c) => ({
    form: c.form,
    lang: c.lang,
    adverseEvent: c.adverseEvent,
    serious: c.serious,
    qualityProblem: c.qualityProblem,
    suspectedSpam: c.suspectedSpam,
    dayZero: dayIn(c.receivedAt, timeZone),
    triagedOn: first(c.id, (d) => d.from === 'new'),
    answeredOn: first(c.id, (d) => d.to === 'answered'),
    transferredOn: first(c.id, (d) => d.to === 'transferred'),
  }))
}

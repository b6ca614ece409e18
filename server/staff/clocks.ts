import { sql } from 'drizzle-orm'
import type { IsoDate } from '../../app/calendar/business-days.ts'
import { staffCases } from '../db/schema.ts'

/**
 * The clocks of app/staff/domain/clock.ts in SQL, once, for the queue, the reminders and the digest: triage runs
 * while a case is new; the report runs for a serious adverse event (as triage left it) until a transfer is
 * recorded (the safety system's case number) or the case is closed without one.
 */
export const triageRunning = sql`(${staffCases.status} = 'new')`
export const reportRunning = sql`(${staffCases.reportDue} is not null and ${staffCases.externalCaseNumber} is null and ${staffCases.status} <> 'closed')`
/** The follow-up report runs from new information on a transferred serious case until the team records it sent. */
export const followUpRunning = sql`(${staffCases.followUpReportDue} is not null and ${staffCases.status} <> 'closed')`

/** A running clock past its day (`lt`), or past or at it (`le`, for what falls due today as well). */
export function clockDue(today: IsoDate, op: 'lt' | 'le' = 'lt') {
  const before = op === 'lt' ? sql`<` : sql`<=`
  return sql`((${triageRunning} and ${staffCases.triageDue} ${before} ${today}) or (${reportRunning} and ${staffCases.reportDue} ${before} ${today}) or (${followUpRunning} and ${staffCases.followUpReportDue} ${before} ${today}))`
}

/** The soonest day a running clock falls due; null when none runs (`least` skips nulls). */
export const nextDue = sql`least(case when ${triageRunning} then ${staffCases.triageDue} end, case when ${reportRunning} then ${staffCases.reportDue} end, case when ${followUpRunning} then ${staffCases.followUpReportDue} end)`

/** A serious case's soonest report to Health Canada still to send, the first or a follow-up: what the serious view sorts by. */
export const reportsRunning = sql`(${reportRunning} or ${followUpRunning})`
export const nextReportDue = sql`least(case when ${reportRunning} then ${staffCases.reportDue} end, case when ${followUpRunning} then ${staffCases.followUpReportDue} end)`

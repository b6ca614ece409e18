import { addBusinessDays, addDays, type IsoDate } from '../../calendar/business-days.ts'
import { reportDone, triageDone, type CaseStatus } from './case-status.ts'
import type { Closure, CloseReason } from './closure.ts'

/**
 * The regulatory clock of a case. Day 0 is the day the site received it, in the company's time zone: receipt by
 * the web site is receipt by the company. Triage is due one working day later; a serious adverse reaction must
 * reach Health Canada within 15 calendar days (Food and Drug Regulations, C.01.017).
 */
export const TRIAGE_BUSINESS_DAYS = 1
export const SERIOUS_REPORT_DAYS = 15

export { dayIn } from '../../i18n/zoned-time.ts'
export { dueState, type DueState } from '../../calendar/due-state.ts'
import { dueState, type DueState } from '../../calendar/due-state.ts'

export type CaseClock = { dayZero: IsoDate; triageDue: IsoDate; reportDue: IsoDate | null }

import { dayIn } from '../../i18n/zoned-time.ts'

export function caseClock(receivedAt: Date, seriousAdverseEvent: boolean, timeZone: string): CaseClock {
  const dayZero = dayIn(receivedAt, timeZone)
  return {
    dayZero,
    triageDue: addBusinessDays(dayZero, TRIAGE_BUSINESS_DAYS),
    reportDue: seriousAdverseEvent ? addDays(dayZero, SERIOUS_REPORT_DAYS) : null,
  }
}

type ClockedCase = {
  status: CaseStatus
  triageDue: IsoDate
  reportDue: IsoDate | null
  /** The follow-up report's due day while it runs (follow-up.ts), else null or absent. */
  followUpReportDue?: IsoDate | null
  externalCaseNumber: string | null
  closure: Closure | null
}

/**
 * Where the report to Health Canada stands: none for a case that needs none, done only once a transfer is recorded
 * (the safety system's case number), "closed without transfer" with its reason for a case closed otherwise, else
 * the clock still running. A status alone never stops it.
 */
export type ReportClock =
  | { state: 'none' }
  | { state: 'met'; due: IsoDate }
  | { state: 'closed-without-transfer'; due: IsoDate; reason: CloseReason | null }
  | { state: Exclude<DueState, 'met'>; due: IsoDate }

export function reportClock(c: ClockedCase, today: IsoDate): ReportClock {
  if (c.reportDue === null) return { state: 'none' }
  if (reportDone(c)) return { state: 'met', due: c.reportDue }
  if (c.status === 'closed') return { state: 'closed-without-transfer', due: c.reportDue, reason: c.closure?.reason ?? null }
  return { state: dueState(c.reportDue, today, false) as Exclude<DueState, 'met'>, due: c.reportDue }
}

export type ClockName = 'triage' | 'report' | 'follow-up'

/** The clocks still running, soonest first: what a work queue sorts by and what stands out in it. */
export function runningClocks(c: ClockedCase): { clock: ClockName; due: IsoDate }[] {
  const clocks: { clock: ClockName; due: IsoDate }[] = []
  if (!triageDone(c.status)) clocks.push({ clock: 'triage', due: c.triageDue })
  if (c.reportDue && !reportDone(c) && c.status !== 'closed') clocks.push({ clock: 'report', due: c.reportDue })
  if (c.followUpReportDue && c.status !== 'closed') clocks.push({ clock: 'follow-up', due: c.followUpReportDue })
  return clocks.sort((a, b) => (a.due < b.due ? -1 : a.due > b.due ? 1 : 0))
}

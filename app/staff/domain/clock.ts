import { addBusinessDays, addDays, type IsoDate } from './business-days.ts'

/**
 * The regulatory clock of a case. Day 0 is the day the site received it, in the company's time zone: receipt by
 * the web site is receipt by the company. Triage is due one working day later; a serious adverse reaction must
 * reach Health Canada within 15 calendar days (Food and Drug Regulations, C.01.017).
 */
export const TRIAGE_BUSINESS_DAYS = 1
export const SERIOUS_REPORT_DAYS = 15

/** The calendar day of an instant in a time zone, `YYYY-MM-DD`. */
export function dayIn(at: Date, timeZone: string): IsoDate {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at)
}

export type CaseClock = { dayZero: IsoDate; triageDue: IsoDate; reportDue: IsoDate | null }

export function caseClock(receivedAt: Date, seriousAdverseEvent: boolean, timeZone: string): CaseClock {
  const dayZero = dayIn(receivedAt, timeZone)
  return {
    dayZero,
    triageDue: addBusinessDays(dayZero, TRIAGE_BUSINESS_DAYS),
    reportDue: seriousAdverseEvent ? addDays(dayZero, SERIOUS_REPORT_DAYS) : null,
  }
}

export type DueState = 'overdue' | 'due-today' | 'upcoming' | 'met'

/** Where a due date stands today; `met` once the step it is for is done. */
export function dueState(due: IsoDate | null, today: IsoDate, met: boolean): DueState | null {
  if (due === null) return null
  if (met) return 'met'
  if (due < today) return 'overdue'
  return due === today ? 'due-today' : 'upcoming'
}

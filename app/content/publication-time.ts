import { parseDate, parseDateTime, toZoned } from '@internationalized/date'
import { COMPANY_TIME_ZONE } from '../i18n/locales.ts'
import { dayIn } from '../i18n/zoned-time.ts'

/** Where the company publishes from: a release's time is written and read in Eastern time (Montréal), head office's. */
export const PUBLICATION_TIME_ZONE = COMPANY_TIME_ZONE

const WALL_CLOCK = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/

/**
 * The instant a release's `publishAt` names when written as Montréal's clock reads, without an offset
 * (`2026-12-01T07:00`, what the CMS writes): ISO 8601 with the offset in force then (`2026-12-01T07:00:00-05:00`).
 * Read here rather than in the editor's browser, so the editor's own time zone plays no part. Daylight saving
 * time: a time the spring change skips (2:30 on its Sunday) is read as the hour after, and one the autumn change
 * repeats (1:30) as its second occurrence: a release may go out later than written, never earlier. Undefined for
 * anything else (no such day or hour, seconds, an offset: the schema takes those as ISO 8601).
 */
export function easternInstant(wallClock: string): string | undefined {
  if (!WALL_CLOCK.test(wallClock)) return undefined
  let local
  try {
    local = parseDateTime(wallClock)
  } catch {
    return undefined
  }
  return toZoned(local, PUBLICATION_TIME_ZONE, 'later').toString().replace(/\[.*\]$/, '')
}

/** The calendar day (YYYY-MM-DD) an instant falls on in Eastern time: the day a scheduled release is dated. */
export function easternDay(instant: string): string {
  return dayIn(new Date(instant), PUBLICATION_TIME_ZONE)
}

/** The instant a day (YYYY-MM-DD) begins in Eastern time: midnight in Montréal, 05:00 or 04:00 UTC. */
export function easternDayStart(day: string): Date {
  return toZoned(parseDate(day), PUBLICATION_TIME_ZONE).toDate()
}

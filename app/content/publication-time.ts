import { parseDateTime, toZoned } from '@internationalized/date'

/** Where the company publishes from: a release's time is written and read in Eastern time (Montréal). */
export const PUBLICATION_TIME_ZONE = 'America/Toronto'

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
  return new Intl.DateTimeFormat('en-CA', { timeZone: PUBLICATION_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(instant))
}

import { COMPANY_TIME_ZONE, locales } from './locales.ts'

const formats = new Map<string, Intl.DateTimeFormat>()

/**
 * The wall clock of an instant in a time zone, as numbers: read from `formatToParts` rather than from a
 * locale's written date, whose order and separators are the locale's to change.
 */
function wallClock(at: Date, timeZone: string) {
  let format = formats.get(timeZone)
  if (!format) {
    const options = { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', hourCycle: 'h23' } as const
    // Any locale with Latin digits does; the site's English one is at hand.
    formats.set(timeZone, (format = new Intl.DateTimeFormat(locales.en.numberLocale, options)))
  }
  const parts = Object.fromEntries(format.formatToParts(at).map(({ type, value }) => [type, value]))
  return { year: parts.year!, month: parts.month!, day: parts.day!, hour: parts.hour! }
}

/** The calendar day (YYYY-MM-DD) an instant falls on in a time zone, head office's by default. */
export function dayIn(at: Date, timeZone: string = COMPANY_TIME_ZONE): string {
  const { year, month, day } = wallClock(at, timeZone)
  return `${year}-${month}-${day}`
}

/** The year an instant falls in, in a time zone: 4 a.m. UTC on New Year's Day is still the old year in Montréal. */
export const yearIn = (at: Date, timeZone: string = COMPANY_TIME_ZONE): number => Number(wallClock(at, timeZone).year)

/** The hour (0–23) of an instant on a time zone's clock. */
export const hourIn = (at: Date, timeZone: string = COMPANY_TIME_ZONE): number => Number(wallClock(at, timeZone).hour)

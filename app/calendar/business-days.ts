/**
 * The company's calendar for the triage clock: weekends and the statutory holidays of Québec and Ontario (the
 * company works in both, so a day off in either is not a working day for the team). Dates are plain calendar
 * days, `YYYY-MM-DD`, in the company's time zone; nothing here reads the clock.
 */

export type IsoDate = string

const pad = (n: number) => String(n).padStart(2, '0')
const iso = (year: number, month: number, day: number): IsoDate => `${year}-${pad(month)}-${pad(day)}`

/** Calendar arithmetic in UTC, where every day has 24 hours. */
function toUtc(date: IsoDate): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number]
  return new Date(Date.UTC(year, month - 1, day))
}
const fromUtc = (date: Date): IsoDate => iso(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate())

export function addDays(date: IsoDate, days: number): IsoDate {
  const d = toUtc(date)
  d.setUTCDate(d.getUTCDate() + days)
  return fromUtc(d)
}

/** 0 = Sunday … 6 = Saturday. */
const weekday = (date: IsoDate) => toUtc(date).getUTCDay()
const isWeekend = (date: IsoDate) => weekday(date) === 0 || weekday(date) === 6

/** Easter Sunday (Gregorian calendar; the anonymous algorithm of Meeus/Jones/Butcher). */
export function easterSunday(year: number): IsoDate {
  const a = year % 19
  const b = Math.floor(year / 100)
  const c = year % 100
  const d = Math.floor(b / 4)
  const e = b % 4
  const f = Math.floor((b + 8) / 25)
  const g = Math.floor((b - f + 1) / 3)
  const h = (19 * a + b - d - g + 15) % 30
  const i = Math.floor(c / 4)
  const k = c % 4
  const l = (32 + 2 * e + 2 * i - h - k) % 7
  const m = Math.floor((a + 11 * h + 22 * l) / 451)
  const month = Math.floor((h + l - 7 * m + 114) / 31)
  const day = ((h + l - 7 * m + 114) % 31) + 1
  return iso(year, month, day)
}

/** The `n`th (1-based) given weekday of a month. */
function nthWeekday(year: number, month: number, wd: number, n: number): IsoDate {
  const first = iso(year, month, 1)
  const offset = (wd - weekday(first) + 7) % 7
  return addDays(first, offset + 7 * (n - 1))
}

/** The Monday before May 25: Victoria Day in Ontario, National Patriots' Day in Québec. */
function mondayBeforeMay25(year: number): IsoDate {
  let day = iso(year, 5, 24)
  while (weekday(day) !== 1) day = addDays(day, -1)
  return day
}

/**
 * The statutory holidays of Québec and Ontario in a year, each with its day off: a fixed-date holiday that falls
 * on a weekend is observed on the next working day that is not already a holiday (Christmas on a Saturday:
 * Monday the 27th, Boxing Day Tuesday the 28th).
 */
export function holidays(year: number): Map<IsoDate, string> {
  const easter = easterSunday(year)
  const movable: [IsoDate, string][] = [
    [nthWeekday(year, 2, 1, 3), 'family-day'],
    [addDays(easter, -2), 'good-friday'],
    [mondayBeforeMay25(year), 'victoria-patriots-day'],
    [nthWeekday(year, 9, 1, 1), 'labour-day'],
    [nthWeekday(year, 10, 1, 2), 'thanksgiving'],
  ]
  const fixed: [IsoDate, string][] = [
    [iso(year, 1, 1), 'new-year'],
    [iso(year, 6, 24), 'saint-jean-baptiste'],
    [iso(year, 7, 1), 'canada-day'],
    [iso(year, 12, 25), 'christmas'],
    [iso(year, 12, 26), 'boxing-day'],
  ]
  const result = new Map<IsoDate, string>(movable)
  for (const [date, name] of fixed) {
    let observed = date
    while (isWeekend(observed) || result.has(observed)) observed = addDays(observed, 1)
    result.set(observed, name)
  }
  return result
}

const holidayCache = new Map<number, Map<IsoDate, string>>()
export function isHoliday(date: IsoDate): boolean {
  const year = Number(date.slice(0, 4))
  let days = holidayCache.get(year)
  if (!days) holidayCache.set(year, (days = holidays(year)))
  return days.has(date)
}

export const isBusinessDay = (date: IsoDate) => !isWeekend(date) && !isHoliday(date)

/** The `n`th working day after `date` (the day itself does not count, whatever it is). */
export function addBusinessDays(date: IsoDate, n: number): IsoDate {
  let day = date
  for (let left = n; left > 0;) {
    day = addDays(day, 1)
    if (isBusinessDay(day)) left--
  }
  return day
}

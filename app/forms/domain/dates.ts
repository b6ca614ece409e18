import type { ErrorKey } from './error-message.ts'

/**
 * A date answered in three parts, as GOV.UK asks for dates people know: the day and the year typed as digits, the
 * month chosen by its name, so that no order of digits can be read two ways (03/04/26). The day's input carries the
 * field's own name (where the form's errors and focus go, as for any field); the month's and the year's are
 * `<field>-month` and `<field>-year` (flat names: a post's names carry no path syntax, see read-form-body.server.ts).
 * `parseSubmission` gathers the three into one answer, which the form's schema reads into one calendar day written
 * YYYY-MM-DD (schema-parts.ts), in the browser and on the server alike.
 */
export const dateParts = ['day', 'month', 'year'] as const
export type DatePart = (typeof dateParts)[number]
export type DateAnswer = Partial<Record<DatePart, string>>

/** The input names of a date field's parts. */
export const datePartName = (name: string, part: DatePart): string => (part === 'day' ? name : `${name}-${part}`)
export const datePartNames = (name: string): string[] => dateParts.map((part) => datePartName(name, part))

/** A post's answers with each date's three parts gathered under the date's name: `{ aeStartDate: { day, month, year } }`. */
export function gatherDateParts(payload: Record<string, unknown>): Record<string, unknown> {
  const gathered: Record<string, unknown> = { ...payload }
  for (const name of Object.keys(payload)) {
    const date = /^(.+)-month$/.exec(name)?.[1]
    if (date === undefined || !(`${date}-year` in payload)) continue
    gathered[date] = { day: payload[date], month: payload[name], year: payload[`${date}-year`] }
    delete gathered[name]
    delete gathered[`${date}-year`]
  }
  return gathered
}

/** The months as the select offers them: their numbers, 1 to 12. */
export const monthNumbers = Array.from({ length: 12 }, (_, index) => String(index + 1))

const pad = (n: number, width = 2) => String(n).padStart(width, '0')

/** Which part an error of `readDate` is about; undefined for the whole date (one that does not exist, a future one). */
export const partInError: Partial<Record<ErrorKey, DatePart>> = {
  'form.error.dateDay': 'day',
  'form.error.dateMonth': 'month',
  'form.error.dateYear': 'year',
}

/**
 * The calendar day of a three-part answer, or the first thing to fix: the day (1 to 31), the month (chosen), the
 * year (four digits), then the date itself (31 April does not exist).
 */
export function readDate(answer: DateAnswer): { iso: string } | { error: ErrorKey } {
  const [dayText, monthText, yearText] = dateParts.map((part) => (answer[part] ?? '').trim())
  if (!/^\d{1,2}$/.test(dayText!) || Number(dayText) < 1 || Number(dayText) > 31) return { error: 'form.error.dateDay' }
  if (!/^\d{1,2}$/.test(monthText!) || Number(monthText) < 1 || Number(monthText) > 12) return { error: 'form.error.dateMonth' }
  if (!/^\d{4}$/.test(yearText!) || Number(yearText) < 1900) return { error: 'form.error.dateYear' }
  const [day, month, year] = [Number(dayText), Number(monthText), Number(yearText)]
  const date = new Date(Date.UTC(year, month - 1, day))
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return { error: 'form.error.date' }
  return { iso: `${pad(year, 4)}-${pad(month)}-${pad(day)}` }
}

/** The three parts of a calendar day (YYYY-MM-DD), as the fields show them. */
export function partsOf(isoDay: string): Required<DateAnswer> {
  const [year = '', month = '', day = ''] = isoDay.split('-')
  return { day: String(Number(day)), month: String(Number(month)), year }
}

/** Today's calendar day where the visitor is, as YYYY-MM-DD. */
export function localIsoDay(today: Date = new Date()): string {
  return `${pad(today.getFullYear(), 4)}-${pad(today.getMonth() + 1)}-${pad(today.getDate())}`
}

import { DATE_FORMAT, FIRST_DAY_OF_WEEK } from '../../config/constants.ts'

/**
 * The interface defaults for date fields (spec, section 9): `mm/dd/yy`, and
 * calendars whose weeks start on Sunday. A form that shows dates in another
 * order must say so; these are what a date field uses when it says nothing.
 */
export const dateFieldDefaults = { format: DATE_FORMAT, firstDayOfWeek: FIRST_DAY_OF_WEEK } as const

const two = (value: number) => String(value).padStart(2, '0')

/** `2024-03-04` (or a Date) → `03/04/24`. */
export function formatDateField(date: Date | string): string {
  const [year, month, day] = typeof date === 'string' ? date.split('-').map(Number) : [date.getFullYear(), date.getMonth() + 1, date.getDate()]
  return `${two(month!)}/${two(day!)}/${two(year! % 100)}`
}

/**
 * `03/04/24` → `2024-03-04`; undefined for anything that is not a real date in
 * that format. Two-digit years are read in the 100 years ending 20 years from now.
 */
export function parseDateField(text: string, today: Date = new Date()): string | undefined {
  const match = /^(\d{2})\/(\d{2})\/(\d{2})$/.exec(text.trim())
  if (!match) return undefined
  const [month, day, yy] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const latest = today.getFullYear() + 20
  const year = latest - ((((latest - yy) % 100) + 100) % 100)
  const date = new Date(Date.UTC(year, month - 1, day))
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined
  return `${year}-${two(month)}-${two(day)}`
}

/** The seven weekday indexes (0 = Sunday) in calendar order. */
export function calendarWeekdays(firstDay: number = FIRST_DAY_OF_WEEK): number[] {
  return Array.from({ length: 7 }, (_, i) => (firstDay + i) % 7)
}

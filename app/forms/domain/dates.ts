import { DATE_FORMAT } from '../../config/constants.ts'
import type { Lang } from '../../routing/route-table.ts'

/**
 * Dates as visitors type them. The spec's interface format is mm/dd/yy
 * (`DATE_FORMAT`; docs/decisions/0073); French Canada writes the day first, so the French form reads
 * jj/mm/aa. Four-digit years are accepted too, and any of / - . or a space
 * separates the parts. Parsed dates are calendar days written YYYY-MM-DD.
 */
export const dateFormats = {
  en: { order: 'mdy', pattern: DATE_FORMAT },
  fr: { order: 'dmy', pattern: 'jj/mm/aa' },
} as const satisfies Record<Lang, { order: 'mdy' | 'dmy'; pattern: string }>

const shape = /^(\d{1,2})[/.\- ](\d{1,2})[/.\- ](\d{2}|\d{4})$/

/** A two-digit year falls in the 100 years that end 20 years from now (26 → 2026, 99 → 1999). */
function fullYear(twoDigits: number, today: Date): number {
  const latest = today.getFullYear() + 20
  const candidate = Math.floor(latest / 100) * 100 + twoDigits
  return candidate > latest ? candidate - 100 : candidate
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0')

/** The calendar day a visitor typed, as YYYY-MM-DD, or undefined when it is not a real date. */
export function parseDateInput(text: string, lang: Lang, today: Date = new Date()): string | undefined {
  const match = shape.exec(text.trim())
  if (!match) return undefined
  const [first, second, yearText] = [Number(match[1]), Number(match[2]), match[3]!]
  const [month, day] = dateFormats[lang].order === 'mdy' ? [first, second] : [second, first]
  const year = yearText.length === 2 ? fullYear(Number(yearText), today) : Number(yearText)
  const date = new Date(Date.UTC(year, month - 1, day))
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`
}

/** A YYYY-MM-DD day in the form's own format (mm/dd/yy or jj/mm/aa). */
export function formatDateInput(isoDay: string, lang: Lang): string {
  const [year = '', month = '', day = ''] = isoDay.split('-')
  const yy = year.slice(-2)
  return dateFormats[lang].order === 'mdy' ? `${month}/${day}/${yy}` : `${day}/${month}/${yy}`
}

/** Today's calendar day where the visitor is, as YYYY-MM-DD. */
export function localIsoDay(today: Date = new Date()): string {
  return `${pad(today.getFullYear(), 4)}-${pad(today.getMonth() + 1)}-${pad(today.getDate())}`
}

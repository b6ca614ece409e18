import type { Lang } from '../routing/route-table.ts'

const formatters = {
  en: new Intl.DateTimeFormat('en-CA', { dateStyle: 'long', timeZone: 'UTC' }),
  fr: new Intl.DateTimeFormat('fr-CA', { dateStyle: 'long', timeZone: 'UTC' }),
}

/** "March 4, 2024" / "4 mars 2024" from a calendar day written YYYY-MM-DD. */
export function formatLongDate(isoDay: string, lang: Lang): string {
  return formatters[lang].format(new Date(`${isoDay}T00:00:00Z`))
}

/**
 * Day, month in words, year: "4 March 2026" / « 4 mars 2026 ». Shown next to a
 * date a visitor typed as digits, so that 03/04/26 cannot be read two ways;
 * the day comes first in both languages, the month never as a number.
 */
const wordFormatters = {
  en: new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
  fr: new Intl.DateTimeFormat('fr-CA', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
}

export function formatDateInWords(isoDay: string, lang: Lang): string {
  const parts = wordFormatters[lang].formatToParts(new Date(`${isoDay}T00:00:00Z`))
  // French writes the first of the month as an ordinal: « 1er avril 2026 ».
  return parts.map(({ type, value }) => (lang === 'fr' && type === 'day' && value === '1' ? '1er' : value)).join('')
}

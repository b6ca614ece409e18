import type { Lang } from '../routing/route-table.ts'

const formatters = {
  en: new Intl.DateTimeFormat('en-CA', { dateStyle: 'long', timeZone: 'UTC' }),
  fr: new Intl.DateTimeFormat('fr-CA', { dateStyle: 'long', timeZone: 'UTC' }),
}

/** "March 4, 2024" / "4 mars 2024" from a calendar day written YYYY-MM-DD. */
export function formatLongDate(isoDay: string, lang: Lang): string {
  return formatters[lang].format(new Date(`${isoDay}T00:00:00Z`))
}

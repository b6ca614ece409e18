import { COMPANY_TIME_ZONE } from '../config/constants.ts'
import type { Lang } from '../routing/route-table.ts'

const locale = (lang: Lang) => (lang === 'fr' ? 'fr-CA' : 'en-CA')

/** A calendar day (`2026-11-26`) in words: 26 November 2026 / 26 novembre 2026. */
export function formatStaffDay(day: string, lang: Lang): string {
  return new Intl.DateTimeFormat(locale(lang), { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`))
}

/** An instant at head office, with its time zone. */
export function formatStaffTime(at: string, lang: Lang): string {
  return new Intl.DateTimeFormat(locale(lang), { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: COMPANY_TIME_ZONE, timeZoneName: 'short' }).format(new Date(at))
}

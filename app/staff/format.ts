import { COMPANY_TIME_ZONE } from '../config/constants.ts'
import type { Lang } from '../routing/route-table.ts'

const locale = (lang: Lang) => (lang === 'fr' ? 'fr-CA' : 'en-CA')

// Made once per language: a list page formats a hundred dates, and each formatter costs far more than a format.
const dayFormats = new Map<Lang, Intl.DateTimeFormat>()
const timeFormats = new Map<Lang, Intl.DateTimeFormat>()

/** A calendar day (`2026-11-26`) in words: 26 November 2026 / 26 novembre 2026. */
export function formatStaffDay(day: string, lang: Lang): string {
  let format = dayFormats.get(lang)
  if (!format) dayFormats.set(lang, (format = new Intl.DateTimeFormat(locale(lang), { dateStyle: 'medium', timeZone: 'UTC' })))
  return format.format(new Date(`${day}T00:00:00Z`))
}

/** An instant at head office, with its time zone. */
export function formatStaffTime(at: string, lang: Lang): string {
  let format = timeFormats.get(lang)
  if (!format) {
    const options = {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone: COMPANY_TIME_ZONE,
      timeZoneName: 'short',
    } as const
    timeFormats.set(lang, (format = new Intl.DateTimeFormat(locale(lang), options)))
  }
  return format.format(new Date(at))
}

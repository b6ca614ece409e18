import { formatDay, formatInstant } from '../i18n/format-date.ts'
import type { Lang } from '../routing/route-table.ts'

/** A calendar day (`2026-11-26`) in words: 26 November 2026 / 26 novembre 2026. */
export const formatStaffDay = (day: string, lang: Lang): string => formatDay(day, lang, 'medium')

/** An instant at head office, with its time zone. */
export const formatStaffTime = (at: string, lang: Lang): string =>
  formatInstant(new Date(at), lang, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  })

/** An instant at head office, short enough for a table's cell: day and time, the zone being always the company's. */
export const formatStaffCompact = (at: string, lang: Lang): string =>
  formatInstant(new Date(at), lang, { dateStyle: 'medium', timeStyle: 'short' })

import { COMPANY_TIME_ZONE, locales, type Lang } from './locales.ts'

// Made once per language and options: a list formats a hundred dates, and a formatter costs far more than a format.
const formats = new Map<string, Intl.DateTimeFormat>()

/** A date formatter in the language's own way of writing dates (app/i18n/locales.ts). */
export function dateTimeFormat(
  lang: Lang,
  options: Intl.DateTimeFormatOptions,
  locale: string = locales[lang].dates.locale,
): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`
  let format = formats.get(key)
  if (!format) formats.set(key, (format = new Intl.DateTimeFormat(locale, options)))
  return format
}

/** A calendar day written YYYY-MM-DD, read in UTC so that no time zone moves it to the day before. */
const utcDay = (isoDay: string) => new Date(`${isoDay}T00:00:00Z`)

/** A calendar day in one of the language's styles: long "March 4, 2024" / "4 mars 2024"; full adds the weekday. */
export function formatDay(isoDay: string, lang: Lang, dateStyle: 'full' | 'long' | 'medium' = 'long'): string {
  return dateTimeFormat(lang, { dateStyle, timeZone: 'UTC' }).format(utcDay(isoDay))
}

/** "March 4, 2024" / "4 mars 2024" from a calendar day written YYYY-MM-DD. */
export const formatLongDate = (isoDay: string, lang: Lang): string => formatDay(isoDay, lang, 'long')

/**
 * An instant as head office's clock read it, with its time zone: by default "March 4, 2026 at 10:15:00 a.m. EST"
 * (the received time of the e-mails).
 */
export function formatInstant(
  at: Date,
  lang: Lang,
  options: Omit<Intl.DateTimeFormatOptions, 'timeZone'> = { dateStyle: 'long', timeStyle: 'long' },
): string {
  return dateTimeFormat(lang, { ...options, timeZone: COMPANY_TIME_ZONE }).format(at)
}

/**
 * Day, month in words, year: "4 March 2026" / « 4 mars 2026 ». Shown next to a
 * date a visitor typed as digits, so that 03/04/26 cannot be read two ways;
 * the day comes first in both languages, the month never as a number.
 */
export function formatDateInWords(isoDay: string, lang: Lang): string {
  const inWords = dateTimeFormat(
    lang,
    { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' },
    locales[lang].dates.inWordsLocale,
  )
  // French writes the first of the month as an ordinal: « 1er avril 2026 ».
  return inWords
    .formatToParts(utcDay(isoDay))
    .map(({ type, value }) => (lang === 'fr' && type === 'day' && value === '1' ? '1er' : value))
    .join('')
}

import { languages, type Lang } from '../routing/route-table.ts'

export { languages, type Lang }

/**
 * Each language of the site as the rest of the world names and writes it: the one place a locale tag is
 * spelled. The languages themselves, and their paths, are the route table's (app/routing/route-table.ts);
 * this record says what each one is called in HTML, HTTP, Intl and Open Graph, and how it writes dates and
 * numbers. The site is Canadian: both languages are written as in Canada.
 */
export type Locale<L extends Lang = Lang> = {
  /** The route table's name of the language, the record's key. */
  readonly lang: L
  /** BCP 47: `<html lang>`, `Content-Language`, a PDF's `/Lang`, a feed's `<language>` (lower-cased there). */
  readonly tag: string
  /** What `hreflang` says of a link to a page in this language (the alternates, the sitemap, the toggle). */
  readonly hreflang: string
  /** Open Graph's spelling (`og:locale`): an underscore, not a hyphen. */
  readonly ogLocale: string
  /** The language's name in itself, as a visitor looking for it reads it. */
  readonly name: string
  /** The `Intl` locale numbers are written in: 1,5 Mo and 2 000 in French, 1.5 MB and 2,000 in English. */
  readonly numberLocale: string
  readonly dates: {
    /** The `Intl` locale of dates and times: March 4, 2024 / 4 mars 2024. */
    readonly locale: string
    /**
     * The `Intl` locale of a date in words next to one typed as digits: the day first in both languages, the
     * month never as a number, so 03/04/26 cannot be read two ways (4 March 2026 / 4 mars 2026; docs/decisions/0073).
     */
    readonly inWordsLocale: string
    /**
     * How the forms' date fields are typed: the order of day and month, and the pattern the hint shows
     * (app/forms/domain/dates.ts reads them; the spec's interface format is mm/dd/yy, French Canada writes the
     * day first).
     */
    readonly input: { readonly order: 'mdy' | 'dmy'; readonly pattern: string }
  }
}

/** The spec's interface format for dates, English's; re-exported by app/config/constants.ts with the spec's other numbers. */
export const DATE_FORMAT = 'mm/dd/yy'

export const locales = {
  en: {
    lang: 'en',
    tag: 'en-CA',
    hreflang: 'en-CA',
    ogLocale: 'en_CA',
    name: 'English',
    numberLocale: 'en-CA',
    dates: { locale: 'en-CA', inWordsLocale: 'en-GB', input: { order: 'mdy', pattern: DATE_FORMAT } },
  },
  fr: {
    lang: 'fr',
    tag: 'fr-CA',
    hreflang: 'fr-CA',
    ogLocale: 'fr_CA',
    name: 'Français',
    numberLocale: 'fr-CA',
    dates: { locale: 'fr-CA', inWordsLocale: 'fr-CA', input: { order: 'dmy', pattern: 'jj/mm/aa' } },
  },
} as const satisfies { readonly [L in Lang]: Locale<L> }

/** A language's BCP 47 tag: `en-CA`, `fr-CA`. */
export const localeTag = (lang: Lang) => locales[lang].tag

/**
 * Head office's time zone (Montréal): a reference number's year, the received times in e-mails, the day a
 * scheduled release is dated, the staff's clock and digest. Not in the spec. Re-exported by
 * app/config/constants.ts, where the other settings are.
 */
export const COMPANY_TIME_ZONE = 'America/Toronto'

import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { languages } from '../routing/route-table.ts'
import { COMPANY_TIME_ZONE, DATE_FORMAT } from '../config/constants.ts'
import { locales, localeTag } from './locales.ts'

const root = path.resolve(import.meta.dirname, '../..')

/** The code the site runs (tests, which spell what they expect to see, left out) that writes a locale tag as a string. */
function modulesSpellingATag(): string[] {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', 'app', 'server', 'scripts'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => /\.(ts|tsx|js|mjs)$/.test(file) && !/\.(test|spec)\.tsx?$/.test(file) && fs.existsSync(path.join(root, file)))
  return files.filter((file) => /['"`](?:en|fr)[-_](?:CA|ca|GB)['"`]/.test(fs.readFileSync(path.join(root, file), 'utf8')))
}

describe('the locale record', () => {
  it('has every language of the route table, each under its own name', () => {
    expect(Object.keys(locales).sort()).toEqual([...languages].sort())
    for (const lang of languages) expect(locales[lang].lang).toBe(lang)
  })

  it('names each language as HTML, HTTP, Intl and Open Graph expect', () => {
    expect(languages.map(localeTag)).toEqual(['en-CA', 'fr-CA'])
    expect(languages.map((lang) => locales[lang].hreflang)).toEqual(['en-CA', 'fr-CA'])
    expect(languages.map((lang) => locales[lang].ogLocale)).toEqual(['en_CA', 'fr_CA'])
    expect(languages.map((lang) => locales[lang].name)).toEqual(['English', 'Français'])
    for (const lang of languages) {
      expect(Intl.getCanonicalLocales(locales[lang].tag)).toEqual([locales[lang].tag])
      expect(Intl.NumberFormat.supportedLocalesOf(locales[lang].numberLocale)).toHaveLength(1)
      for (const locale of [locales[lang].dates.locale, locales[lang].dates.inWordsLocale])
        expect(Intl.DateTimeFormat.supportedLocalesOf(locale)).toEqual([locale])
    }
  })

  it('keeps the settings module’s names for the date format and head office’s time zone', () => {
    expect(DATE_FORMAT).toBe(locales.en.dates.input.pattern)
    expect(COMPANY_TIME_ZONE).toBe('America/Toronto')
  })

  it('is the one place a locale tag is spelled', () => {
    expect(modulesSpellingATag().filter((file) => file !== 'app/i18n/locales.ts')).toEqual([])
  })
})

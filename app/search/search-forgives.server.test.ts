import { describe, expect, it } from 'vitest'
import { loadContent } from '../content/content.server.ts'
import { href } from '../routing/paths.ts'
import { languages, type Lang } from '../routing/route-table.ts'
import { searchDocuments } from './search-documents.server.ts'
import { buildSiteSearch, searchSite } from './search-index.server.ts'
import { queryWords, typoAllowance } from './search-query.server.ts'

const content = loadContent()
const sites = Object.fromEntries(languages.map((lang) => [lang, buildSiteSearch(lang, content)])) as Record<
  Lang,
  ReturnType<typeof buildSiteSearch>
>
const search = (lang: Lang, query: string) => searchSite(lang, query, sites[lang])
const first = (lang: Lang, query: string) => search(lang, query).results[0]?.path

describe('a search that forgives', () => {
  it('corrects a misspelt word of five letters or more to the closest word of the pages, never a shorter one', () => {
    expect(typoAllowance(4)).toBe(0)
    expect(typoAllowance(5)).toBe(1)
    expect(typoAllowance(9)).toBe(2)
    expect(queryWords('en', 'lysodern', sites.en.words)).toMatchObject([{ text: 'Lysodren', corrected: true }])
    expect(queryWords('fr', 'médicaments orphelin', sites.fr.words).map((w) => w.corrected)).toEqual([false, false])
    // “lgoo” is four letters: too short to guess which word was meant.
    expect(queryWords('en', 'lgoo', sites.en.words)).toMatchObject([{ text: 'lgoo', corrected: false }])
    for (const lang of languages) expect(first(lang, 'lysodern'), lang).toMatch(/lysodren$/)
  })

  it('finds what the site calls otherwise through the synonyms of content/data/search-synonyms.json, one way only', () => {
    expect(first('en', 'job')).toBe(href('careers', 'en'))
    expect(first('fr', 'emploi')).toBe(href('careers', 'fr'))
    expect(first('en', 'cost ruzurgi')).toBe(href('coverage-ruzurgi', 'en'))
    expect(first('fr', 'effet indésirable')).toBe(href('side-effect', 'fr'))
    // The careers page says nothing of coverage: “careers” does not find the pages that say “job”.
    expect(search('en', 'careers').results.map((r) => r.path)).not.toContain(href('coverage-ruzurgi', 'en'))
  })

  it('finds, through each synonym, the pages that use its words', () => {
    for (const lang of languages) {
      for (const { typed, find } of content.synonyms[lang]) {
        expect(search(lang, find).total, `${lang}: ${find}`).toBeGreaterThan(0)
        for (const words of typed) expect(search(lang, words).total, `${lang}: ${words} → ${find}`).toBeGreaterThan(0)
      }
    }
  })

  it('finds every page a search engine may list, and the careers page, first by its own title', () => {
    for (const lang of languages) {
      for (const document of searchDocuments(content, lang)) {
        expect(first(lang, document.title), `${lang}: ${document.title}`).toBe(document.id)
        if (document.ownTitle) expect(first(lang, document.ownTitle), `${lang}: ${document.ownTitle}`).toBe(document.id)
      }
    }
    // A title of stop words only is still a title.
    expect(search('en', 'About us').results.map((r) => r.path)).toEqual([href('about', 'en')])
  })

  it('says what to search instead when nothing matches, in both languages', () => {
    expect(search('en', 'lisodrenne')).toMatchObject({ total: 0, suggestion: 'Lysodren' })
    expect(search('fr', 'lisodrenne')).toMatchObject({ total: 0, suggestion: 'Lysodren' })
    expect(search('fr', 'Ruzurgi xylophone')).toMatchObject({ total: 0, suggestion: 'Ruzurgi' })
    expect(search('en', 'xylophone')).toEqual({ total: 0, results: [] })
    // A suggestion is only ever made when nothing matches, and finds something itself.
    expect(search('en', 'Lysodren').suggestion).toBeUndefined()
    for (const [lang, query] of [
      ['en', 'lisodrenne'],
      ['fr', 'Ruzurgi xylophone'],
    ] as const) {
      expect(search(lang, search(lang, query).suggestion!).total).toBeGreaterThan(0)
    }
  })

  it('answers twelve long words that are no word at all quickly, suggestion included', () => {
    const nonsense = Array.from({ length: 12 }, (_, i) => `qwzxkvplm${String.fromCharCode(97 + i)}`).join(' ')
    const started = performance.now()
    for (const lang of languages) expect(search(lang, nonsense).total).toBe(0)
    expect(performance.now() - started).toBeLessThan(400)
  })
})

import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadContent } from '../content/content.server.ts'
import { translator } from '../i18n/messages.ts'
import { areaRoots } from '../routing/hcp-area.ts'
import { href } from '../routing/paths.ts'
import { languages, screens, type Lang } from '../routing/route-table.ts'
import { searchDocuments } from './search-documents.server.ts'
import { brandConditionPairs } from '../content/claims.server.ts'
import { buildSiteSearch, indexFilePath, indexFiles, loadIndex, MAX_RESULTS, searchSite } from './search-index.server.ts'
import { writeSearchIndex } from './write-search-index.server.ts'

const content = loadContent()
const indexes = Object.fromEntries(languages.map((lang) => [lang, buildSiteSearch(lang, content)])) as Record<
  Lang,
  ReturnType<typeof buildSiteSearch>
>
const search = (lang: Lang, query: string) => searchSite(lang, query, indexes[lang])
const paths = (lang: Lang, query: string) => search(lang, query).results.map((result) => result.path)
const inArea = (lang: Lang, p: string) => p === areaRoots[lang] || p.startsWith(`${areaRoots[lang]}/`)

describe('the site search index', () => {
  it.each(languages)('holds every public page and release of %s, and nothing behind the declaration', (lang) => {
    const documents = searchDocuments(content, lang)
    const ids = documents.map((d) => d.id)
    expect(ids).toContain(href('about', lang))
    expect(ids).toContain(href('patient-support-lysodren', lang))
    const releases = [...content.press.values()].filter((r) => r.lang === lang)
    expect(documents.filter((d) => d.kind === 'press')).toHaveLength(releases.length)
    for (const release of releases) {
      const document = documents.find((d) => d.kind === 'press' && d.title === (release.listingTitle ?? release.title))
      expect(document?.date, release.id).toBe(release.published)
    }
    expect(ids.filter((id) => inArea(lang, id))).toEqual([])
    // Neither the search page itself nor a print view; the careers page, kept from search engines, is listed.
    expect(ids).not.toContain(href('search', lang))
    expect(ids).toContain(href('careers', lang))
    expect(ids.filter((id) => /\/(print|imprimer)$/.test(id))).toEqual([])
  })

  it('never holds a page of the healthcare-professional area, by path or by text', () => {
    const gated = screens.filter((s) => 'audience' in s || s.name === 'hcp-declaration')
    expect(gated.length).toBeGreaterThanOrEqual(4)
    for (const lang of languages) {
      const json = indexFiles(content)[lang]
      expect(json).not.toContain(areaRoots[lang])
      for (const screen of gated) {
        const page = content.pages.get(`${lang}/${screen.name}`)!
        // The page's own title and first sentence find none of the area's pages.
        const firstSentence = page.html.replace(/<[^>]+>/g, ' ').split('.')[0]!
        for (const query of [page.title, firstSentence]) {
          expect(
            paths(lang, query).filter((p) => inArea(lang, p)),
            `${lang} ${query}`,
          ).toEqual([])
        }
      }
    }
  })

  it('keeps the header, the footer and the release boilerplate out of the text', () => {
    for (const lang of languages) {
      const t = translator(lang)
      // The skip link and the footer's last line are on every page, never in its main content.
      const chrome = [t('skip.main'), t('footer.copyright', { year: '', company: '' }).split('.').at(-2)!.trim()]
      for (const document of searchDocuments(content, lang)) {
        for (const text of chrome) expect(document.text, `${document.id}: ${text}`).not.toContain(text)
      }
    }
    const boilerplate = content.fragments
      .get('en/press-boilerplate-2022-09-20')!
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 60)
    for (const document of searchDocuments(content, 'en').filter((d) => d.kind === 'press')) {
      expect(document.text).not.toContain(boilerplate)
    }
  })

  it('finds the Lysodren support program among the first two for "Lysodren" (beside its coverage page), in both languages', () => {
    for (const lang of languages) {
      expect(paths(lang, 'Lysodren').slice(0, 2)).toEqual(
        expect.arrayContaining([href('patient-support-lysodren', lang), href('coverage-lysodren', lang)]),
      )
    }
  })

  it('finds the rare diseases page first for "medicaments orphelins", without accents', () => {
    expect(paths('fr', 'medicaments orphelins')[0]).toBe(href('rare-diseases', 'fr'))
    expect(paths('fr', 'MÉDICAMENT ORPHELIN')[0]).toBe(href('rare-diseases', 'fr'))
    expect(paths('en', 'orphan drug')[0]).toBe(href('rare-diseases', 'en'))
  })

  it('finds the support pages first for "programmes de soutien" and "support programs"', () => {
    const support = ['patient-support-program', 'patient-support-ruzurgi', 'patient-support-lysodren'] as const
    for (const [lang, query] of [
      ['fr', 'programmes de soutien'],
      ['en', 'support programs'],
    ] as const) {
      expect(paths(lang, query).slice(0, 3).sort(), query).toEqual(support.map((name) => href(name, lang)).sort())
    }
  })

  it('finds the public release and no healthcare-professional page for "Lambert-Eaton"', () => {
    for (const lang of languages) {
      const found = search(lang, 'Lambert-Eaton')
      expect(found.total, lang).toBeGreaterThan(0)
      expect(
        found.results.every((r) => r.kind === 'press' && !inArea(lang, r.path)),
        lang,
      ).toBe(true)
    }
  })

  it('gives each result its path, title, summary, the headings it matched and, for a release, its date', () => {
    const [first] = search('fr', 'medicaments orphelins').results
    expect(first).toMatchObject({ path: href('rare-diseases', 'fr'), kind: 'page' })
    expect(first!.title).toBe(content.pages.get('fr/rare-diseases')!.title)
    expect(first!.summary).toBe(content.pages.get('fr/rare-diseases')!.description)
    expect(first!.headings.length).toBeGreaterThan(0)
    expect(first!.headings.length).toBeLessThanOrEqual(3)
    for (const heading of first!.headings) {
      expect(heading.text.toLowerCase()).toMatch(/médicament|orphelin/)
      // The anchor is the one the page gives that section.
      expect(heading.id).toMatch(/^[a-z0-9-]+$/)
    }
    const release = search('en', 'Lambert-Eaton').results[0]!
    expect(release.date).toMatch(/^\d{4}-\d{2}-\d{2}$/)
  })

  it('finds nothing for stop words alone, markup or an empty query', () => {
    expect(search('fr', 'de la des').total).toBe(0)
    expect(search('en', '').total).toBe(0)
    expect(search('en', '<script>alert(1)</script>').results.map((r) => r.path)).toEqual(paths('en', 'script alert'))
  })

  it('answers the longest query quickly, with at most MAX_RESULTS results', () => {
    const words = 'rare disease support program medical information press release canada patient '.repeat(10).slice(0, 200)
    const started = performance.now()
    const found = search('en', words)
    expect(performance.now() - started).toBeLessThan(200)
    expect(found.results.length).toBeLessThanOrEqual(MAX_RESULTS)
    expect(search('en', 'nordora').results.length).toBeLessThanOrEqual(MAX_RESULTS)
  })

  it('writes an index per language that, read back, answers as the one built', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-index-'))
    try {
      writeSearchIndex(dir)
      for (const lang of languages) {
        const loaded = loadIndex(lang, fs.readFileSync(indexFilePath(lang, dir), 'utf8'))
        for (const query of ['Lysodren', 'medicaments orphelins', 'programmes de soutien', 'support programs']) {
          expect(searchSite(lang, query, loaded)).toEqual(search(lang, query))
        }
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })

  it('never lists a product and a condition on one page of results, whatever is asked', () => {
    const queries = [
      'programme',
      'program',
      'soutien',
      'support',
      'ressources',
      'resources',
      'guides',
      'Lysodren',
      'Ruzurgi',
      'patients',
      'nouvelles',
      'new',
      // Words the synonyms widen: what they add is read whole too.
      'side effect',
      'effet secondaire',
      'price',
      'prix',
      'medication',
      'médicament',
    ]
    for (const lang of languages) {
      for (const query of queries) {
        const shown = search(lang, query)
          .results.flatMap((result) => [result.title, result.summary, ...result.headings.map((heading) => heading.text)])
          .join(' ')
        expect(brandConditionPairs(shown), `${lang}: ${query}`).toEqual([])
      }
    }
  })
})

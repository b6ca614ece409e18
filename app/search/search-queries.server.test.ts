import { describe, expect, it } from 'vitest'
import { loadContent } from '../content/content.server.ts'
import { href } from '../routing/paths.ts'
import { languages, type Lang, type ScreenName } from '../routing/route-table.ts'
import { buildSiteSearch, searchSite } from './search-index.server.ts'

/**
 * Thirty-four searches per language typed as visitors type them (lower case, no accents, misspelt brand names, the
 * everyday word rather than the site's), each with the page that must come first. A brand name alone may
 * answer with either of the product's two public pages, its support program or its coverage: both are about it.
 * One search a line: what is typed, an arrow, the screen (or screens, one of which) that must come first.
 */
const queries: Record<Lang, string> = {
  en: `
    ruzurgi                             → patient-support-ruzurgi, coverage-ruzurgi
    Ruzurgi                             → patient-support-ruzurgi, coverage-ruzurgi
    lysodren                            → patient-support-lysodren, coverage-lysodren
    lysodern                            → patient-support-lysodren, coverage-lysodren
    ruzurgy                             → patient-support-ruzurgi, coverage-ruzurgi
    Ruzurgi price                       → coverage-ruzurgi
    how much does lysodren cost         → coverage-lysodren
    careers                             → careers
    job                                 → careers
    jobs at nordora                     → careers
    side effect                         → side-effect
    adverse event                       → side-effect
    bad reaction to my medication       → side-effect
    report a side efect                 → side-effect
    contact us                          → contact
    medical information                 → medical-information
    About us                            → about
    privacy policy                      → privacy
    terms of use                        → terms-of-use
    return a product                    → return-policy
    accesibility                        → accessibility
    press releases                      → press-room
    logo                                → media-kit
    orphan drugs                        → rare-diseases
    rare diseases                       → rare-diseases
    multiple sclerosis                  → multiple-sclerosis
    multiple sclerossis                 → multiple-sclerosis
    patient support program             → patient-support-program
    advisory board                      → advisory-board
    research and development            → research-and-development
    insurance for lysodren              → coverage-lysodren
    archived news                       → press-archives
    health information                  → health-resources
    pregnant                            → medical-information
  `,
  fr: `
    ruzurgi                             → patient-support-ruzurgi, coverage-ruzurgi
    RUZURGI                             → patient-support-ruzurgi, coverage-ruzurgi
    Lysodren                            → patient-support-lysodren, coverage-lysodren
    lysodern                            → patient-support-lysodren, coverage-lysodren
    ruzurgy                             → patient-support-ruzurgi, coverage-ruzurgi
    prix ruzurgi                        → coverage-ruzurgi
    combien coute le lysodren           → coverage-lysodren
    carrières                           → careers
    carriere                            → careers
    emploi                              → careers
    offres d’emploi                     → careers
    effet secondaire                    → side-effect
    effet indesirable                   → side-effect
    mauvaise réaction à un médicament   → side-effect
    declarer un effet secondaire        → side-effect
    médicaments orphelin                → rare-diseases
    maladies rares                      → rare-diseases
    sclérose en plaques                 → multiple-sclerosis
    sclerose en plaque                  → multiple-sclerosis
    nous joindre                        → contact
    information médicale                → medical-information
    à propos                            → about
    confidentialite                     → privacy
    conditions d’utilisation            → terms-of-use
    retourner un produit                → return-policy
    accesibilité                        → accessibility
    communiqués de presse               → press-room
    dossier de presse                   → media-kit
    comité consultatif                  → advisory-board
    recherche et développement          → research-and-development
    programme de soutien aux patients   → patient-support-program
    assurance lysodren                  → coverage-lysodren
    ressources santé                    → health-resources
    grossesse                           → medical-information
  `,
}
const cases = (lang: Lang) =>
  queries[lang]
    .trim()
    .split('\n')
    .map((line) => line.split('→').map((part) => part.trim()) as [string, string])
    .map(([query, names]) => [query, names.split(', ') as ScreenName[]] as const)

const content = loadContent()
const sites = Object.fromEntries(languages.map((lang) => [lang, buildSiteSearch(lang, content)])) as Record<
  Lang,
  ReturnType<typeof buildSiteSearch>
>

describe.each(languages)('the first result of a search typed as visitors type it, in %s', (lang) => {
  it('has thirty-four searches', () => {
    expect(cases(lang)).toHaveLength(34)
  })

  it.each(cases(lang))('“%s”', (query, expected) => {
    const first = searchSite(lang, query, sites[lang]).results[0]?.path
    const pages = expected.map((name) => href(name, lang))
    expect(pages, `first result: ${first ?? 'none'}`).toContain(first)
  })
})

/**
 * A query that names a product, by brand or proper name, in any case or misspelt, lists that product's own pages
 * (its support program and its coverage) before any other: the name is also on the contact page, the return policy,
 * About and the releases.
 */
describe.each(languages)('a search that names a product, in %s', (lang) => {
  const own = {
    ruzurgi: [href('patient-support-ruzurgi', lang), href('coverage-ruzurgi', lang)],
    lysodren: [href('patient-support-lysodren', lang), href('coverage-lysodren', lang)],
  }
  it.each([
    ['ruzurgi', 'ruzurgi'],
    ['Ruzurgi', 'ruzurgi'],
    ['RUZURGY', 'ruzurgi'],
    ['amifampridine', 'ruzurgi'],
    ['lysodren', 'lysodren'],
    ['Lysodern', 'lysodren'],
    ['mitotane', 'lysodren'],
  ] as const)('“%s” lists the %s pages first', (query, product) => {
    const firsts = searchSite(lang, query, sites[lang])
      .results.slice(0, 2)
      .map((result) => result.path)
    expect(firsts.sort()).toEqual([...own[product]].sort())
  })
})

/**
 * A product's name lists the site's main pages before the releases that name it, archived releases last, and not the
 * pages that name every product in passing (the contact page, the return policy).
 */
describe.each(languages)('what a product name lists after its own pages, in %s', (lang) => {
  const main = new Set(
    (
      [
        'products',
        'patient-support-program',
        'coverage-ruzurgi',
        'coverage-lysodren',
        'patient-support-ruzurgi',
        'patient-support-lysodren',
      ] as const
    ).map((name) => href(name, lang)),
  )
  const archives = `${href('press-archives', lang)}/`
  it.each(['ruzurgi', 'lysodren', 'Lysodern'])('“%s”', (query) => {
    const paths = searchSite(lang, query, sites[lang]).results.map((result) => result.path)
    expect(paths.slice(0, 3), 'the products page among the first three').toContain(href('products', lang))
    const lastMain = paths.findLastIndex((path) => main.has(path))
    const firstArchived = paths.findIndex((path) => path.startsWith(archives))
    if (firstArchived >= 0) expect(firstArchived, 'an archived release above a main page').toBeGreaterThan(lastMain)
    expect(paths).not.toContain(href('contact', lang))
    expect(paths).not.toContain(href('return-policy', lang))
  })
})

/** A misspelt word searched as the pages write it is said, the rest of the query as typed; the words typed alone are not. */
describe('the query as searched', () => {
  it.each([
    ['en', 'lysodern', 'Lysodren'],
    ['fr', 'lysodern', 'Lysodren'],
    ['en', 'Lysodern price', 'Lysodren price'],
    ['fr', 'prix du lysodern', 'prix du Lysodren'],
    ['en', 'multiple sclerossis', 'multiple sclerosis'],
    ['en', 'lysodren', undefined],
    ['fr', 'Ruzurgi', undefined],
    ['fr', 'sclérose en plaques', undefined],
  ] as const)('in %s, “%s” → %s', (lang, query, corrected) => {
    const answer = searchSite(lang, query, sites[lang])
    expect(answer.total).toBeGreaterThan(0)
    expect(answer.corrected).toBe(corrected)
  })
})

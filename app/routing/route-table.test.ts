import { describe, expect, it } from 'vitest'
import { counterpart, getScreen, matchScreen, parentOf } from './paths.ts'
import { languages, screens } from './route-table.ts'

/** The two route tables of the spec, as written there, with {id} as :id (docs/decisions/0001). */
const specEnglish = [
  '/en',
  '/en/about',
  '/en/products',
  '/en/contactus',
  '/en/termsofuse',
  '/en/returnpolicy',
  '/en/advisory-board',
  '/en/pressroom',
  '/en/pressroom/archives',
  '/en/pressroom/:id',
  '/en/pressroom/:id/print',
  '/en/pressroom/archives/:id',
  '/en/pressroom/archives/:id/print',
  '/en/coverage/ruzurgi',
  '/en/medicalinformation',
  '/en/research-and-development',
  '/en/patient-support-program',
  '/en/patient-support-program/ruzurgi',
  '/en/patient-support-program/lysodren',
  '/en/rare-diseases-and-orphan-drugs',
  '/en/careers',
]
const specFrench = [
  '/fr',
  '/fr/a-propos',
  '/fr/produits',
  '/fr/nousjoindre',
  '/fr/conditionsdutilisation',
  '/fr/politiquederetour',
  '/fr/comite-consultatif',
  '/fr/salledepresse',
  '/fr/salledepresse/archives',
  '/fr/salledepresse/:id',
  '/fr/salledepresse/:id/imprimer',
  '/fr/salledepresse/archives/:id',
  '/fr/salledepresse/archives/:id/imprimer',
  '/fr/couverture/ruzurgi',
  '/fr/informationmedicale',
  '/fr/recherche-et-developement',
  '/fr/programme-de-soutien-aux-patients',
  '/fr/programme-de-soutien-aux-patients/ruzurgi',
  '/fr/programme-de-soutien-aux-patients/lysodren',
  '/fr/maladies-rares-et-medicaments-orphelins',
  '/fr/ressourcesdinformationsurlasante',
  '/fr/sclerose-en-plaques',
]

/**
 * Screens the site adds to the spec: what a Canadian pharmaceutical company must publish, the
 * healthcare-professional area, the short side-effect report, and the counterparts of the spec's pages in one language.
 */
const addedEnglish = [
  '/en/privacy',
  '/en/accessibility',
  '/en/health-information-resources',
  '/en/coverage/lysodren',
  '/en/pressroom/media-kit',
  '/en/healthcare-professionals',
  '/en/healthcare-professionals/declaration',
  '/en/healthcare-professionals/ruzurgi',
  '/en/healthcare-professionals/lysodren',
  '/en/search',
  '/en/report-side-effect',
  '/en/follow-up/:token',
  '/en/multiple-sclerosis',
]
const addedFrench = [
  '/fr/confidentialite',
  '/fr/accessibilite',
  '/fr/carrieres',
  '/fr/couverture/lysodren',
  '/fr/salledepresse/dossier-de-presse',
  '/fr/professionnels-de-la-sante',
  '/fr/professionnels-de-la-sante/declaration',
  '/fr/professionnels-de-la-sante/ruzurgi',
  '/fr/professionnels-de-la-sante/lysodren',
  '/fr/recherche',
  '/fr/declarer-effet-secondaire',
  '/fr/suivi/:token',
]

const tablePaths = (lang: 'en' | 'fr') =>
  screens.flatMap((s) => {
    const path = (s.paths as Record<string, string | undefined>)[lang]
    return path ? [path] : []
  })

describe('route table', () => {
  it('holds exactly the spec’s 21 English and 22 French paths, and the screens the site adds in both languages', () => {
    expect(specEnglish).toHaveLength(21)
    expect(specFrench).toHaveLength(22)
    expect(tablePaths('en').sort()).toEqual([...specEnglish, ...addedEnglish].sort())
    expect(tablePaths('fr').sort()).toEqual([...specFrench, ...addedFrench].sort())
  })

  it('keeps the healthcare-professional area noindex, out of the sitemap and of prerendering', () => {
    for (const screen of screens.filter((s) => s.name.startsWith('hcp-'))) {
      expect(screen, screen.name).toMatchObject({ noindex: true, prerender: false })
    }
    const gated = screens.filter((s) => 'audience' in s && s.audience === 'hcp').map((s) => s.name)
    expect(gated.sort()).toEqual(['hcp-area', 'hcp-lysodren', 'hcp-ruzurgi'])
  })

  it('has no duplicate path or screen name', () => {
    const all = languages.flatMap(tablePaths)
    expect(new Set(all).size).toBe(all.length)
    const names = screens.map((s) => s.name)
    expect(new Set(names).size).toBe(names.length)
  })

  it('names as a parent only a screen of the table, reached from the home page without a loop', () => {
    const names = new Set<string>(screens.map((s) => s.name))
    for (const screen of screens) {
      const seen = new Set<string>([screen.name])
      for (let parent = parentOf(screen); parent; parent = parentOf(getScreen(parent))) {
        expect(names.has(parent), `${screen.name} → ${parent}`).toBe(true)
        expect(seen.has(parent), `${screen.name}: a loop at ${parent}`).toBe(false)
        seen.add(parent)
      }
    }
    // The pages no path places: the company's, the coverage pages (under patient support), a disease's, the policies,
    // and the professionals' declaration, whose path names an area it only opens.
    const placed = Object.fromEntries(screens.flatMap((s) => (parentOf(s) ? [[s.name, parentOf(s)]] : [])))
    expect(placed).toEqual({
      'terms-of-use': 'home',
      'return-policy': 'home',
      'advisory-board': 'about',
      'coverage-ruzurgi': 'patient-support-program',
      'coverage-lysodren': 'patient-support-program',
      'research-and-development': 'about',
      careers: 'about',
      'health-resources': 'rare-diseases',
      'multiple-sclerosis': 'rare-diseases',
      privacy: 'home',
      accessibility: 'home',
      'hcp-declaration': 'home',
    })
  })

  it('has every screen in both languages: one site in two languages (docs/decisions/0063, 0152)', () => {
    const single = screens.filter((s) => languages.some((l) => !(l in s.paths))).map((s) => s.name)
    expect(single).toEqual([])
  })

  it.each(languages.flatMap((lang) => tablePaths(lang).map((path) => [path.replace(':id', '2024-03-04'), lang] as const)))(
    'resolves the counterpart of %s',
    (path, lang) => {
      const source = matchScreen(path)
      expect(source?.lang).toBe(lang)
      const target = counterpart(path)
      const landed = matchScreen(target.path)
      expect(landed?.lang).toBe(lang === 'en' ? 'fr' : 'en')
      if (target.sameScreen) {
        expect(landed?.screen.name).toBe(source?.screen.name)
        expect(landed?.params).toEqual(source?.params)
      } else {
        expect(landed?.screen.name).toBe('home')
      }
    },
  )
})

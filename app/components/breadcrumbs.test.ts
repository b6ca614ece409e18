import { describe, expect, it } from 'vitest'
import { trail } from './breadcrumbs.tsx'

describe('trail', () => {
  it('lists the parents that are screens, from home down', () => {
    expect(trail('/en/patient-support-program/ruzurgi')).toEqual([
      { path: '/en', label: 'nav.home' },
      { path: '/en/patient-support-program', label: 'nav.patientSupport' },
    ])
    expect(trail('/fr/salledepresse/archives/2019-03-04')).toEqual([
      { path: '/fr', label: 'nav.home' },
      { path: '/fr/salledepresse', label: 'nav.pressRoom' },
      { path: '/fr/salledepresse/archives', label: 'nav.pressArchives' },
    ])
  })

  it('goes through the parent the route table names where the path names none', () => {
    // `/en/coverage` is no page: a coverage page belongs under products, which no public product page lies under.
    expect(trail('/en/coverage/ruzurgi')).toEqual([
      { path: '/en', label: 'nav.home' },
      { path: '/en/products', label: 'nav.products' },
    ])
    expect(trail('/fr/couverture/lysodren')).toEqual([
      { path: '/fr', label: 'nav.home' },
      { path: '/fr/produits', label: 'nav.products' },
    ])
    expect(trail('/en/advisory-board')).toEqual([
      { path: '/en', label: 'nav.home' },
      { path: '/en/about', label: 'nav.about' },
    ])
    expect(trail('/fr/recherche-et-developement')).toEqual([
      { path: '/fr', label: 'nav.home' },
      { path: '/fr/a-propos', label: 'nav.about' },
    ])
    expect(trail('/fr/sclerose-en-plaques')).toEqual([
      { path: '/fr', label: 'nav.home' },
      { path: '/fr/maladies-rares-et-medicaments-orphelins', label: 'nav.rareDiseases' },
    ])
  })

  it('puts the policies under the home page', () => {
    for (const path of ['/en/privacy', '/fr/conditionsdutilisation', '/en/accessibility', '/fr/politiquederetour']) {
      expect(trail(path), path).toEqual([{ path: path.slice(0, 3), label: 'nav.home' }])
    }
  })
})

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

  // `/en/coverage` is no page: a coverage page belongs under patient support, whose programs help with coverage.
  it.each([
    ['/en/coverage/ruzurgi', '/en/patient-support-program', 'nav.patientSupport'],
    ['/fr/couverture/lysodren', '/fr/programme-de-soutien-aux-patients', 'nav.patientSupport'],
    ['/en/advisory-board', '/en/about', 'nav.about'],
    ['/fr/recherche-et-developement', '/fr/a-propos', 'nav.about'],
    ['/fr/sclerose-en-plaques', '/fr/maladies-rares-et-medicaments-orphelins', 'nav.rareDiseases'],
  ])('goes through the parent the route table names where the path names none: %s', (page, parent, label) => {
    expect(trail(page)).toEqual([
      { path: page.slice(0, 3), label: 'nav.home' },
      { path: parent, label },
    ])
  })

  it('puts the policies, the menu’s own pages and the search under the home page', () => {
    for (const path of [
      '/en/privacy',
      '/fr/conditionsdutilisation',
      '/en/accessibility',
      '/fr/politiquederetour',
      '/en/about',
      '/fr/produits',
      '/en/contactus',
      '/fr/nousjoindre',
      '/en/medicalinformation',
      '/fr/declarer-effet-secondaire',
      '/en/pressroom',
      '/fr/recherche',
      '/en/patient-support-program',
      '/fr/maladies-rares-et-medicaments-orphelins',
      '/en/healthcare-professionals',
    ]) {
      expect(trail(path), path).toEqual([{ path: path.slice(0, 3), label: 'nav.home' }])
    }
  })

  // The area's own page sends an undeclared visitor back to the declaration: the trail names the area once, as the
  // declaration's title does, never as a link to itself.
  it('puts the professionals’ declaration under the home page alone', () => {
    expect(trail('/en/healthcare-professionals/declaration')).toEqual([{ path: '/en', label: 'nav.home' }])
    expect(trail('/fr/professionnels-de-la-sante/declaration')).toEqual([{ path: '/fr', label: 'nav.home' }])
  })

  it('has no trail on the home page', () => {
    expect(trail('/en')).toEqual([])
    expect(trail('/fr')).toEqual([])
  })
})

import { describe, expect, it } from 'vitest'
import { formCatalogues } from '../forms/domain/messages/index.ts'
import { catalogues, format } from './messages.ts'
import { screenCopy, screenCopyCatalogues } from './screen-copy.server.ts'
import { consentBannerMessages } from '../components/consent-banner-messages.ts'
import { errorScreenMessages } from '../components/error-screen-messages.ts'

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort()

/** The site's catalogue, the forms' and the few screens' own (split so content pages do not download them). */
const pairs = [
  ['site', catalogues],
  ['forms', formCatalogues],
  ['screen copy', screenCopyCatalogues],
  ['consent banner', consentBannerMessages],
  ['error screen', errorScreenMessages],
] as const

describe.each(pairs)('%s message catalogues', (_name, pair) => {
  const en = pair.en as Record<string, string>
  const fr = pair.fr as Record<string, string>

  it('have the same keys in both languages', () => {
    expect(Object.keys(fr).sort()).toEqual(Object.keys(en).sort())
  })

  it.each(Object.keys(en))('%s: same placeholders, no empty text', (key) => {
    expect(en[key]!.trim()).not.toBe('')
    expect(fr[key]!.trim()).not.toBe('')
    expect(placeholders(fr[key]!)).toEqual(placeholders(en[key]!))
  })

  it('write French with French typography: a space before : ; ! ? and no straight apostrophe', () => {
    for (const [key, text] of Object.entries(fr)) {
      expect(text, key).not.toMatch(/[^\s\u00a0\u202f][:;!?](\s|$)/)
      expect(text, key).not.toMatch(/\w'\w/)
    }
  })
})

describe('site, form and screen catalogues', () => {
  it('do not define the same key twice', () => {
    const keys = [catalogues, formCatalogues, screenCopyCatalogues, consentBannerMessages, errorScreenMessages].flatMap((pair) =>
      Object.keys(pair.en),
    )
    expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([])
  })

  it('give a screen its own section of the copy, in its language only', () => {
    const home = screenCopy('fr', 'home')
    expect(Object.keys(home).length).toBeGreaterThan(0)
    expect(Object.keys(home).every((key) => key.startsWith('home.'))).toBe(true)
    expect(home['home.media.title']).toBe(screenCopyCatalogues.fr['home.media.title'])
  })

  it('format placeholders', () => {
    expect(format('© {year} {company}', { year: 2026, company: 'X' })).toBe('© 2026 X')
  })

  it('never writes two periods after a legal name that ends a sentence', () => {
    expect(format('© {year} {company}. All rights reserved.', { year: 2026, company: 'Nordora Pharma Inc.' })).toBe(
      '© 2026 Nordora Pharma Inc. All rights reserved.',
    )
    expect(format('© {year} {company}. Tous droits réservés.', { year: 2026, company: 'Nordora Pharma inc.' })).toBe(
      '© 2026 Nordora Pharma inc. Tous droits réservés.',
    )
    expect(format('{company}.', { company: 'X' })).toBe('X.')
  })
})

describe('the tagline', () => {
  it('speaks of people, not of “Canadiens”: written for everyone, as Canada.ca writes, and the same in both languages', () => {
    expect(catalogues.fr['site.tagline']).toBe('L’accès aux médicaments orphelins pour les personnes atteintes de maladies rares au Canada')
    expect(catalogues.en['site.tagline']).toBe('Access to orphan drugs for people living with rare diseases in Canada')
  })
})

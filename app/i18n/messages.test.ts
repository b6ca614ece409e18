import { describe, expect, it } from 'vitest'
import { formCatalogues } from '../forms/domain/messages/index.ts'
import { catalogues, format } from './messages.ts'

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort()

/** The site's catalogue and the forms' catalogue (split so content pages do not download form strings). */
const pairs = [
  ['site', catalogues],
  ['forms', formCatalogues],
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

describe('site and form catalogues', () => {
  it('do not define the same key twice', () => {
    const site = new Set(Object.keys(catalogues.en))
    expect(Object.keys(formCatalogues.en).filter((key) => site.has(key))).toEqual([])
  })

  it('format placeholders', () => {
    expect(format('© {year} {company}', { year: 2026, company: 'X' })).toBe('© 2026 X')
  })

  it('never writes two periods after a legal name that ends a sentence', () => {
    expect(format('© {year} {company}. All rights reserved.', { year: 2026, company: 'Nordora Pharma Inc.' })).toBe('© 2026 Nordora Pharma Inc. All rights reserved.')
    expect(format('© {year} {company}. Tous droits réservés.', { year: 2026, company: 'Nordora Pharma inc.' })).toBe('© 2026 Nordora Pharma inc. Tous droits réservés.')
    expect(format('{company}.', { company: 'X' })).toBe('X.')
  })
})

import { describe, expect, it } from 'vitest'
import { catalogues, format } from './messages.ts'

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort()

describe('message catalogues', () => {
  it('have the same keys in both languages', () => {
    expect(Object.keys(catalogues.fr).sort()).toEqual(Object.keys(catalogues.en).sort())
  })

  it.each(Object.keys(catalogues.en))('%s: same placeholders, no empty text', (key) => {
    const en = catalogues.en[key as keyof typeof catalogues.en]
    const fr = catalogues.fr[key as keyof typeof catalogues.fr]
    expect(en.trim()).not.toBe('')
    expect(fr.trim()).not.toBe('')
    expect(placeholders(fr)).toEqual(placeholders(en))
  })

  it('write French with French typography: a space before : ; ! ? and no straight apostrophe', () => {
    for (const [key, text] of Object.entries(catalogues.fr)) {
      expect(text, key).not.toMatch(/[^\s\u00a0\u202f][:;!?](\s|$)/)
      expect(text, key).not.toMatch(/\w'\w/)
    }
  })

  it('formats placeholders', () => {
    expect(format('© {year} {company}', { year: 2026, company: 'X' })).toBe('© 2026 X')
  })
})

import { describe, expect, it } from 'vitest'
import { mailCatalogues } from './messages.ts'

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort()

describe('e-mail messages', () => {
  it('have the same keys and placeholders in both languages', () => {
    expect(Object.keys(mailCatalogues.fr).sort()).toEqual(Object.keys(mailCatalogues.en).sort())
    for (const key of Object.keys(mailCatalogues.en) as (keyof typeof mailCatalogues.en)[]) {
      expect(placeholders(mailCatalogues.fr[key]), key).toEqual(placeholders(mailCatalogues.en[key]))
    }
  })

  it('write French with French typography', () => {
    for (const [key, text] of Object.entries(mailCatalogues.fr)) {
      expect(text, key).not.toMatch(/[^\s\u00a0\u202f][:;!?](\s|$)/)
      expect(text, key).not.toMatch(/\w'\w/)
    }
  })
})

import { describe, expect, it } from 'vitest'
import { typographyProblems } from '../../../tests/support/typography.ts'
import { languages } from '../../routing/route-table.ts'
import { staffCatalogues } from './index.ts'

describe('the staff catalogues', () => {
  it('have the same keys in English and French, none empty', () => {
    expect(Object.keys(staffCatalogues.fr).sort()).toEqual(Object.keys(staffCatalogues.en).sort())
    for (const lang of languages) for (const value of Object.values(staffCatalogues[lang])) expect(value.trim()).not.toBe('')
  })

  it('are French where French is expected, not English left untranslated', () => {
    const same = Object.keys(staffCatalogues.en).filter((key) => {
      const k = key as keyof typeof staffCatalogues.en
      return staffCatalogues.en[k] === staffCatalogues.fr[k] && /\s/.test(staffCatalogues.en[k])
    })
    expect(same).toEqual([])
  })

  it('follow each language’s typography', () => {
    for (const lang of languages) {
      const problems = Object.entries(staffCatalogues[lang]).flatMap(([key, value]) =>
        typographyProblems(value, lang).map((problem) => ({ key, ...problem })),
      )
      expect(problems).toEqual([])
    }
  })
})

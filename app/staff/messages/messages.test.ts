import { describe, expect, it } from 'vitest'
import { typographyProblems } from '../../../tests/support/typography.ts'
import { privacyCatalogues } from '../../privacy/messages/index.ts'
import { languages, type Lang } from '../../routing/route-table.ts'
import { staffCatalogues } from './index.ts'

const catalogues: [string, Record<Lang, Record<string, string>>][] = [
  ['staff', staffCatalogues],
  ['privacy', privacyCatalogues],
]

describe.each(catalogues)('the %s catalogues', (_name, catalogue) => {
  it('have the same keys in English and French, none empty', () => {
    expect(Object.keys(catalogue.fr).sort()).toEqual(Object.keys(catalogue.en).sort())
    for (const lang of languages) for (const value of Object.values(catalogue[lang])) expect(value.trim()).not.toBe('')
  })

  it('are French where French is expected, not English left untranslated', () => {
    const same = Object.keys(catalogue.en).filter((key) => catalogue.en[key] === catalogue.fr[key] && /\s/.test(catalogue.en[key]!))
    expect(same).toEqual([])
  })

  it('follow each language’s typography', () => {
    for (const lang of languages) {
      const problems = Object.entries(catalogue[lang]).flatMap(([key, value]) =>
        typographyProblems(value, lang).map((problem) => ({ key, ...problem })),
      )
      expect(problems).toEqual([])
    }
  })
})

import { describe, expect, it } from 'vitest'
import { typographyProblems } from './typography.ts'

const rulesOf = (text: string, lang: 'en' | 'fr') => typographyProblems(text, lang).map((p) => p.rule)

describe('typographyProblems', () => {
  it('accepts text written with the right typography', () => {
    expect(rulesOf('The company’s “program”. Nordora Pharma Inc. All rights reserved.', 'en')).toEqual([])
    expect(rulesOf('L’accès\u00a0: oui\u202f; «\u00a0bien\u00a0» et non\u202f? 9001:2015', 'fr')).toEqual([])
  })

  it('fails on a straight apostrophe or straight quotation marks', () => {
    expect(rulesOf("The company's program", 'en')).toEqual(['straight apostrophe (write ’)'])
    expect(rulesOf('Say "yes"', 'en')).toHaveLength(2)
    expect(rulesOf("L'accès", 'fr')).toContain('straight apostrophe (write ’)')
  })

  it('fails on a French colon, semicolon, question or exclamation mark without a non-breaking space', () => {
    expect(rulesOf('Courriel : a', 'fr')).toEqual(['no non-breaking space before : (French)'])
    expect(rulesOf('Courriel: a', 'fr')).toEqual(['no non-breaking space before : (French)'])
    expect(rulesOf('Oui ; non', 'fr')).toEqual(['no non-breaking space before ; ! ? (French)'])
    expect(rulesOf('Vraiment?', 'fr')).toEqual(['no non-breaking space before ; ! ? (French)'])
    expect(rulesOf('« mot »', 'fr')).toEqual(['no non-breaking space after « (French)', 'no non-breaking space before » (French)'])
  })

  it('fails on two periods after a legal suffix', () => {
    expect(rulesOf('Nordora Pharma Inc..', 'en')).toEqual(['two periods after an abbreviation (Inc..)'])
  })

  it('does not read link targets, addresses, code or placeholders as prose', () => {
    expect(rulesOf('[Santé Canada](https://www.canada.ca/fr?x=1) {{phone.main}} `a: b` <a href="x">y</a> {company}', 'fr')).toEqual([])
    expect(rulesOf('Écrivez à info@nordorapharma.ca ou tel:+15145550100', 'fr')).toEqual([])
  })
})

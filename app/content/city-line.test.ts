import { describe, expect, it } from 'vitest'
import { company } from './company.ts'
import { cityLine } from './city-line.ts'

describe('cityLine', () => {
  it('writes the province in brackets in French and after a comma in English', () => {
    const { city, province, postalCode } = company.address
    expect(cityLine('fr')).toBe(`${city} (${province.fr}) ${postalCode}`)
    expect(cityLine('en')).toBe(`${city}, ${province.en} ${postalCode}`)
    expect(cityLine('en')).not.toContain('(')
  })
})

import { describe, expect, it } from 'vitest'
import { company } from './company.ts'
import { formatPhone, telHref } from './phone.ts'

describe('phone numbers', () => {
  it('are written in each language’s style, with characters that do not break', () => {
    expect(formatPhone('1 888 555-0142', 'en')).toBe('1\u2011888\u2011555\u20110142')
    expect(formatPhone('1 888 555-0142', 'fr')).toBe('1\u00a0888\u00a0555\u20110142')
    expect(formatPhone('(888) 555-0142', 'fr')).toBe(formatPhone('1-888-555-0142', 'fr'))
  })

  it('link to their global tel: address', () => {
    expect(telHref('1 514 555-0100')).toBe('tel:+15145550100')
  })

  it('accept every number of the company facts and refuse what is not a number', () => {
    for (const phone of Object.values(company.phones)) expect(telHref(phone)).toMatch(/^tel:\+1\d{10}$/)
    expect(() => formatPhone('555-0142', 'en')).toThrow(/Not a North American/)
  })
})

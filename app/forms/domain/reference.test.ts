import { describe, expect, it } from 'vitest'
import { formatReference, referenceYear } from './reference.ts'

describe('formatReference', () => {
  it('pads the sequence to six digits', () => {
    expect(formatReference('MI', 2026, 123)).toBe('MI-2026-000123')
    expect(formatReference('CT', 2026, 1_234_567)).toBe('CT-2026-1234567')
  })
})

describe('referenceYear', () => {
  it('is the year at head office, not in UTC', () => {
    expect(referenceYear(new Date('2027-01-01T04:00:00Z'))).toBe(2026)
    expect(referenceYear(new Date('2027-01-01T06:00:00Z'))).toBe(2027)
  })
})

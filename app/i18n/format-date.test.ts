import { describe, expect, it } from 'vitest'
import { formatDateInWords, formatLongDate } from './format-date.ts'

describe('dates in words', () => {
  it('writes the day first and the month in words, in each language', () => {
    expect(formatDateInWords('2026-03-04', 'en')).toBe('4 March 2026')
    expect(formatDateInWords('2026-03-04', 'fr')).toBe('4 mars 2026')
    expect(formatDateInWords('2026-04-03', 'en')).toBe('3 April 2026')
    expect(formatDateInWords('2026-04-01', 'fr')).toBe('1er avril 2026')
    expect(formatDateInWords('2026-04-01', 'en')).toBe('1 April 2026')
  })

  it('is the calendar day whatever the time zone', () => {
    expect(formatDateInWords('2026-01-01', 'en')).toBe('1 January 2026')
    expect(formatLongDate('2024-03-04', 'fr')).toBe('4 mars 2024')
  })
})

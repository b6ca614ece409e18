import { describe, expect, it } from 'vitest'
import { dayIn, hourIn, yearIn } from './zoned-time.ts'

describe('an instant on head office’s clock', () => {
  it('falls on the day Montréal’s clock reads, not UTC’s', () => {
    expect(dayIn(new Date('2026-12-01T04:30:00Z'))).toBe('2026-11-30')
    expect(dayIn(new Date('2026-12-01T05:30:00Z'))).toBe('2026-12-01')
    expect(dayIn(new Date('2026-07-01T03:59:00Z'))).toBe('2026-06-30') // summer time: UTC−4
    expect(dayIn(new Date('2026-12-01T04:30:00Z'), 'UTC')).toBe('2026-12-01')
  })

  it('is still the old year at 4 a.m. UTC on New Year’s Day', () => {
    expect(yearIn(new Date('2027-01-01T04:00:00Z'))).toBe(2026)
    expect(yearIn(new Date('2027-01-01T05:00:00Z'))).toBe(2027)
  })

  it('reads the hour from 0 to 23', () => {
    expect(hourIn(new Date('2026-12-01T05:00:00Z'))).toBe(0)
    expect(hourIn(new Date('2026-12-01T12:15:00Z'))).toBe(7)
    expect(hourIn(new Date('2026-12-02T04:59:00Z'))).toBe(23)
  })
})

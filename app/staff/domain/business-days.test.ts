import { describe, expect, it } from 'vitest'
import { addBusinessDays, easterSunday, holidays, isBusinessDay } from './business-days.ts'

describe('the company calendar', () => {
  it('finds Easter Sunday', () => {
    expect(easterSunday(2024)).toBe('2024-03-31')
    expect(easterSunday(2025)).toBe('2025-04-20')
    expect(easterSunday(2026)).toBe('2026-04-05')
    expect(easterSunday(2027)).toBe('2027-03-28')
  })

  it('lists the Québec and Ontario statutory holidays of 2026', () => {
    expect([...holidays(2026).keys()].sort()).toEqual([
      '2026-01-01', // New Year's Day
      '2026-02-16', // Family Day (Ontario)
      '2026-04-03', // Good Friday
      '2026-05-18', // Victoria Day / Journée nationale des patriotes
      '2026-06-24', // Saint-Jean-Baptiste (Québec)
      '2026-07-01', // Canada Day
      '2026-09-07', // Labour Day
      '2026-10-12', // Thanksgiving
      '2026-12-25', // Christmas
      '2026-12-28', // Boxing Day, a Saturday: observed on Monday
    ])
  })

  it('moves a holiday on a weekend to the next free working day', () => {
    // 2027: Christmas on a Saturday, Boxing Day on a Sunday; Canada Day on a Thursday.
    const days = holidays(2027)
    expect(days.get('2027-12-27')).toBe('christmas')
    expect(days.get('2027-12-28')).toBe('boxing-day')
    // 2029: Saint-Jean-Baptiste on a Sunday is observed on Monday the 25th.
    expect(holidays(2029).get('2029-06-25')).toBe('saint-jean-baptiste')
  })

  it('counts weekends and holidays out of business days', () => {
    expect(isBusinessDay('2026-11-25')).toBe(true) // a Wednesday
    expect(isBusinessDay('2026-11-28')).toBe(false) // a Saturday
    expect(isBusinessDay('2026-06-24')).toBe(false)
  })

  it('gives the next business day after day 0', () => {
    expect(addBusinessDays('2026-11-25', 1)).toBe('2026-11-26') // Wednesday → Thursday
    expect(addBusinessDays('2026-11-27', 1)).toBe('2026-11-30') // Friday → Monday
    expect(addBusinessDays('2026-11-28', 1)).toBe('2026-11-30') // Saturday → Monday
    expect(addBusinessDays('2026-04-02', 1)).toBe('2026-04-06') // Thursday before Good Friday → Monday
    expect(addBusinessDays('2026-12-24', 1)).toBe('2026-12-29') // Christmas Friday, the weekend, Boxing Day Monday
    expect(addBusinessDays('2026-06-23', 1)).toBe('2026-06-25') // over the Saint-Jean
    expect(addBusinessDays('2026-12-31', 1)).toBe('2027-01-04') // New Year's Day Friday, then the weekend
  })
})

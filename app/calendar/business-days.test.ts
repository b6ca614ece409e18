import Holidays from 'date-holidays'
import { describe, expect, it } from 'vitest'
import { addBusinessDays, addDays, easterSunday, holidays, isBusinessDay, type IsoDate } from './business-days.ts'

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

/**
 * The table drives a regulatory clock, so it is held against an independent list: date-holidays' public holidays
 * of Québec (CA-QC) and Ontario (CA-ON) over ten years. date-holidays gives each holiday's own day; the table gives
 * the day off, a fixed-date holiday on a weekend moved to the next free working day (the company's rule), so the
 * fixed ones are compared by their own day and their day off is checked on its own.
 */
describe('the company calendar against date-holidays, Québec and Ontario, 2024–2033', () => {
  const years = Array.from({ length: 10 }, (_, i) => 2024 + i)
  const fixed: Record<string, string> = {
    'new-year': '01-01',
    'saint-jean-baptiste': '06-24',
    'canada-day': '07-01',
    christmas: '12-25',
    'boxing-day': '12-26',
  }
  const provinces = [new Holidays('CA', 'QC'), new Holidays('CA', 'ON')]

  /** Each holiday of the table on its own day, before any move off a weekend. */
  const ownDays = (year: number): IsoDate[] =>
    [...holidays(year)].map(([dayOff, name]) => (fixed[name] ? `${year}-${fixed[name]}` : dayOff)).sort()

  /** The public holidays date-holidays lists for either province (not its observances or optional days). */
  const publicHolidays = (year: number): IsoDate[] =>
    [
      ...new Set(
        provinces.flatMap((province) =>
          province
            .getHolidays(year)
            .filter((h) => h.type === 'public')
            .map((h) => h.date.slice(0, 10)),
        ),
      ),
    ].sort()

  /**
   * The one difference, on purpose: date-holidays counts Easter Monday a public holiday in Ontario, where the
   * Employment Standards Act's nine public holidays do not include it; Québec's law lets an employer give Good
   * Friday or Easter Monday, and the company gives Good Friday, which both provinces count.
   */
  const easterMonday = (year: number) => addDays(easterSunday(year), 1)

  it.each(years)('%i: counts exactly the public holidays of either province, but Easter Monday', (year) => {
    expect(publicHolidays(year)).toContain(easterMonday(year))
    expect(ownDays(year)).toEqual(publicHolidays(year).filter((day) => day !== easterMonday(year)))
    expect(holidays(year).has(easterMonday(year))).toBe(false)
  })

  it.each(years)('%i: gives a holiday on a weekend the next working day that is not already a holiday', (year) => {
    const daysOff = holidays(year)
    for (const [dayOff, name] of daysOff) {
      const weekday = new Date(`${dayOff}T00:00:00Z`).getUTCDay()
      expect(weekday, `${name} ${dayOff}`).not.toBe(0)
      expect(weekday, `${name} ${dayOff}`).not.toBe(6)
      if (!fixed[name]) continue
      // Every day from the holiday's own day to its day off is a weekend day or another holiday's day off.
      for (let day = `${year}-${fixed[name]}`; day < dayOff; day = addDays(day, 1)) {
        const skipped = new Date(`${day}T00:00:00Z`).getUTCDay()
        expect(skipped === 0 || skipped === 6 || (daysOff.has(day) && daysOff.get(day) !== name), `${name}: ${day}`).toBe(true)
      }
    }
  })
})

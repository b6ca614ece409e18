import { describe, expect, it } from 'vitest'
import { localIsoDay, partsOf, readDate } from './dates.ts'

describe('readDate', () => {
  it('reads a day, a month chosen by its number and a four-digit year as one calendar day', () => {
    expect(readDate({ day: '27', month: '3', year: '2026' })).toEqual({ iso: '2026-03-27' })
    expect(readDate({ day: ' 4 ', month: '12', year: '2025' })).toEqual({ iso: '2025-12-04' })
  })

  it('says which part to fix first: the day, the month, then the year', () => {
    expect(readDate({ month: '3', year: '2026' })).toEqual({ error: 'form.error.dateDay' })
    expect(readDate({ day: '32', month: '3', year: '2026' })).toEqual({ error: 'form.error.dateDay' })
    expect(readDate({ day: '03/04', month: '3', year: '2026' })).toEqual({ error: 'form.error.dateDay' })
    expect(readDate({ day: '3', year: '2026' })).toEqual({ error: 'form.error.dateMonth' })
    expect(readDate({ day: '3', month: '13', year: '2026' })).toEqual({ error: 'form.error.dateMonth' })
    expect(readDate({ day: '3', month: '4' })).toEqual({ error: 'form.error.dateYear' })
    // Two digits could be 1926 or 2026: the year is asked whole.
    expect(readDate({ day: '3', month: '4', year: '26' })).toEqual({ error: 'form.error.dateYear' })
  })

  it('refuses a day the month does not have', () => {
    expect(readDate({ day: '31', month: '4', year: '2026' })).toEqual({ error: 'form.error.date' })
    expect(readDate({ day: '29', month: '2', year: '2026' })).toEqual({ error: 'form.error.date' })
    expect(readDate({ day: '29', month: '2', year: '2028' })).toEqual({ iso: '2028-02-29' })
  })
})

describe('partsOf and localIsoDay', () => {
  it('give a calendar day back as the fields show it, and today where the visitor is', () => {
    expect(partsOf('2026-03-07')).toEqual({ day: '7', month: '3', year: '2026' })
    expect(localIsoDay(new Date(2026, 10, 21))).toBe('2026-11-21')
  })
})

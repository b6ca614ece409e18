import { describe, expect, it } from 'vitest'
import { calendarWeekdays, dateFieldDefaults, formatDateField, parseDateField } from './date-field.ts'

describe('date field defaults (spec, section 9)', () => {
  it('are mm/dd/yy with weeks starting on Sunday', () => {
    expect(dateFieldDefaults).toEqual({ format: 'mm/dd/yy', firstDayOfWeek: 0 })
    expect(calendarWeekdays()).toEqual([0, 1, 2, 3, 4, 5, 6])
    expect(calendarWeekdays(1)).toEqual([1, 2, 3, 4, 5, 6, 0])
  })

  it('formats ISO dates and Date objects as mm/dd/yy', () => {
    expect(formatDateField('2024-03-04')).toBe('03/04/24')
    expect(formatDateField('1999-12-31')).toBe('12/31/99')
    expect(formatDateField(new Date(2026, 0, 9))).toBe('01/09/26')
  })

  it('reads mm/dd/yy back, refusing impossible dates', () => {
    const today = new Date(2026, 5, 1)
    expect(parseDateField('03/04/24', today)).toBe('2024-03-04')
    expect(parseDateField(' 12/31/99 ', today)).toBe('1999-12-31')
    expect(parseDateField('01/01/46', today)).toBe('2046-01-01')
    expect(parseDateField('01/01/47', today)).toBe('1947-01-01')
    expect(parseDateField('02/29/24', today)).toBe('2024-02-29')
    expect(parseDateField('02/29/23', today)).toBeUndefined()
    expect(parseDateField('13/01/24', today)).toBeUndefined()
    expect(parseDateField('04/03/2024', today)).toBeUndefined()
    expect(parseDateField('2024-03-04', today)).toBeUndefined()
  })
})

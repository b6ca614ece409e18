import { describe, expect, it } from 'vitest'
import { formatDateInput, parseDateInput } from './dates.ts'

const today = new Date(2026, 10, 21)

describe('parseDateInput', () => {
  it('reads mm/dd/yy in English and jj/mm/aa in French', () => {
    expect(parseDateInput('03/27/26', 'en', today)).toBe('2026-03-27')
    expect(parseDateInput('27/03/26', 'fr', today)).toBe('2026-03-27')
  })

  it('accepts four-digit years, single digits and other separators', () => {
    expect(parseDateInput('3-7-2025', 'en', today)).toBe('2025-03-07')
    expect(parseDateInput(' 7.3.2025 ', 'fr', today)).toBe('2025-03-07')
  })

  it('puts two-digit years in the century ending 20 years from now', () => {
    expect(parseDateInput('01/01/46', 'en', today)).toBe('2046-01-01')
    expect(parseDateInput('01/01/47', 'en', today)).toBe('1947-01-01')
    expect(parseDateInput('01/01/99', 'en', today)).toBe('1999-01-01')
  })

  it('refuses days that do not exist and other shapes', () => {
    expect(parseDateInput('02/30/26', 'en', today)).toBeUndefined()
    expect(parseDateInput('27/03/26', 'en', today)).toBeUndefined()
    expect(parseDateInput('03/27/26', 'fr', today)).toBeUndefined()
    expect(parseDateInput('2026-03-27', 'en', today)).toBeUndefined()
    expect(parseDateInput('March 27', 'en', today)).toBeUndefined()
    expect(parseDateInput('', 'en', today)).toBeUndefined()
  })

  it('accepts 29 February only in leap years', () => {
    expect(parseDateInput('02/29/24', 'en', today)).toBe('2024-02-29')
    expect(parseDateInput('29/02/25', 'fr', today)).toBeUndefined()
  })
})

describe('formatDateInput', () => {
  it('writes a day back in each language’s order', () => {
    expect(formatDateInput('2026-03-27', 'en')).toBe('03/27/26')
    expect(formatDateInput('2026-03-27', 'fr')).toBe('27/03/26')
  })
})

import { describe, expect, it } from 'vitest'
import { formatStaffDay, formatStaffTime } from './format.ts'

describe('staff dates', () => {
  it('writes days and instants at head office in each language', () => {
    expect(formatStaffDay('2026-11-26', 'en')).toMatch(/Nov\.? 26, 2026/)
    expect(formatStaffDay('2026-11-26', 'fr')).toMatch(/26 nov\.? 2026/)
    expect(formatStaffTime('2026-11-25T20:00:00Z', 'en')).toMatch(/Nov\.? 25, 2026.*3:00.*EST/)
    expect(formatStaffTime('2026-11-25T20:00:00Z', 'fr')).toMatch(/25 nov\.? 2026.*15 h 00/)
  })
})

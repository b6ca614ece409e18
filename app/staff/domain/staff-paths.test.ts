import { describe, expect, it } from 'vitest'
import { prerenderPaths } from '../../routing/prerender.ts'
import { matchScreen } from '../../routing/paths.ts'
import {
  matchStaffScreen,
  safeReturnTo,
  staffCounterpart,
  staffHref,
  staffLanding,
  staffLangOfPath,
  staffReturnFor,
  staffScreensFor,
} from './staff-paths.ts'

describe('staff paths', () => {
  it('makes and reads the addresses of the staff screens in both languages', () => {
    expect(staffHref('staff-case', 'fr', { reference: 'MI-2026-000001' })).toBe('/staff/fr/cases/MI-2026-000001')
    expect(matchStaffScreen('/staff/en/cases/MI-2026-000001/print')).toEqual({
      name: 'staff-case-print',
      lang: 'en',
      params: { reference: 'MI-2026-000001' },
    })
    expect(matchStaffScreen('/staff/de/cases')).toBeUndefined()
    expect(staffLangOfPath('/staff/fr/audit')).toBe('fr')
    expect(staffCounterpart('/staff/en/cases', '?status=new')).toBe('/staff/fr/cases?status=new')
  })

  it('returns after sign-in to a staff page only', () => {
    expect(safeReturnTo('/staff/fr/cases?overdue=yes')).toBe('/staff/fr/cases?overdue=yes')
    for (const bad of ['https://evil.example/staff/en/cases', '//evil.example', '/en/about', '/staff/\\evil', undefined]) {
      expect(safeReturnTo(bad)).toBe('/staff/en/cases')
    }
  })
})

describe('where a person lands', () => {
  it('opens the first screen the roles allow, and lists only those', () => {
    expect(staffLanding(['medical-information', 'admin'], 'en')).toBe('/staff/en/cases')
    expect(staffLanding(['admin'], 'fr')).toBe('/staff/fr/audit')
    expect(staffLanding(['privacy'], 'en')).toBe('/staff/en/privacy')
    expect(staffLanding([], 'en')).toBe('/staff/en/cases')
    expect(staffScreensFor(['privacy'])).toEqual(['staff-privacy', 'staff-privacy-incidents'])
    expect(staffScreensFor([])).toEqual([])
  })

  it('returns after sign-in where the person was going, if they may open it', () => {
    expect(staffReturnFor('/staff/fr/cases?view=mine', ['medical-information'])).toBe('/staff/fr/cases?view=mine')
    expect(staffReturnFor('/staff/fr/cases', ['privacy'])).toBe('/staff/fr/privacy')
    expect(staffReturnFor('/staff/en/cases/MI-2026-000001', ['admin'])).toBe('/staff/en/audit')
  })
})

describe('staff screens and the public site', () => {
  it('are never prerendered, and no public screen helper (sitemap, hreflang, language toggle) sees them', () => {
    expect(prerenderPaths([]).filter((path) => path.startsWith('/staff'))).toEqual([])
    expect(matchScreen('/staff/en/cases')).toBeUndefined()
  })
})

import { describe, expect, it } from 'vitest'
import { trail } from './breadcrumbs.tsx'

describe('trail', () => {
  it('lists the parents that are screens, from home down', () => {
    expect(trail('/en/patient-support-program/ruzurgi')).toEqual([
      { path: '/en', label: 'nav.home' },
      { path: '/en/patient-support-program', label: 'nav.patientSupport' },
    ])
    expect(trail('/fr/salledepresse/archives/2019-03-04')).toEqual([
      { path: '/fr', label: 'nav.home' },
      { path: '/fr/salledepresse', label: 'nav.pressRoom' },
      { path: '/fr/salledepresse/archives', label: 'nav.pressArchives' },
    ])
  })

  it('skips a path segment that is not a page of its own', () => {
    expect(trail('/en/coverage/ruzurgi')).toEqual([{ path: '/en', label: 'nav.home' }])
  })
})

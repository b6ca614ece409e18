import { describe, expect, it } from 'vitest'
import { parseConsentCookie, serializeConsentCookie } from './consent-cookie.ts'

describe('consent cookie', () => {
  it('reads the choice from a Cookie header or document.cookie', () => {
    expect(parseConsentCookie('a=1; np_consent=analytics:granted; b=2')).toEqual({ analytics: true })
    expect(parseConsentCookie('np_consent=analytics:denied')).toEqual({ analytics: false })
  })

  it('reads anything else as no choice yet', () => {
    expect(parseConsentCookie(undefined)).toBeNull()
    expect(parseConsentCookie('')).toBeNull()
    expect(parseConsentCookie('np_consent=yes')).toBeNull()
    expect(parseConsentCookie('xnp_consent=analytics:granted')).toBeNull()
  })

  it('writes a first-party cookie kept for a year', () => {
    expect(serializeConsentCookie({ analytics: true }, { secure: true })).toBe(
      'np_consent=analytics:granted; Path=/; Max-Age=31536000; SameSite=Lax; Secure',
    )
    expect(serializeConsentCookie({ analytics: false }, { secure: false })).toBe(
      'np_consent=analytics:denied; Path=/; Max-Age=31536000; SameSite=Lax',
    )
  })
})

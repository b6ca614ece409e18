import { describe, expect, it } from 'vitest'
import { invalidGtmIdMessage, isValidGtmId, suggestGtmId } from './gtm-id.ts'

describe('GTM id validation', () => {
  it('accepts GTM- followed by upper-case letters or digits', () => {
    expect(isValidGtmId('GTM-ABC12')).toBe(true)
    expect(isValidGtmId('GTM-0')).toBe(true)
    expect(isValidGtmId('GTM-K7Q2XZ')).toBe(true)
  })

  it.each(['gtm-abc12', 'GTM-abc12', 'GTM_ABC12', 'GTM-', 'G-ABC12', ' GTM-ABC12', 'GTM-ABC12 ', 'GTM-AB C12', 'ABC12', ''])(
    'refuses %j',
    (id) => {
      expect(isValidGtmId(id)).toBe(false)
      expect(invalidGtmIdMessage(id)).toMatch(`${id} is not a valid GTM-ID`)
    },
  )

  it('hints at the corrected id', () => {
    expect(invalidGtmIdMessage('gtm-abc12')).toBe("gtm-abc12 is not a valid GTM-ID. Did you mean 'GTM-ABC12'?")
    expect(suggestGtmId('gtm_abc-12')).toBe('GTM-ABC12')
    expect(suggestGtmId('abc12')).toBe('GTM-ABC12')
    expect(suggestGtmId(' GTM ABC12 ')).toBe('GTM-ABC12')
    expect(suggestGtmId('GTMX12')).toBe('GTM-GTMX12')
  })

  it('gives no hint when nothing usable is left', () => {
    expect(invalidGtmIdMessage('GTM-')).toBe('GTM- is not a valid GTM-ID')
    expect(invalidGtmIdMessage('---')).toBe('--- is not a valid GTM-ID')
  })
})

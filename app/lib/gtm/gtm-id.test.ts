import { describe, expect, it } from 'vitest'
import { invalidGtmIdMessage, isValidGtmId, suggestGtmId } from './gtm-id.ts'

describe('GTM id validation', () => {
  it.each(['GTM-ABC12', 'GTM-0', 'GTM-K7Q2XZ'])('accepts %j: GTM- followed by upper-case letters or digits', (id) => {
    expect(isValidGtmId(id)).toBe(true)
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
  })

  it.each([
    ['gtm_abc-12', 'GTM-ABC12'],
    ['abc12', 'GTM-ABC12'],
    [' GTM ABC12 ', 'GTM-ABC12'],
    ['GTMX12', 'GTM-GTMX12'],
  ])('suggests for %j the id %j', (written, suggested) => {
    expect(suggestGtmId(written)).toBe(suggested)
  })

  it('gives no hint when nothing usable is left', () => {
    expect(invalidGtmIdMessage('GTM-')).toBe('GTM- is not a valid GTM-ID')
    expect(invalidGtmIdMessage('---')).toBe('--- is not a valid GTM-ID')
  })
})

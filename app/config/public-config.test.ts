import { describe, expect, it } from 'vitest'
import { parseEnv } from './env.server.ts'
import { DEFAULT_ALLOWED_HOSTS } from '../lib/navigation-guard/allowed-hosts.ts'
import { publicConfigFromEnv, serializePublicConfig } from './public-config.ts'

describe('publicConfigFromEnv', () => {
  it('has no tag manager and the default allow list when nothing is set', () => {
    expect(publicConfigFromEnv(parseEnv({}))).toEqual({ apiBase: '/', gtmId: null, navigationAllowList: [...DEFAULT_ALLOWED_HOSTS] })
    expect(publicConfigFromEnv(parseEnv({ GTM_ID: '' })).gtmId).toBeNull()
  })

  it('carries a valid GTM_ID and extra allowed hosts', () => {
    const config = publicConfigFromEnv(
      parseEnv({ GTM_ID: 'GTM-ABC12', NAVIGATION_ALLOWED_HOSTS: 'partner.example, canada.ca', API_BASE: 'https://api.example/' }),
    )
    expect(config.gtmId).toBe('GTM-ABC12')
    expect(config.apiBase).toBe('https://api.example/')
    expect(config.navigationAllowList).toEqual([...DEFAULT_ALLOWED_HOSTS, 'partner.example'])
  })

  it('fails on an invalid GTM_ID with the spec’s message and a hint, when the environment is checked', () => {
    expect(() => publicConfigFromEnv(parseEnv({ GTM_ID: 'gtm-abc12' }))).toThrow(
      "gtm-abc12 is not a valid GTM-ID. Did you mean 'GTM-ABC12'?",
    )
  })

  it('serializes safely for an inline JSON script', () => {
    const json = serializePublicConfig({ apiBase: '</script><script>x()</script>', gtmId: null, navigationAllowList: [] })
    expect(json).not.toContain('</script>')
    expect(JSON.parse(json).apiBase).toBe('</script><script>x()</script>')
  })
})

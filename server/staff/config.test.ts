import { describe, expect, it } from 'vitest'
import { parseEnv } from '../../app/config/env.server.ts'
import { staffConfigFromEnv } from './config.ts'

const settings = {
  STAFF_OIDC_ISSUER: 'https://login.example.ca/realms/staff',
  STAFF_OIDC_CLIENT_ID: 'site',
  STAFF_OIDC_CLIENT_SECRET: 'secret',
}

describe('the staff settings', () => {
  it('leave the staff area off unless all three are set', () => {
    expect(staffConfigFromEnv(parseEnv({}))).toBeUndefined()
    expect(staffConfigFromEnv(parseEnv({ ...settings, STAFF_OIDC_CLIENT_SECRET: '' }))).toBeUndefined()
  })

  it('take the redirect URI from SITE_URL, the roles claim by default, and Secure cookies on https', () => {
    const config = staffConfigFromEnv(parseEnv({ ...settings, SITE_URL: 'https://www.example.ca/' }))!
    expect(config).toMatchObject({
      redirectUri: 'https://www.example.ca/staff/callback',
      rolesClaim: 'roles',
      secureCookies: true,
      idleTimeoutMs: 30 * 60_000,
      absoluteTimeoutMs: 12 * 3_600_000,
    })
    expect(
      staffConfigFromEnv(parseEnv({ ...settings, SITE_URL: 'http://localhost:3000', STAFF_OIDC_ROLES_CLAIM: 'groups' })),
    ).toMatchObject({ secureCookies: false, rolesClaim: 'groups' })
  })

  it('refuse an issuer on plain http except on this machine', () => {
    expect(() => parseEnv({ ...settings, STAFF_OIDC_ISSUER: 'http://login.example.ca' })).toThrow(
      /STAFF_OIDC_ISSUER="http:\/\/login.example.ca" is refused/,
    )
    expect(parseEnv({ ...settings, STAFF_OIDC_ISSUER: 'http://127.0.0.1:4000' }).STAFF_OIDC_ISSUER).toBe('http://127.0.0.1:4000')
  })
})

import { describe, expect, it, onTestFinished } from 'vitest'
import { startTestIdentityProvider } from '../../scripts/staff/test-identity-provider.ts'
import { codeRedirect } from '../../tests/support/oidc-sign-in.ts'
import { openTestDatabase } from '../../tests/support/test-database-handle.ts'
import { testBackends } from '../../tests/support/test-databases.ts'
import { staffAuditLog } from '../db/schema.ts'
import { STAFF_ABSOLUTE_TIMEOUT_MS, STAFF_IDLE_TIMEOUT_MS, STAFF_SIGN_IN_LIMIT, type StaffConfig } from './config.ts'
import { createOidc } from './oidc.ts'
import { createSessionStore, ROLES_CHECK_EVERY_MS, RolesUnconfirmed } from './sessions.ts'

/**
 * A session's roles are the identity provider's, not a copy from the sign-in: signed in through a real provider
 * (oidc-provider, the tests' own), with the session's clock driven, a role withdrawn there is gone here within 15
 * minutes, a person removed there is signed out, and a provider that cannot be asked opens nothing.
 */
const minutes = (n: number) => n * 60_000
const redirectUri = 'http://localhost:9/staff/callback'

async function signedIn(login: string) {
  const idp = await startTestIdentityProvider({ redirectUri })
  onTestFinished(() => idp.close())
  const config: StaffConfig = {
    issuer: new URL(idp.issuer),
    clientId: idp.clientId,
    clientSecret: idp.clientSecret,
    rolesClaim: 'roles',
    redirectUri,
    siteUrl: 'http://localhost:9',
    secureCookies: false,
    timeZone: 'America/Toronto',
    idleTimeoutMs: STAFF_IDLE_TIMEOUT_MS,
    absoluteTimeoutMs: STAFF_ABSOLUTE_TIMEOUT_MS,
    signInLimit: STAFF_SIGN_IN_LIMIT,
  }
  const oidc = createOidc(config)
  const { url, ...checks } = await oidc.authorizationUrl()
  const { user, refreshToken } = await oidc.user(await codeRedirect(url, login, redirectUri), checks)
  const { db } = await openTestDatabase(testBackends[0]!)
  let clock = Date.now()
  const sessions = createSessionStore(db, config, () => new Date(clock), oidc.rolesCheck)
  const { id } = await sessions.create(user, { refreshToken })
  // Used every ten minutes, as someone at work: the idle limit never ends it.
  const later = async (n: number) => {
    for (let done = 0; done < n; done += 10) {
      clock += minutes(Math.min(10, n - done))
      const session = await sessions.find(id)
      if (!session) return null
    }
    return sessions.find(id)
  }
  return { idp, db, sessions, id, user, refreshToken, later }
}

describe('a staff session’s roles, asked of the identity provider again', () => {
  it('lose a role the provider withdraws within 15 minutes, and sign the person out when none is left', { timeout: 60_000 }, async () => {
    const { idp, db, sessions, id, user, refreshToken, later } = await signedIn('sam')
    expect(refreshToken).toBeTruthy()
    expect(user.roles).toEqual(['medical-information', 'admin'])
    idp.setRoles('sam', ['medical-information'])
    expect((await sessions.find(id))?.user.roles).toEqual(['medical-information', 'admin'])
    expect((await later(ROLES_CHECK_EVERY_MS / 60_000))?.user.roles).toEqual(['medical-information'])
    idp.setRoles('sam', [])
    expect(await later(15)).toBeNull()
    const [signOut] = (await db.select().from(staffAuditLog)).filter((entry) => entry.action === 'sign-out')
    expect(signOut?.details).toEqual({ by: 'identity-provider', reason: 'no-role' })
  })

  it('end the session of a person the provider no longer knows', { timeout: 60_000 }, async () => {
    const { idp, sessions, id, later } = await signedIn('olivier')
    idp.setRoles('olivier', null)
    expect(await sessions.find(id)).not.toBeNull()
    expect(await later(15)).toBeNull()
  })

  it('open nothing while the provider cannot be asked, and keep the session for when it can be', { timeout: 60_000 }, async () => {
    const { idp, sessions, id, later } = await signedIn('marie')
    await idp.close()
    await expect(later(15)).rejects.toThrow(RolesUnconfirmed)
    // Still a session: the refusal is the request's, not the person's.
    await expect(sessions.find(id)).rejects.toThrow(RolesUnconfirmed)
  })
})

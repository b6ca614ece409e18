import type { Env } from '../../app/config/env.server.ts'
import { COMPANY_TIME_ZONE } from '../../app/config/constants.ts'
import { staffServerPaths } from '../../app/staff/domain/staff-paths.ts'

/** The staff area's settings; undefined (no staff area, every /staff address a 404) unless all three OIDC settings are set. */
export type StaffConfig = {
  issuer: URL
  clientId: string
  clientSecret: string
  rolesClaim: string
  /** SITE_URL + /staff/callback: registered with the identity provider. */
  redirectUri: string
  siteUrl: string
  /** Secure cookies when the public site is https (always in production; a local trial on http has none). */
  secureCookies: boolean
  timeZone: string
  idleTimeoutMs: number
  absoluteTimeoutMs: number
  /** Sign-in starts and callbacks one address may make in each window: a person signs in a few times a day. */
  signInLimit: { limit: number; windowMs: number }
}

export const STAFF_IDLE_TIMEOUT_MS = 30 * 60_000
export const STAFF_ABSOLUTE_TIMEOUT_MS = 12 * 60 * 60_000
/**
 * Sign-in starts and callbacks per address in 10 minutes. A sign-in is two of them; an office behind one address
 * (a NAT) signing in together stays well under; a script starting sign-ins by the hundred a second is refused
 * before it writes a row.
 */
export const STAFF_SIGN_IN_LIMIT = { limit: 60, windowMs: 10 * 60_000 }
/** The largest staff post, refused unread from its declared length (routes.ts) and read no further by the gate. */
export { STAFF_MAX_POST_BYTES } from '../../app/staff/read-staff-post.server.ts'

export function staffConfigFromEnv(env: Env): StaffConfig | undefined {
  if (!env.STAFF_OIDC_ISSUER || !env.STAFF_OIDC_CLIENT_ID || !env.STAFF_OIDC_CLIENT_SECRET) return undefined
  return {
    issuer: new URL(env.STAFF_OIDC_ISSUER),
    clientId: env.STAFF_OIDC_CLIENT_ID,
    clientSecret: env.STAFF_OIDC_CLIENT_SECRET,
    rolesClaim: env.STAFF_OIDC_ROLES_CLAIM,
    redirectUri: env.SITE_URL + staffServerPaths.callback,
    siteUrl: env.SITE_URL,
    secureCookies: env.SITE_URL.startsWith('https:'),
    timeZone: COMPANY_TIME_ZONE,
    idleTimeoutMs: STAFF_IDLE_TIMEOUT_MS,
    absoluteTimeoutMs: STAFF_ABSOLUTE_TIMEOUT_MS,
    signInLimit: STAFF_SIGN_IN_LIMIT,
  }
}

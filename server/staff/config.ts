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
}

export const STAFF_IDLE_TIMEOUT_MS = 30 * 60_000
export const STAFF_ABSOLUTE_TIMEOUT_MS = 12 * 60 * 60_000

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
  }
}

import * as client from 'openid-client'
import type { StaffUser } from '../../app/staff/domain/services.ts'
import { rolesOfClaim } from '../../app/staff/domain/roles.ts'
import type { StaffConfig } from './config.ts'
import type { RolesCheck } from './sessions.ts'

/**
 * Sign-in through the company's identity provider: OpenID Connect, authorization code with PKCE (S256), state
 * and nonce, with openid-client. The provider's metadata is discovered on the first sign-in and kept; a failed
 * discovery is tried again at the next one. The sign-in keeps the refresh token the provider gives, with which
 * the roles are asked again while the session lasts (`rolesCheck`): access ends when the provider withdraws it.
 */
export function createOidc(config: StaffConfig) {
  let discovered: Promise<client.Configuration> | undefined
  const configuration = () =>
    (discovered ??= client
      .discovery(config.issuer, config.clientId, config.clientSecret, undefined, {
        // Plain http only for a provider on this machine (the tests', `npm run staff:try`'s): env.server.ts refuses it elsewhere.
        ...(config.issuer.protocol === 'http:' ? { execute: [client.allowInsecureRequests] } : {}),
      })
      .catch((error: unknown) => {
        discovered = undefined
        throw error
      }))

  return {
    /** Where to send the browser, and what the callback must find again. */
    async authorizationUrl(): Promise<{ url: URL; state: string; codeVerifier: string; nonce: string }> {
      const codeVerifier = client.randomPKCECodeVerifier()
      const state = client.randomState()
      const nonce = client.randomNonce()
      const url = client.buildAuthorizationUrl(await configuration(), {
        redirect_uri: config.redirectUri,
        // offline_access: what most providers ask before they give a refresh token.
        scope: 'openid profile email offline_access',
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      })
      return { url, state, codeVerifier, nonce }
    },

    /** The person the callback names, once the code is exchanged and the ID token checked, and the refresh token. */
    async user(
      callbackUrl: URL,
      checks: { state: string; codeVerifier: string; nonce: string },
    ): Promise<{ user: StaffUser; refreshToken: string | null }> {
      const tokens = await client.authorizationCodeGrant(await configuration(), callbackUrl, {
        pkceCodeVerifier: checks.codeVerifier,
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        idTokenExpected: true,
      })
      const claims = tokens.claims()
      if (!claims) throw new Error('no ID token')
      const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined)
      const email = text(claims.email) ?? null
      const user = {
        subject: claims.sub,
        name: text(claims.name) ?? email ?? claims.sub,
        email,
        roles: rolesOfClaim(claims[config.rolesClaim]),
      }
      return { user, refreshToken: tokens.refresh_token ?? null }
    },

    /**
     * The roles the provider grants the person now: a refresh grant, its ID token's claim (or the userinfo's,
     * when the provider sends no ID token on refresh), for the same subject. A provider that answers no (the
     * person removed, the grant revoked) refuses; one that cannot be reached, or answers with an error of its
     * own, is unreachable. Without a refresh token nothing can be asked: refused, the person signs in again.
     */
    rolesCheck: (async (refreshToken, subject) => {
      if (!refreshToken) return 'refused'
      try {
        const configured = await configuration()
        const tokens = await client.refreshTokenGrant(configured, refreshToken)
        const claims = tokens.claims() ?? (await client.fetchUserInfo(configured, tokens.access_token, subject))
        if (claims.sub !== subject) return 'refused'
        return { roles: rolesOfClaim(claims[config.rolesClaim]), refreshToken: tokens.refresh_token ?? refreshToken }
      } catch (error) {
        const status = (error as { status?: unknown }).status
        return error instanceof client.ResponseBodyError && typeof status === 'number' && status < 500 ? 'refused' : 'unreachable'
      }
    }) satisfies RolesCheck,
  }
}

export type Oidc = ReturnType<typeof createOidc>

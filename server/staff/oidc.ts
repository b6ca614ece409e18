import * as client from 'openid-client'
import type { StaffUser } from '../../app/staff/domain/services.ts'
import { rolesOfClaim } from '../../app/staff/domain/roles.ts'
import type { StaffConfig } from './config.ts'

/**
 * Sign-in through the company's identity provider: OpenID Connect, authorization code with PKCE (S256), state
 * and nonce, with openid-client. The provider's metadata is discovered on the first sign-in and kept; a failed
 * discovery is tried again at the next one.
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
        scope: 'openid profile email',
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      })
      return { url, state, codeVerifier, nonce }
    },

    /** The person the callback names, once the code is exchanged and the ID token checked. */
    async user(callbackUrl: URL, checks: { state: string; codeVerifier: string; nonce: string }): Promise<StaffUser> {
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
      return {
        subject: claims.sub,
        name: text(claims.name) ?? email ?? claims.sub,
        email,
        roles: rolesOfClaim(claims[config.rolesClaim]),
      }
    },
  }
}

export type Oidc = ReturnType<typeof createOidc>

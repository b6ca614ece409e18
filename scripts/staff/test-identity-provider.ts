import http from 'node:http'
import type { AddressInfo } from 'node:net'
import Provider, { type KoaContextWithOIDC } from 'oidc-provider'
import type { StaffRole } from '../../app/staff/domain/roles.ts'

/**
 * A real OpenID Connect provider (oidc-provider, certified) for the tests and for `npm run staff:try`: the
 * staff area signs in against it exactly as against the company's. Its sign-in page is the library's
 * development page: any password is accepted for a listed account; an unknown login is refused.
 */
export type TestAccount = { login: string; name: string; email: string; roles: StaffRole[] }

export const sampleAccounts: TestAccount[] = [
  { login: 'marie', name: 'Marie Tremblay', email: 'marie.tremblay@nordorapharma.ca', roles: ['medical-information'] },
  { login: 'olivier', name: 'Olivier Gagnon', email: 'olivier.gagnon@nordorapharma.ca', roles: ['privacy'] },
  { login: 'alex', name: 'Alex Roy', email: 'alex.roy@nordorapharma.ca', roles: ['admin'] },
  { login: 'sam', name: 'Sam Lee', email: 'sam.lee@nordorapharma.ca', roles: ['medical-information', 'admin'] },
]

export type TestIdentityProvider = {
  issuer: string
  clientId: string
  clientSecret: string
  /** Grants an account other roles from now on, or removes it (null): what the site learns at its next check. */
  setRoles(login: string, roles: StaffRole[] | null): void
  close(): Promise<void>
}

export async function startTestIdentityProvider({
  redirectUri,
  accounts = sampleAccounts,
  port = 0,
  clientId = 'nordora-staff',
  clientSecret = 'test-secret-not-for-production',
  rolesClaim = 'roles',
}: {
  redirectUri: string
  accounts?: TestAccount[]
  port?: number
  clientId?: string
  clientSecret?: string
  rolesClaim?: string
}): Promise<TestIdentityProvider> {
  const server = http.createServer()
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const byLogin = new Map(accounts.map((account) => [account.login, account]))
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [redirectUri],
        // Refresh tokens: the site asks the roles again with them while a session lasts.
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
      },
    ],
    // PKCE for every client, S256 only (the default for confidential clients too, made explicit).
    pkce: { required: () => true },
    claims: { openid: ['sub'], profile: ['name', rolesClaim], email: ['email'] },
    // The roles in the ID token itself, where the staff area reads them.
    conformIdTokenClaims: false,
    cookies: { keys: ['nordora-test-identity-provider'] },
    // A refresh token with every sign-in, as the company's provider gives one to its own application.
    issueRefreshToken: async (_ctx: KoaContextWithOIDC, client: { grantTypeAllowed(type: string): boolean }) =>
      client.grantTypeAllowed('refresh_token'),
    async findAccount(_ctx: KoaContextWithOIDC, id: string) {
      const account = byLogin.get(id)
      if (!account) return undefined
      return { accountId: id, claims: async () => ({ sub: id, name: account.name, email: account.email, [rolesClaim]: account.roles }) }
    },
    // The company's own application: no consent screen, as an enterprise provider would have it.
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const existing = ctx.oidc.result?.consent?.grantId || ctx.oidc.session!.grantIdFor(ctx.oidc.client!.clientId)
      if (existing) return ctx.oidc.provider.Grant.find(existing)
      const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client!.clientId, accountId: ctx.oidc.session!.accountId })
      grant.addOIDCScope('openid profile email')
      await grant.save()
      return grant
    },
  })
  // The development sign-in page says so in the log on every start: quiet in tests.
  provider.on('server_error', (_ctx: unknown, error: Error) => console.error('test identity provider:', error.message))
  server.on('request', provider.callback())
  return {
    issuer,
    clientId,
    clientSecret,
    setRoles(login, roles) {
      const account = byLogin.get(login)
      if (!account) throw new Error(`no account ${login}`)
      if (roles === null) byLogin.delete(login)
      else byLogin.set(login, { ...account, roles })
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/**
 * A browser's part of an OpenID sign-in, with fetch and a cookie jar, against the test provider's own sign-in page
 * (scripts/staff/test-identity-provider.ts): from the authorization URL to the redirect back with the code. For
 * tests that sign in without a browser (a session's roles checked again, server/staff/role-check.test.ts).
 */
export async function codeRedirect(authorizationUrl: URL, login: string, redirectUri: string): Promise<URL> {
  const jar = new Map<string, string>()
  const remember = (response: Response) => {
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';')
      const index = pair.indexOf('=')
      jar.set(pair.slice(0, index), pair.slice(index + 1))
    }
  }
  const cookie = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ')
  let next: URL = authorizationUrl
  let body: URLSearchParams | undefined
  for (let hop = 0; hop < 10; hop += 1) {
    const response = await fetch(next, {
      method: body ? 'POST' : 'GET',
      headers: { cookie: cookie(), ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
      body,
      redirect: 'manual',
    })
    remember(response)
    body = undefined
    const location = response.headers.get('location')
    if (location) {
      next = new URL(location, next)
      if (next.href.startsWith(redirectUri)) return next
      continue
    }
    // The provider's sign-in page: any password for a listed account.
    if (response.status === 200 && next.pathname.startsWith('/interaction/')) {
      body = new URLSearchParams({ prompt: 'login', login, password: 'any password' })
      continue
    }
    throw new Error(`the provider answered ${response.status} at ${next.pathname}: ${(await response.text()).slice(0, 200)}`)
  }
  throw new Error('the sign-in did not come back')
}

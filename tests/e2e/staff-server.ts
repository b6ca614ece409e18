import crypto from 'node:crypto'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { freePort } from '../../scripts/nginx-local.ts'
import { startTestIdentityProvider, type TestIdentityProvider } from '../../scripts/staff/test-identity-provider.ts'
import { adverseEventAnswers, validMedicalInformation } from '../support/test-answers.ts'
import { startFormsServer, type FormsServer } from './forms-server.ts'

/**
 * A production server with the staff area on, signing in against a real OpenID provider (oidc-provider) started
 * for the spec file, with the sample accounts of scripts/staff/test-identity-provider.ts.
 */
export type StaffServer = FormsServer & { idp: TestIdentityProvider }

export function staffServerForFile(env: Record<string, string> = {}): StaffServer {
  // The file's tests in one worker, in order, so that one server and provider serve them all: spread over two
  // workers, each started its own (seconds of a loaded machine's time, for every staff file).
  test.describe.configure({ mode: 'default' })
  let server: StaffServer | undefined
  test.beforeAll(async () => {
    // A production server and a provider on a machine the other tests load too.
    test.setTimeout(120_000)
    const port = await freePort()
    const siteUrl = `http://localhost:${port}`
    const idp = await startTestIdentityProvider({ redirectUri: `${siteUrl}/staff/callback` })
    const forms = await startFormsServer({
      PORT: String(port),
      SITE_URL: siteUrl,
      STAFF_OIDC_ISSUER: idp.issuer,
      STAFF_OIDC_CLIENT_ID: idp.clientId,
      STAFF_OIDC_CLIENT_SECRET: idp.clientSecret,
      ...env,
    })
    server = { ...forms, idp }
  })
  test.afterAll(async () => {
    if (process.env.STAFF_E2E_LOG) (await import('node:fs')).writeFileSync(process.env.STAFF_E2E_LOG, server?.output() ?? '')
    await server?.stop()
    await server?.idp.close()
    server?.cleanUp()
  })
  return new Proxy({} as StaffServer, {
    get: (_target, key) => {
      if (!server) throw new Error('The staff server starts in beforeAll; read it from a test or hook.')
      return Reflect.get(server, key)
    },
  })
}

/**
 * Signs in through the provider's own sign-in page, from a staff address (or from the sign-in address itself,
 * `fromSignIn`, as after a sign-out); ends on that address.
 */
export async function signIn(page: Page, server: StaffServer, login: string, path = '/staff/en/cases', { fromSignIn = false } = {}) {
  await page.goto(fromSignIn ? `${server.url}/staff/sign-in?returnTo=${encodeURIComponent(path)}` : server.url + path)
  await expect(page).toHaveURL(new RegExp(`^${server.idp.issuer}/`))
  await page.locator('input[name="login"]').fill(login)
  await page.locator('input[name="password"]').fill('any password')
  await page.getByRole('button', { name: 'Sign-in' }).click()
  await expect(page).toHaveURL(server.url + path)
}

/** Answers posted to a form's page as the browser does (no script); the reference the confirmation shows. */
export async function postForm(
  request: APIRequestContext,
  server: StaffServer,
  path: string,
  answers: Record<string, string | readonly string[]>,
) {
  const params = new URLSearchParams()
  for (const [name, value] of Object.entries(answers)) for (const item of [value].flat()) params.append(name, item)
  const response = await request.post(`${server.url}${path}`, {
    data: params.toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.url },
    maxRedirects: 0,
  })
  const html = await response.text()
  expect(response.status(), html.slice(0, 500)).toBe(200)
  const reference = /(?:CT|MI)-\d{4}-\d{6}/.exec(html)?.[0]
  if (!reference) throw new Error('no reference in the confirmation')
  return reference
}

/** A medical-information request reporting a serious adverse event, posted as the form does; its reference. */
export async function postSeriousAdverseEvent(request: APIRequestContext, server: StaffServer): Promise<string> {
  const params = new URLSearchParams()
  // Each post a new request: the same answers again within a day are a repeat, not a new case (docs/decisions/0041).
  const question = `${validMedicalInformation.question} (${crypto.randomUUID()})`
  for (const [name, value] of Object.entries({ ...validMedicalInformation, ...adverseEventAnswers, question, phone: '514 555-0123' })) {
    for (const item of [value].flat()) params.append(name, item)
  }
  const response = await request.post(`${server.url}/en/medicalinformation`, {
    data: params.toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.url },
    maxRedirects: 0,
  })
  const html = await response.text()
  expect(response.status(), html.slice(0, 500)).toBe(200)
  const reference = /MI-\d{4}-\d{6}/.exec(html)?.[0]
  if (!reference) throw new Error('no reference in the confirmation')
  return reference
}

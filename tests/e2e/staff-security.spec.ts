import { expect, test, type Page } from '@playwright/test'
import { postSeriousAdverseEvent, signIn, staffServerForFile, type StaffServer } from './staff-server.ts'

const server = staffServerForFile()
const SESSION = 'nordora_staff_session'

const sessionCookie = async (page: Page) => (await page.context().cookies()).find((c) => c.name === SESSION)

/** The case's status as its page shows it (the page is read, never trusted, as the signed-in user). */
async function statusOf(page: Page, s: StaffServer, reference: string) {
  await page.goto(`${s.url}/staff/en/cases/${reference}`)
  return page.locator('[data-field="status"]').textContent()
}

test('staff cookies are HttpOnly, SameSite=Lax, scoped to /staff, and signing in always gives a new session (no fixation)', async ({
  browser,
}) => {
  // The attacker signs in and plants their own valid session id in the victim's browser.
  const attacker = await browser.newPage()
  await signIn(attacker, server, 'olivier', '/staff/en/privacy')
  const planted = (await sessionCookie(attacker))!
  expect(planted).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/staff', secure: false })

  const victim = await browser.newPage()
  await victim.context().addCookies([{ ...planted }])
  await signIn(victim, server, 'marie', '/staff/en/cases', { fromSignIn: true })
  const fresh = (await sessionCookie(victim))!
  expect(fresh.value).not.toBe(planted.value)
  // The planted id was ended at the sign-in: it opens nothing any more.
  const replay = await victim.request.get(`${server.url}/staff/en/cases`, {
    headers: { cookie: `${SESSION}=${planted.value}` },
    maxRedirects: 0,
  })
  expect(replay.status()).toBe(303)
  expect(replay.headers().location).toMatch(/^\/staff\/sign-in/)
  await attacker.close()
  await victim.close()
})

test('a forged session id gets the sign-in, and its cookie is cleared', async ({ request }) => {
  const response = await request.get(`${server.url}/staff/en/cases`, {
    headers: { cookie: `${SESSION}=${'A'.repeat(43)}` },
    maxRedirects: 0,
  })
  expect(response.status()).toBe(303)
  expect(response.headers().location).toBe(`/staff/sign-in?returnTo=${encodeURIComponent('/staff/en/cases')}`)
  expect(response.headers()['set-cookie']).toMatch(new RegExp(`${SESSION}=;.*Max-Age=0`))
})

test('every staff post needs the session’s CSRF token and a same-site origin; nothing changes without them', async ({ page, request }) => {
  const reference = await postSeriousAdverseEvent(request, server)
  await signIn(page, server, 'marie', `/staff/en/cases/${reference}`)
  const token = await page.locator('input[name="csrf"]').first().inputValue()
  const casePath = `${server.url}/staff/en/cases/${reference}`
  const posts: Record<string, string>[] = [
    { intent: 'status', to: 'triaged' },
    { intent: 'owner', owner: 'Mallory' },
    { intent: 'assign-me' },
    { intent: 'note', note: 'forged' },
  ]
  for (const form of posts) {
    for (const csrf of [undefined, 'wrong-token', token.slice(0, -1)]) {
      const response = await page.request.post(casePath, { form: { ...form, ...(csrf ? { csrf } : {}) }, maxRedirects: 0 })
      expect(response.status(), `${form.intent} with ${csrf}`).toBe(403)
    }
    // The right token from another site is refused too.
    const crossSite = await page.request.post(casePath, {
      form: { ...form, csrf: token },
      headers: { origin: 'https://evil.example' },
      maxRedirects: 0,
    })
    expect(crossSite.status()).toBe(403)
  }
  expect(await statusOf(page, server, reference)).toBe('New')
  await expect(page.locator('section[aria-labelledby="case-history"]')).not.toContainText('forged')
  await expect(page.locator('section[aria-labelledby="case-history"]')).not.toContainText('Mallory')

  // The sign-out is a post too: refused without the token, the session lives on.
  const signOut = await page.request.post(`${server.url}/staff/sign-out`, { form: { everywhere: 'yes' }, maxRedirects: 0 })
  expect(signOut.status()).toBe(403)
  expect(await statusOf(page, server, reference)).toBe('New')

  // With the token, the change goes through.
  const good = await page.request.post(casePath, { form: { intent: 'status', to: 'triaged', csrf: token }, maxRedirects: 0 })
  expect(good.status()).toBe(303)
  expect(await statusOf(page, server, reference)).toBe('Triaged')
})

test('a post without a session is refused and changes nothing', async ({ request }) => {
  const reference = await postSeriousAdverseEvent(request, server)
  const response = await request.post(`${server.url}/staff/en/cases/${reference}`, {
    form: { intent: 'status', to: 'closed', csrf: 'x' },
    maxRedirects: 0,
  })
  expect(response.status()).toBe(403)
})

test('signing out everywhere ends every session of the person', async ({ browser }) => {
  const first = await browser.newPage()
  const second = await browser.newPage()
  await signIn(first, server, 'sam')
  await signIn(second, server, 'sam')
  await second.getByRole('button', { name: 'Sign out everywhere' }).click()
  await expect(second).toHaveURL(`${server.url}/en`)
  const cookie = (await sessionCookie(first))!
  const response = await first.request.get(`${server.url}/staff/en/cases`, {
    headers: { cookie: `${SESSION}=${cookie.value}` },
    maxRedirects: 0,
  })
  expect(response.status()).toBe(303)
  await first.close()
  await second.close()
})

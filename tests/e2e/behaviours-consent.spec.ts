import { expect, test as base, type Page, type Request } from '@playwright/test'
import { installAxe, runAxe } from './axe.ts'
import { spawnServer, type SpawnedServer } from './behaviours-server.ts'

const GTM_ID = 'GTM-E2E5TEST'
const GTM_HOST = 'www.googletagmanager.com'

/** One server per worker with a tag manager configured; the shared test server has none. */
const test = base.extend<{ gtmRequests: Request[] }, { gtmServer: SpawnedServer }>({
  gtmServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, provide) => {
      const server = await spawnServer({ GTM_ID })
      await provide(server)
      await server.stop()
    },
    // A server's start can take long on a loaded machine; the tests themselves keep their own timeout.
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ gtmServer }, provide) => provide(gtmServer.url),
  // There is no network here: the tag manager's host is answered locally, and every request to it recorded.
  gtmRequests: async ({ page }, provide) => {
    const requests: Request[] = []
    await page.route(`https://${GTM_HOST}/**`, (route) => {
      requests.push(route.request())
      return route.fulfill({ contentType: 'text/javascript', body: 'window.__fakeGtmLoaded = (window.__fakeGtmLoaded || 0) + 1' })
    })
    await provide(requests)
  },
})

/** The data layer as plain data: gtag() commands (Arguments objects) become arrays. */
function dataLayer(page: Page): Promise<unknown[]> {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).map((entry) =>
      Object.prototype.toString.call(entry) === '[object Arguments]' ? Array.from(entry as ArrayLike<unknown>) : entry,
    ),
  )
}
const pageViews = async (page: Page) => (await dataLayer(page)).filter((entry) => (entry as { event?: string }).event === 'page_view')

test('the banner asks in the page’s language and nothing loads from the tag manager before consent', async ({ page, gtmRequests }) => {
  await page.goto('/fr/a-propos')
  const banner = page.getByTestId('consent-banner')
  await expect(banner.getByRole('heading', { name: 'Vos choix en matière de confidentialité' })).toBeVisible()
  await expect(banner.getByRole('button', { name: 'Accepter la mesure d’audience' })).toBeVisible()
  await expect(banner.getByRole('button', { name: 'Refuser la mesure d’audience' })).toBeVisible()
  await banner.getByRole('button', { name: 'Personnaliser' }).click()
  await expect(banner.getByRole('checkbox', { name: /Mesure d’audience/ })).not.toBeChecked()

  await page.goto('/en/rare-diseases-and-orphan-drugs')
  await expect(page.getByTestId('consent-banner').getByRole('heading', { name: 'Your privacy choices' })).toBeVisible()
  expect(await dataLayer(page)).toEqual([
    ['consent', 'default', { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' }],
  ])
  expect(gtmRequests).toHaveLength(0)
})

test('rejecting: remembered, consent stays denied, the tag manager never loads', async ({ page, gtmRequests, context }) => {
  await page.goto('/en/about')
  await page.getByRole('button', { name: 'Reject analytics' }).click()
  await expect(page.getByTestId('consent-banner')).toHaveCount(0)
  expect((await context.cookies()).find((c) => c.name === 'np_consent')?.value).toBe('analytics:denied')
  expect((await dataLayer(page)).at(-1)).toEqual(['consent', 'update', expect.objectContaining({ analytics_storage: 'denied' })])

  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Products' }).click()
  await expect(page).toHaveURL('/en/products')
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Cookie preferences' })).toBeVisible()
  await expect(page.getByTestId('consent-banner')).toHaveCount(0)
  expect(await pageViews(page)).toEqual([])
  expect(gtmRequests).toHaveLength(0)
})

test('accepting: the tag manager loads once, allowed by the page’s policy, and page views follow client navigation', async ({
  page,
  gtmRequests,
}) => {
  await page.goto('/en/about')
  await expect(page.getByTestId('consent-banner')).toBeVisible()
  expect(gtmRequests).toHaveLength(0)
  await page.getByRole('button', { name: 'Accept analytics' }).click()

  await expect.poll(() => gtmRequests.map((r) => r.url())).toEqual([`https://${GTM_HOST}/gtm.js?id=${GTM_ID}`])
  await expect.poll(() => page.evaluate(() => (window as unknown as { __fakeGtmLoaded?: number }).__fakeGtmLoaded)).toBe(1)
  // The prerendered page carries no nonce: its own policy allows the tag manager's host (docs/decisions/0080).
  const policy = await page.evaluate(() => document.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content'))
  expect(policy).toMatch(new RegExp(`script-src [^;]*https://${GTM_HOST.replace(/\./g, '\\.')}`))
  expect(await dataLayer(page)).toEqual(
    expect.arrayContaining([['consent', 'update', expect.objectContaining({ analytics_storage: 'granted', ad_storage: 'denied' })]]),
  )
  expect(await pageViews(page)).toEqual([
    { event: 'page_view', route_name: 'about', route_id: 'about.en', page_path: '/en/about', page_language: 'en' },
  ])

  // Client-side navigations: no new document, one page view each, under the route's name.
  const documents: string[] = []
  page.on('request', (request) => request.resourceType() === 'document' && documents.push(request.url()))
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Press room' }).click()
  await expect(page).toHaveURL('/en/pressroom')
  await page.getByTestId('language-toggle').first().click()
  await expect(page).toHaveURL('/fr/salledepresse')
  await expect.poll(() => pageViews(page)).toHaveLength(3)
  expect((await pageViews(page)).slice(1)).toEqual([
    { event: 'page_view', route_name: 'press-room', route_id: 'press-room.en', page_path: '/en/pressroom', page_language: 'en' },
    { event: 'page_view', route_name: 'press-room', route_id: 'press-room.fr', page_path: '/fr/salledepresse', page_language: 'fr' },
  ])
  expect(documents).toEqual([])
  expect(gtmRequests).toHaveLength(1)

  // A returning visitor: no banner, consent granted from the cookie, the tag manager and the page view at once.
  await page.reload()
  await expect(page.getByRole('button', { name: 'Préférences relatives aux témoins' })).toBeVisible()
  await expect.poll(() => gtmRequests.length).toBe(2)
  await expect(page.getByTestId('consent-banner')).toHaveCount(0)
  const events = await dataLayer(page)
  expect(events.slice(0, 2)).toEqual([
    ['consent', 'default', expect.objectContaining({ analytics_storage: 'denied' })],
    ['consent', 'update', expect.objectContaining({ analytics_storage: 'granted' })],
  ])
  // The tag manager's own `gtm.js` event may land before or after the page view: only their presence is certain.
  expect(events.slice(2)).toContainEqual({
    event: 'page_view',
    route_name: 'press-room',
    route_id: 'press-room.fr',
    page_path: '/fr/salledepresse',
    page_language: 'fr',
  })
})

test('the choice can be changed from the footer link', async ({ page, gtmRequests }) => {
  await page.goto('/en/contactus')
  await page.getByRole('button', { name: 'Accept analytics' }).click()
  await expect.poll(() => gtmRequests.length).toBe(1)
  await page.getByRole('button', { name: 'Cookie preferences' }).click()
  const banner = page.getByTestId('consent-banner')
  await banner.getByRole('button', { name: 'Customize' }).click()
  await expect(banner.getByRole('checkbox', { name: /Analytics/ })).toBeChecked()
  await banner.getByRole('checkbox', { name: /Analytics/ }).uncheck()
  await banner.getByRole('button', { name: 'Save my choices' }).click()
  await expect(banner).toHaveCount(0)
  expect((await dataLayer(page)).at(-1)).toEqual(['consent', 'update', expect.objectContaining({ analytics_storage: 'denied' })])
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'About us' }).click()
  await expect(page).toHaveURL('/en/about')
  expect((await pageViews(page)).map((view) => (view as { route_name: string }).route_name)).toEqual(['contact'])
})

test('the banner passes the WCAG 2.1 AA rules in both colour schemes, opened in full', async ({ page }) => {
  await installAxe(page)
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme })
    await page.goto('/fr/nousjoindre')
    await page.getByRole('button', { name: 'Personnaliser' }).click()
    await expect(page.getByRole('checkbox', { name: /Mesure d’audience/ })).toBeVisible()
    expect(await runAxe(page)).toEqual([])
  }
})

base('the server refuses to start with an invalid GTM_ID, naming it and the likely fix', async () => {
  const server = await spawnServer({ GTM_ID: 'gtm-abc12' }, { waitUntilReady: false })
  const code = await Promise.race([server.exit, new Promise((resolve) => setTimeout(() => resolve('still running'), 20_000))])
  await server.stop()
  expect(code).not.toBe(0)
  expect(code).not.toBe('still running')
  expect(server.output()).toContain("gtm-abc12 is not a valid GTM-ID. Did you mean 'GTM-ABC12'?")
})

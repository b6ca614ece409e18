import { expect, test as base } from '@playwright/test'
import { spawnServer, type SpawnedServer } from './behaviours-server.ts'

/** The banner and the cookie preferences show only when a tag manager is configured: a server of their own. */
const test = base.extend<object, { gtmServer: SpawnedServer }>({
  gtmServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, provide) => {
      const server = await spawnServer({ GTM_ID: 'GTM-E2E5TEST' })
      await provide(server)
      await server.stop()
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ gtmServer }, provide) => provide(gtmServer.url),
})

test.beforeEach(async ({ page }) => {
  await page.route('https://www.googletagmanager.com/**', (route) => route.fulfill({ contentType: 'text/javascript', body: '' }))
})

test('the consent banner and the cookie preferences link the privacy policy in the page’s language', async ({ page }) => {
  await page.goto('/fr/a-propos')
  const banner = page.getByTestId('consent-banner')
  await expect(banner.getByRole('link', { name: 'Lire notre politique de confidentialité' })).toHaveAttribute('href', '/fr/confidentialite')
  await banner.getByRole('button', { name: 'Refuser la mesure d’audience' }).click()
  await expect(banner).toHaveCount(0)
  const preferences = page.locator('.consent-preferences')
  await expect(preferences.getByRole('button')).toBeVisible()
  await preferences.getByRole('link', { name: 'Lire notre politique de confidentialité' }).click()
  await expect(page).toHaveURL('/fr/confidentialite')
  await page.goto('/en/about')
  await expect(page.locator('.consent-preferences').getByRole('link', { name: 'Read our privacy policy' })).toHaveAttribute(
    'href',
    '/en/privacy',
  )
})

import { expect, test, type Page } from '@playwright/test'
import { serverWithoutChunk } from './server-without-chunk.ts'
import { countDocuments, hydrated, routeKnown } from './page-state.ts'

/** Nothing a visitor may see when something fails: React Router's own error page, or a raw technical message. */
async function expectNoFrameworkError(page: Page) {
  await expect(page.getByText('Application Error')).toHaveCount(0)
  await expect(page.getByText(/dynamically imported module|Failed to fetch/)).toHaveCount(0)
}

// Each group starts a server over its own copy of the build; its first answers are slow on a busy machine.
test.describe.configure({ mode: 'serial' })

test.describe('a route chunk deleted from the build', () => {
  const server = serverWithoutChunk('press-room')

  const pressRoomInHeader = (page: Page) => page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Press room' })

  test('hovering the header link never reloads; a click reloads into the page once, then shows the error screen', async ({ page }) => {
    const documents = countDocuments(page)
    const missing: string[] = []
    page.on('response', (response) => response.url().includes('/assets/press-room-') && missing.push(String(response.status())))
    await page.goto(`${server.url}/en`)
    await routeKnown(page, 'press-room.en')

    for (let hover = 0; hover < 4; hover++) {
      await pressRoomInHeader(page).hover()
      await page.waitForTimeout(300)
      await page.getByRole('heading', { level: 1 }).hover()
      await page.waitForTimeout(200)
    }
    // The preload asked for the chunk and met the 404; the page stayed.
    expect(missing).toContain('404')
    expect(documents).toEqual(['/en'])

    await pressRoomInHeader(page).click()
    await expect.poll(() => documents).toEqual(['/en', '/en/pressroom'])
    await expect(page.getByRole('heading', { level: 1, name: 'Press room' })).toBeVisible()

    // Within 10 s, the same path fails again: the site's error screen, no second reload.
    await page.goto(`${server.url}/en`)
    await routeKnown(page, 'press-room.en')
    await pressRoomInHeader(page).hover()
    await pressRoomInHeader(page).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Internal Server Error' })).toBeVisible()
    await page.waitForTimeout(500)
    expect(documents).toEqual(['/en', '/en/pressroom', '/en'])
    await expectNoFrameworkError(page)
  })

  test('a click before React Router knows the route: its own loader meets the failure, and the guard decides', async ({ page }) => {
    // Hold back route discovery, so the click finds the route unknown and React Router loads the module itself.
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/__manifest?*', async (route) => {
      await held
      await route.continue()
    })
    const documents = countDocuments(page)
    await page.goto(`${server.url}/en`)
    // React Router's bootstrap runs after the first paint: its manifest is there once the page is hydrated.
    await hydrated(page)
    await page.evaluate(() => sessionStorage.clear())
    const known = () =>
      page.evaluate(() =>
        Boolean(
          (window as unknown as { __reactRouterManifest: { routes: Record<string, unknown> } }).__reactRouterManifest.routes[
            'press-room.en'
          ],
        ),
      )
    expect(await known()).toBe(false)
    await pressRoomInHeader(page).click()
    release()
    // Not React Router's reload of the current page: the page the visitor asked for, once.
    await expect.poll(() => documents).toEqual(['/en', '/en/pressroom'])
    await expect(page.getByRole('heading', { level: 1, name: 'Press room' })).toBeVisible()

    await page.unrouteAll({ behavior: 'wait' })
    let releaseAgain = () => {}
    const heldAgain = new Promise<void>((resolve) => (releaseAgain = resolve))
    await page.route('**/__manifest?*', async (route) => {
      await heldAgain
      await route.continue()
    })
    await page.goto(`${server.url}/en`)
    await hydrated(page)
    expect(await known()).toBe(false)
    await pressRoomInHeader(page).click()
    releaseAgain()
    await expect(page.getByRole('heading', { level: 1, name: 'Internal Server Error' })).toBeVisible()
    await page.waitForTimeout(500)
    expect(documents).toEqual(['/en', '/en/pressroom', '/en'])
    await expectNoFrameworkError(page)
  })

  test('a first, direct visit to the page whose chunk is gone reloads once through the guard, then stays as its HTML', async ({ page }) => {
    const documents = countDocuments(page)
    await page.goto(`${server.url}/en/pressroom`)
    await expect.poll(() => documents).toEqual(['/en/pressroom', '/en/pressroom'])
    await expect(page.getByRole('heading', { level: 1, name: 'Press room' })).toBeVisible()
    // Within 10 s the same failure reloads no more: the page stays readable, as without scripts.
    await page.waitForTimeout(1_500)
    expect(documents).toEqual(['/en/pressroom', '/en/pressroom'])
    expect(Object.keys(JSON.parse((await page.evaluate(() => sessionStorage.getItem('np:chunk-reloads'))) ?? '{}'))).toEqual([
      '/en/pressroom',
    ])
    await expect(page.getByRole('heading', { level: 1, name: 'Press room' })).toBeVisible()
    await expectNoFrameworkError(page)
  })

  test('in French, the error screen is in French', async ({ page }) => {
    await page.goto(`${server.url}/fr`)
    await page.evaluate(() => sessionStorage.setItem('np:chunk-reloads', JSON.stringify({ '/fr/salledepresse': Date.now() })))
    await routeKnown(page, 'press-room.fr')
    await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Salle de presse' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Erreur interne du serveur' })).toBeVisible()
    await expectNoFrameworkError(page)
  })
})

test.describe('the consent banner’s chunk deleted from the build', () => {
  const server = serverWithoutChunk('consent-banner', { GTM_ID: 'GTM-E2E5TEST' })

  test('the page stays, the choice is still offered, and the footer link still works', async ({ page }) => {
    await page.route('https://www.googletagmanager.com/**', (route) => route.fulfill({ contentType: 'text/javascript', body: '' }))
    const documents = countDocuments(page)
    await page.goto(`${server.url}/en/about`)
    const fallback = page.getByTestId('consent-fallback')
    await expect(fallback).toBeVisible()
    await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible()
    await expect(page.locator('.site-footer')).toBeVisible()
    await expectNoFrameworkError(page)
    // At most the one reload the guard allows for the path.
    expect(documents.length).toBeLessThanOrEqual(2)

    await fallback.getByRole('button', { name: 'Reject analytics' }).click()
    await expect(fallback).toBeHidden()
    expect((await page.context().cookies()).find((cookie) => cookie.name === 'np_consent')?.value).toBe('analytics:denied')

    await page.getByRole('button', { name: 'Cookie preferences' }).click()
    await expect(fallback).toBeVisible()
    await fallback.getByRole('button', { name: 'Accept analytics' }).click()
    await expect(fallback).toBeHidden()
    expect((await page.context().cookies()).find((cookie) => cookie.name === 'np_consent')?.value).toBe('analytics:granted')
    await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible()
    await expectNoFrameworkError(page)
  })
})

test.describe('a fatal error while the bot-detection chunk is missing too', () => {
  const server = serverWithoutChunk('isbot')

  /** The press room's chunk fails after the guard's one reload: a fatal error, whose handling needs isbot. */
  async function failPressRoom(page: Page) {
    await page.route(/\/assets\/press-room-[\w-]+\.js$/, (route) => route.abort('failed'))
    const documents = countDocuments(page)
    await page.goto(`${server.url}/en`)
    await page.evaluate(() => sessionStorage.setItem('np:chunk-reloads', JSON.stringify({ '/en/pressroom': Date.now() })))
    await routeKnown(page, 'press-room.en')
    await page.locator('.prose a[href="/en/pressroom"]').first().click()
    return documents
  }

  test('a person gets the error screen, not a reload', async ({ page }) => {
    const documents = await failPressRoom(page)
    await expect(page.getByRole('heading', { level: 1, name: 'Internal Server Error' })).toBeVisible()
    await page.waitForTimeout(500)
    expect(documents).toEqual(['/en'])
    await expectNoFrameworkError(page)
  })

  test.describe('for a search-engine bot', () => {
    test.use({ userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' })

    test('it is only logged, and the page neither reloads nor shows the screen', async ({ page }) => {
      const logged: string[] = []
      page.on('console', (message) => message.type() === 'error' && logged.push(message.text()))
      const documents = await failPressRoom(page)
      await expect.poll(() => logged.some((text) => text.startsWith('Fatal error'))).toBe(true)
      await page.waitForTimeout(500)
      expect(documents).toEqual(['/en'])
      await expect(page.getByRole('heading', { name: 'Internal Server Error' })).toHaveCount(0)
    })
  })
})

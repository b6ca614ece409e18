import { expect, test, type Page } from '@playwright/test'
import { countDocuments, hydrated, routeKnown } from './page-state.ts'

const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' })

test.describe('build check', () => {
  test('a different id in builds/latest.json reloads the page, once', async ({ page }) => {
    let served = 0
    await page.route('**/builds/latest.json', async (route) => {
      served++
      if (served === 1) return route.fulfill({ json: { id: 'a-newer-build', timestamp: Date.now() } })
      return route.continue()
    })
    const documents = countDocuments(page)
    await page.goto('/en/about')
    // The check waits for the browser to be idle, then a second: on a loaded two-core machine, idle can be late.
    await expect.poll(() => documents, { timeout: 20_000 }).toEqual(['/en/about', '/en/about'])
    await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible()
    // The reloaded page checks again, finds its own build, and stays.
    await expect.poll(() => served, { timeout: 10_000 }).toBeGreaterThanOrEqual(2)
    await page.waitForTimeout(500)
    expect(documents).toHaveLength(2)
  })

  test('with a half-filled form, it waits for the next navigation', async ({ page }) => {
    let newer = false
    await page.route('**/builds/latest.json', (route) =>
      newer ? route.fulfill({ json: { id: 'a-newer-build', timestamp: Date.now() } }) : route.continue(),
    )
    const documents = countDocuments(page)
    await page.goto('/en/about')
    await routeKnown(page, 'products.en')
    await page.evaluate(() => {
      const form = document.createElement('form')
      form.innerHTML = '<label>Your question <input name="question"></label>'
      document.querySelector('main')!.append(form)
    })
    await page.getByLabel('Your question').fill('What is the dosage')
    newer = true
    const checked = page.waitForRequest('**/builds/latest.json')
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')))
    await checked
    await page.waitForTimeout(500)
    expect(documents).toEqual(['/en/about'])
    await expect(page.getByLabel('Your question')).toHaveValue('What is the dosage')

    await mainMenu(page).getByRole('link', { name: 'Products' }).click()
    await expect.poll(() => documents).toEqual(['/en/about', '/en/products'])
    await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible()
  })
})

test.describe('chunk reload', () => {
  /**
   * The press room's link in the home page's Markdown: clicking it goes through
   * the site's navigation hook (the header's link: behaviours-chunks.spec.ts).
   */
  const pressRoomInContent = (page: Page) => page.locator('.prose a[href="/en/pressroom"]').first()

  test('a route chunk that fails to load reloads once, then shows the error screen instead of looping', async ({ page }) => {
    await page.route(/\/assets\/press-room-[\w-]+\.js$/, (route) => route.abort('failed'))
    const documents = countDocuments(page)
    await page.goto('/en')
    await routeKnown(page, 'press-room.en')
    await pressRoomInContent(page).click()
    // Reloaded into the page the visitor asked for, as a new document the server renders.
    await expect.poll(() => documents).toEqual(['/en', '/en/pressroom'])
    await expect(page.getByRole('heading', { level: 1, name: 'Press room' })).toBeVisible()

    // Within 10 s the same path fails again: the error screen, no second reload.
    await page.goto('/en')
    await routeKnown(page, 'press-room.en')
    await pressRoomInContent(page).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Internal Server Error' })).toBeVisible()
    await page.waitForTimeout(500)
    expect(documents).toEqual(['/en', '/en/pressroom', '/en'])
    await expect(page).toHaveURL('/en')

    // The error screen goes with the next navigation that works.
    await mainMenu(page).getByRole('link', { name: 'Products' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible()
  })

  test.describe('for a search-engine bot', () => {
    test.use({ userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' })

    test('the same failure is only logged: the page stays as rendered', async ({ page }) => {
      await page.route(/\/assets\/press-room-[\w-]+\.js$/, (route) => route.abort('failed'))
      const logged: string[] = []
      page.on('console', (message) => message.type() === 'error' && logged.push(message.text()))
      await page.goto('/en')
      // As if the page had just been reloaded for this path.
      await page.evaluate(() => sessionStorage.setItem('np:chunk-reloads', JSON.stringify({ '/en/pressroom': Date.now() })))
      await routeKnown(page, 'press-room.en')
      const title = await page.getByRole('heading', { level: 1 }).textContent()
      await pressRoomInContent(page).click()
      await expect.poll(() => logged.some((text) => text.startsWith('Fatal error'))).toBe(true)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title!)
      await expect(page.getByRole('heading', { name: 'Internal Server Error' })).toHaveCount(0)
    })
  })
})

test.describe('navigation guard', () => {
  for (const href of [
    'javascript:window.__pwned=1',
    ' JaVaScRiPt:window.__pwned=1',
    'java\tscript:window.__pwned=1',
    'data:text/html,<p>pwned</p>',
  ]) {
    test(`a content link to ${JSON.stringify(href)} is refused`, async ({ page }) => {
      const documents = countDocuments(page)
      await page.goto('/en/about')
      await hydrated(page)
      await page.evaluate((value) => {
        const link = Object.assign(document.createElement('a'), { textContent: 'Tempting link' })
        link.setAttribute('href', value)
        document.querySelector('.prose')!.append(link)
      }, href)
      await page.getByRole('link', { name: 'Tempting link' }).click()
      await expect(page.getByTestId('blocked-link-notice')).toHaveText(
        'This link was not followed: its address is unsafe or leads to a site we do not link to.',
      )
      await expect(page).toHaveURL('/en/about')
      expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined()
      expect(documents).toEqual(['/en/about'])
    })
  }

  test('a link to a host off the allow list is refused; content links within the site navigate client-side', async ({ page }) => {
    const documents = countDocuments(page)
    await page.goto('/fr/a-propos')
    await hydrated(page)
    await page.evaluate(() => {
      const link = Object.assign(document.createElement('a'), { href: 'https://evil.example/phish', textContent: 'Ailleurs' })
      document.querySelector('.prose')!.append(link)
    })
    await page.getByRole('link', { name: 'Ailleurs' }).click()
    await expect(page.getByTestId('blocked-link-notice')).toContainText('Ce lien n’a pas été suivi')
    await page.locator('.prose a[href="/fr/produits"]').first().click()
    await expect(page).toHaveURL('/fr/produits')
    await expect(page.getByTestId('blocked-link-notice')).toBeEmpty()
    expect(documents).toEqual(['/fr/a-propos'])
  })
  // Every way of following a link: a middle click (auxclick, no click event), the modifiers that open a new
  // tab or window, and Enter on the focused link. None may open the refused address, in this tab or another.
  const ways: Array<{ name: string; follow: (page: Page) => Promise<void> }> = [
    { name: 'a middle click', follow: (page) => page.getByRole('link', { name: 'Elsewhere' }).click({ button: 'middle' }) },
    { name: 'Ctrl+click', follow: (page) => page.getByRole('link', { name: 'Elsewhere' }).click({ modifiers: ['Control'] }) },
    { name: 'Shift+click', follow: (page) => page.getByRole('link', { name: 'Elsewhere' }).click({ modifiers: ['Shift'] }) },
    { name: 'Meta+click', follow: (page) => page.getByRole('link', { name: 'Elsewhere' }).click({ modifiers: ['Meta'] }) },
    {
      name: 'Enter on the focused link',
      follow: async (page) => {
        await page.getByRole('link', { name: 'Elsewhere' }).focus()
        await page.keyboard.press('Enter')
      },
    },
  ]
  for (const way of ways) {
    test(`${way.name} on a link to a host off the allow list is refused, in no tab`, async ({ page, context }) => {
      const opened: string[] = []
      context.on('page', (other) => opened.push(other.url()))
      await context.route('https://evil.example/**', (route) => route.fulfill({ contentType: 'text/html', body: '<p>phished</p>' }))
      await page.goto('/en/about')
      await hydrated(page)
      await page.evaluate(() => {
        const link = Object.assign(document.createElement('a'), { href: 'https://evil.example/phish', textContent: 'Elsewhere' })
        document.querySelector('.prose')!.append(link)
      })
      await way.follow(page)
      await expect(page.getByTestId('blocked-link-notice')).toHaveText(
        'This link was not followed: its address is unsafe or leads to a site we do not link to.',
      )
      await page.waitForTimeout(300)
      expect(opened).toEqual([])
      await expect(page).toHaveURL('/en/about')
    })
  }
})

test.describe('route loading', () => {
  test('the loading indicator shows when a navigation takes longer than 100 ms', async ({ page }) => {
    await page.goto('/en/about')
    await routeKnown(page, 'products.en')
    await page.route('**/en/products.data*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800))
      await route.continue()
    })
    await mainMenu(page).getByRole('link', { name: 'Products' }).click()
    await expect(page.getByTestId('loading-indicator')).toHaveAttribute('data-visible', 'true')
    await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible()
    await expect(page.getByTestId('loading-indicator')).toHaveAttribute('data-visible', 'false')
  })

  for (const late of [
    { code: 350, data: 350 },
    { code: 150, data: 600 },
    { code: 600, data: 150 },
  ]) {
    test(`it shows once per navigation when the new code comes ${late.code} ms late and the new data ${late.data} ms`, async ({ page }) => {
      const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
      await page.route(/\/assets\/press-room-[\w-]+\.js$/, async (route) => {
        await later(late.code)
        await route.continue()
      })
      await page.route('**/en/pressroom.data*', async (route) => {
        await later(late.data)
        await route.continue()
      })
      await page.goto('/en/about')
      await routeKnown(page, 'press-room.en')
      // Every change of the indicator, as the page sees it.
      await page.evaluate(() => {
        const indicator = document.querySelector('[data-testid="loading-indicator"]')!
        const seen: string[] = []
        ;(window as unknown as { indicatorSeen: string[] }).indicatorSeen = seen
        new MutationObserver(() => {
          const now = indicator.getAttribute('data-visible')!
          if (seen.at(-1) !== now) seen.push(now)
        }).observe(indicator, { attributes: true, attributeFilter: ['data-visible'] })
      })
      await mainMenu(page).getByRole('link', { name: 'Press room' }).click()
      await expect(page.getByRole('heading', { level: 1, name: 'Press room' })).toBeVisible()
      await expect(page.getByTestId('loading-indicator')).toHaveAttribute('data-visible', 'false')
      await page.waitForTimeout(300)
      expect(await page.evaluate(() => (window as unknown as { indicatorSeen: string[] }).indicatorSeen)).toEqual(['true', 'false'])
    })
  }
})

test.describe('theme', () => {
  test('dark mode follows the system setting', async ({ page }) => {
    const colours = () =>
      page.evaluate(() => ({
        background: getComputedStyle(document.documentElement).backgroundColor,
        text: getComputedStyle(document.documentElement).color,
      }))
    await page.emulateMedia({ colorScheme: 'light' })
    await page.goto('/en/about')
    expect(await colours()).toEqual({ background: 'rgb(255, 255, 255)', text: 'rgb(27, 31, 35)' })
    await page.emulateMedia({ colorScheme: 'dark' })
    expect(await colours()).toEqual({ background: 'rgb(18, 23, 28)', text: 'rgb(232, 237, 241)' })
  })
})

import { expect, test, type Page } from '@playwright/test'
import { catalogues } from '../../app/i18n/messages.ts'
import { allPages } from './a11y-pages.ts'
import { everyFocusStop, focusRing, tabTo } from './focus.ts'
import { hydrated } from './page-state.ts'

const en = catalogues.en
const fr = catalogues.fr

/** A marker that survives client-side navigations and disappears on a full page load. */
async function markDocument(page: Page) {
  await page.evaluate(() => Object.assign(window, { sameDocument: true }))
}
async function isSameDocument(page: Page) {
  return page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true)
}

test.describe('keyboard only', () => {
  test('the first Tab shows the skip link, which takes focus to the main content', async ({ page }) => {
    await page.goto('/en')
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: en['skip.main'] })
    await expect(skip).toBeFocused()
    await expect(skip).toBeInViewport()
    expect((await focusRing(page))?.visible).toBe(true)
    await page.keyboard.press('Enter')
    await expect(page.locator('main')).toBeFocused()
    await expect(page).toHaveURL(/#main$/)
  })

  test('after a client-side navigation focus is on the new page’s main heading and its title is announced', async ({ page }) => {
    await page.goto('/en')
    await hydrated(page)
    await markDocument(page)
    const about = page.getByRole('navigation', { name: en['nav.label'] }).getByRole('link', { name: en['nav.about'] })
    await tabTo(page, about)
    await page.keyboard.press('Enter')

    await expect(page).toHaveURL('/en/about')
    const heading = page.locator('main h1')
    await expect(heading).toBeFocused()
    await expect(page.getByTestId('route-announcer')).toHaveText(await page.title())
    await expect(page.getByTestId('route-announcer')).toHaveText(/\| Nordora Pharma$/)
    await expect(page.getByTestId('route-announcer')).toHaveAttribute('aria-live', 'polite')
    expect(await isSameDocument(page)).toBe(true)

    // Back in history: the previous page's heading takes focus the same way.
    await page.goBack()
    await expect(page).toHaveURL('/en')
    await expect(page.locator('main h1')).toBeFocused()
    await expect(page.getByTestId('route-announcer')).toHaveText(await page.title())
  })

  test('the first page load is left alone: nothing announced, focus at the top', async ({ page }) => {
    await page.goto('/fr/a-propos')
    await hydrated(page)
    await expect(page.getByTestId('route-announcer')).toHaveText('')
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true)
  })

  test('the language toggle carries lang and hreflang, and switches by keyboard with focus on the heading', async ({ page }) => {
    await page.goto('/en/products')
    await hydrated(page)
    await markDocument(page)
    const toggle = page.getByRole('banner').getByRole('link', { name: en['lang.toggle'] })
    await expect(toggle).toHaveAttribute('lang', 'fr-CA')
    await expect(toggle).toHaveAttribute('hreflang', 'fr-CA')
    await expect(toggle).toHaveAttribute('href', '/fr/produits')
    await tabTo(page, toggle)
    await page.keyboard.press('Enter')

    await expect(page).toHaveURL('/fr/produits')
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA')
    await expect(page.locator('main h1')).toBeFocused()
    await expect(page.getByTestId('route-announcer')).toHaveText(await page.title())
    const back = page.getByRole('banner').getByRole('link', { name: fr['lang.toggle'] })
    await expect(back).toHaveAttribute('lang', 'en-CA')
    await expect(back).toHaveAttribute('hreflang', 'en-CA')
    expect(await isSameDocument(page)).toBe(true)
  })

  test('every language toggle on the site names its language', async ({ page }) => {
    // One page of each kind is enough here: the toggle is one component, the sweep covers every page.
    for (const path of [
      '/en',
      '/fr/salledepresse',
      allPages().find((p) => p.endsWith('/print'))!,
      '/fr/sclerose-en-plaques',
      '/en/no-such-page',
    ]) {
      await page.goto(path)
      const toggles = page.getByTestId('language-toggle')
      expect(await toggles.count(), path).toBeGreaterThan(0)
      for (const toggle of await toggles.all()) {
        const lang = await toggle.getAttribute('lang')
        expect(lang, path).toMatch(/^(en|fr)-CA$/)
        await expect(toggle, path).toHaveAttribute('hreflang', lang!)
        expect(await page.locator('html').getAttribute('lang'), path).not.toBe(lang)
      }
    }
  })
})

test.describe('visible focus', () => {
  // Each kind of page: header and footer, lists, a release, its print view, an error screen.
  const samples = [
    '/en',
    '/fr/salledepresse',
    allPages().find((p) => /^\/en\/pressroom\/[^/]+$/.test(p))!,
    allPages().find((p) => p.endsWith('/imprimer'))!,
    '/fr/aucune-page',
  ]

  // One test per page and scheme: each tabs through a whole page, and they run side by side.
  for (const scheme of ['light', 'dark'] as const) {
    for (const path of samples) {
      test(`every stop of the Tab order on ${path} shows a focus ring with 3:1 contrast (${scheme})`, async ({ page }) => {
        await page.emulateMedia({ colorScheme: scheme })
        await page.goto(path)
        const rings = await everyFocusStop(page)
        expect(rings.length).toBeGreaterThan(2)
        const weak = rings
          .filter((ring) => !ring.visible || ring.contrast < 3)
          .map((ring) => `${ring.element} ${ring.outline} (${ring.contrast}:1)`)
        expect(weak).toEqual([])
      })
    }
  }
})

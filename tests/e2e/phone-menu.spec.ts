import { expect, test, type Page } from '@playwright/test'
import { hydrated } from './page-state.ts'

/**
 * The phone menu is a connected overlay: it animates in for 0.12 s (the `--p-overlay-transition` token, as the
 * consent banner does), and not at all for a visitor who asks for reduced motion.
 */
test.use({ viewport: { width: 390, height: 844 } })

async function openMenu(page: Page, path: string, menu: string, label: string) {
  await page.goto(path)
  await page.getByRole('navigation', { name: label }).getByText(menu, { exact: true }).click()
  const list = page.locator('.site-nav__menu[open] > .site-nav__list')
  await expect(list).toBeVisible()
  return list
}

/** The list's running CSS animations, as the browser sees them: name and duration in milliseconds. */
const animationsOf = (page: Page) =>
  page
    .locator('.site-nav__list')
    .evaluate((list) =>
      list
        .getAnimations()
        .map((animation) => ({ name: (animation as CSSAnimation).animationName, duration: animation.effect?.getTiming().duration })),
    )

test('opening the phone menu animates it in for 0.12 s, the token the consent banner uses', async ({ page }) => {
  const list = await openMenu(page, '/en', 'Menu', 'Main menu')
  expect(await list.evaluate((element) => getComputedStyle(element).animationDuration)).toBe('0.12s')
  // The design token itself (minified, it may read `.12s`).
  expect(parseFloat(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--p-overlay-transition')))).toBe(
    0.12,
  )
  const running = await animationsOf(page)
  // Already finished on a fast machine: then the computed style is the proof; otherwise the running one is 120 ms.
  for (const animation of running) expect(animation).toEqual({ name: 'p-menu-in', duration: 120 })
  expect(await list.evaluate((element) => getComputedStyle(element).animationName)).toBe('p-menu-in')
})

test('with reduced motion, the phone menu opens without animation', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  const list = await openMenu(page, '/fr', 'Menu', 'Menu principal')
  expect(await list.evaluate((element) => getComputedStyle(element).animationName)).toBe('none')
  expect(await animationsOf(page)).toEqual([])
})

test('a menu opened while the scripts are still loading stays open once they run', async ({ page }) => {
  // The page's scripts held back until the menu is open, as on a slow phone connection.
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\.js$/, async (route) => {
    await held
    await route.continue()
  })
  await page.goto('/en', { waitUntil: 'commit' })
  await page.getByRole('navigation', { name: 'Main menu' }).getByText('Menu', { exact: true }).click()
  await expect(page.locator('.site-nav__menu[open] > .site-nav__list')).toBeVisible()
  release()
  await hydrated(page)
  await expect(page.locator('.site-nav__menu')).toHaveAttribute('open', '')
  // A client-side navigation from the menu still closes it.
  await page.locator('.site-nav__list').getByRole('link', { name: 'Press room' }).click()
  await expect(page).toHaveURL(/\/en\/pressroom$/)
  await expect(page.locator('.site-nav__menu')).not.toHaveAttribute('open')
})

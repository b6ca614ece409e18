import { expect, test, type Page } from '@playwright/test'
import { hydrated } from './page-state.ts'

/**
 * The phone menu is a connected overlay: it animates in for 0.12 s (the `--p-overlay-transition` token, as the
 * consent banner does), and not at all for a visitor who asks for reduced motion.
 */
test.use({ viewport: { width: 390, height: 844 } })

async function openMenu(page: Page, path: string, menu: string, label: string) {
  await page.goto(path)
  await page.getByRole('banner').getByText(menu, { exact: true }).click()
  const list = page.getByRole('navigation', { name: label }).locator('.site-nav__list')
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
  await page.getByRole('banner').getByText('Menu', { exact: true }).click()
  await expect(page.locator('.site-nav__list')).toBeVisible()
  release()
  await hydrated(page)
  await expect(page.locator('.site-nav__menu')).toHaveAttribute('open', '')
  // A client-side navigation from the menu still closes it.
  await page.locator('.site-nav__list').getByRole('link', { name: 'Press room' }).click()
  await expect(page).toHaveURL(/\/en\/pressroom$/)
  await expect(page.locator('.site-nav__menu')).not.toHaveAttribute('open')
})

/** The menu button as Chromium's accessibility tree exposes it: its name and whether it is expanded. */
async function menuButton(page: Page) {
  const cdp = await page.context().newCDPSession(page)
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
    nodes: {
      ignored: boolean
      role?: { value: string }
      name?: { value: string }
      properties?: { name: string; value: { value: unknown } }[]
    }[]
  }
  await cdp.detach()
  const button = nodes.find((node) => !node.ignored && node.role?.value === 'DisclosureTriangle')
  return { name: button?.name?.value, expanded: button?.properties?.find((property) => property.name === 'expanded')?.value.value ?? false }
}

for (const [lang, menu, close, label, home] of [
  ['en', 'Menu', 'Close', 'Main menu', 'Home'],
  ['fr', 'Menu', 'Fermer', 'Menu principal', 'Accueil'],
] as const) {
  test(`${lang}: open, the button says it closes the menu and is expanded; closed, it says "${menu}"`, async ({ page }) => {
    await page.goto(`/${lang}`)
    expect(await menuButton(page)).toEqual({ name: menu, expanded: false })
    await page.getByRole('banner').getByText(menu, { exact: true }).click()
    await expect.poll(() => page.locator('.site-nav__toggle').innerText()).toBe(close)
    expect(await menuButton(page)).toEqual({ name: close, expanded: true })
    await page.getByRole('banner').getByText(close, { exact: true }).click()
    await expect(page.locator('.site-nav__menu')).not.toHaveAttribute('open')
    expect(await menuButton(page)).toEqual({ name: menu, expanded: false })
  })

  test(`${lang}: the menu's first link is the home page, current on the home page only`, async ({ page }) => {
    const list = await openMenu(page, `/${lang}`, menu, label)
    const first = list.getByRole('link').first()
    await expect(first).toHaveText(home)
    await expect(first).toHaveAttribute('href', `/${lang}`)
    await expect(first).toHaveAttribute('aria-current', 'page')
    await page.goto(lang === 'en' ? '/en/privacy' : '/fr/confidentialite')
    await page.getByRole('banner').getByText(menu, { exact: true }).click()
    await expect(list.getByRole('link', { name: home, exact: true })).not.toHaveAttribute('aria-current')
  })
}

test('a tap on the page beside the open menu closes it: the backdrop dims the page, not the header', async ({ page }) => {
  const list = await openMenu(page, '/en/about', 'Menu', 'Main menu')
  // The dimming is the list's shadow, clipped above the list: it comes and goes with the list, its animation included.
  expect(await list.evaluate((element) => getComputedStyle(element).boxShadow)).toContain('rgba(0, 0, 0, 0.45)')
  expect(await list.evaluate((element) => getComputedStyle(element).clipPath)).toMatch(/^inset\(0px 0px -\d+px\)$/)
  // What a tap meets beside the list is the button's own box, fixed over the screen.
  expect(await page.locator('.site-nav__toggle').evaluate((toggle) => getComputedStyle(toggle, '::before').position)).toBe('fixed')
  // The header's own line is above it: its links still answer.
  const header = (await page.locator('.site-header').boundingBox())!
  expect(
    await page.evaluate(([x, y]) => document.elementFromPoint(x!, y!)?.closest('.site-header__brand') !== null, [40, header.y + 20]),
  ).toBe(true)
  await page.mouse.click(200, 830)
  await expect(page.locator('.site-nav__menu')).not.toHaveAttribute('open')
  await expect(page.locator('.site-nav__list')).toBeHidden()
  await expect(page).toHaveURL(/\/en\/about$/)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the menu opens, says "Fermer", lists the home page, and a tap beside it closes it', async ({ page }) => {
    const list = await openMenu(page, '/fr/a-propos', 'Menu', 'Menu principal')
    await expect.poll(() => page.locator('.site-nav__toggle').innerText()).toBe('Fermer')
    await expect(list.getByRole('link').first()).toHaveText('Accueil')
    await page.mouse.click(200, 830)
    await expect(page.locator('.site-nav__menu')).not.toHaveAttribute('open')
  })
})

/** The header's search field is labelled by a word on the screen, not by a placeholder or a hidden name alone. */
for (const [lang, word, name] of [
  ['en', 'Search', 'Search the site'],
  ['fr', 'Rechercher', 'Rechercher dans le site'],
] as const) {
  for (const width of [390, 1280]) {
    test(`${lang}, ${width} px: the header's search field has a visible label, and its button is named`, async ({ page }) => {
      await page.setViewportSize({ width, height: 844 })
      await page.goto(`/${lang}/${lang === 'en' ? 'about' : 'a-propos'}`)
      if (width < 1024) await page.locator('.site-nav__toggle').click()
      const search = page.locator('.site-header').getByRole('search')
      const label = search.locator('label')
      await expect(label).toBeVisible()
      expect(await label.evaluate((element) => element.firstChild?.textContent)).toBe(word)
      const field = search.getByRole('searchbox', { name })
      await expect(field).toBeVisible()
      // The visible word is on the field's left, on the same line.
      const [wordBox, fieldBox] = [(await label.boundingBox())!, (await field.boundingBox())!]
      expect(fieldBox.x).toBeGreaterThan(wordBox.x + 20)
      await expect(search.getByRole('button', { name: word, exact: true })).toBeVisible()
      await label.getByText(word, { exact: true }).click()
      await expect(field).toBeFocused()
    })
  }
}

for (const [path, menu, close, label, link] of [
  ['/en/about', 'Menu', 'Close', 'Main menu', 'Products'],
  ['/fr/a-propos', 'Menu', 'Fermer', 'Menu principal', 'Produits'],
] as const) {
  test(`Escape closes the open phone menu from its links and gives the focus back to its button (${path})`, async ({ page }) => {
    const list = await openMenu(page, path, menu, label)
    await hydrated(page)
    const button = page.getByRole('banner').locator('summary')
    await expect(page.getByRole('banner').getByText(close, { exact: true })).toBeVisible()
    // From a link of the menu, as a keyboard user who changed their mind.
    await list.getByRole('link', { name: link, exact: true }).focus()
    await page.keyboard.press('Escape')
    await expect(list).toBeHidden()
    await expect(button).toBeFocused()
    await expect(page.getByRole('banner').getByText(menu, { exact: true })).toBeVisible()
    // Escape on the closed menu's button does nothing more, and Enter opens it again.
    await page.keyboard.press('Escape')
    await expect(button).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(list).toBeVisible()
    // From the menu's button itself.
    await page.keyboard.press('Escape')
    await expect(list).toBeHidden()
    await expect(button).toBeFocused()
  })

  test(`Tab past the open phone menu's last link closes it, leaving no menu over the page the focus is in (${path})`, async ({ page }) => {
    const list = await openMenu(page, path, menu, label)
    await hydrated(page)
    await list.getByRole('link').last().focus()
    await page.keyboard.press('Tab')
    await expect(list).toBeHidden()
    await expect(page.getByRole('banner').getByText(menu, { exact: true })).toBeVisible()
    expect(await page.evaluate(() => document.activeElement?.closest('header') === null)).toBe(true)
  })
}

import { expect, test, type Locator, type Page } from '@playwright/test'
import { catalogues } from '../../app/i18n/messages.ts'
import { screenCopyCatalogues } from '../../app/i18n/screen-copy.server.ts'
import { company } from '../../app/content/company.ts'
import { telHref } from '../../app/content/phone.ts'
import { products } from '../../app/content/products.ts'
import { spawnServer, type SpawnedServer } from './behaviours-server.ts'

const phone = { width: 390, height: 844 }
const screenArea = phone.width * phone.height

async function box(locator: Locator) {
  const found = await locator.boundingBox()
  expect(found, 'element is rendered').not.toBeNull()
  return found!
}

/** Where the first screen ends for a door: all of it, not just its top, must be above the fold. */
async function expectWithinFirstScreen(page: Page, locator: Locator) {
  const { y, height } = await box(locator)
  expect(y).toBeGreaterThanOrEqual(0)
  expect(y + height).toBeLessThanOrEqual(phone.height)
}

test.use({ viewport: phone })

for (const lang of ['en', 'fr'] as const) {
  const t = { ...catalogues[lang], ...screenCopyCatalogues[lang] }

  test(`/${lang}: the four audience doors are on the first phone screen, with numbers to call`, async ({ page }) => {
    await page.goto(`/${lang}`)
    const doors = page.getByTestId('audience-doors')
    const titles = [t['home.patients.title'], t['home.hcp.title'], t['home.sideEffect.title'], t['home.media.title']]
    for (const title of titles) {
      const door = doors.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) })
      await expect(door).toHaveCount(1)
      await expectWithinFirstScreen(page, door)
    }
    // Both support lines and the side-effect line are links a phone can call, on one line each.
    for (const key of [...products.map((p) => p.supportPhone), 'medicalInformation'] as const) {
      const link = doors.locator(`a[href="${telHref(company.phones[key])}"]`)
      await expect(link).toHaveCount(1)
      const { height } = await box(link)
      expect(height).toBeLessThan(40)
    }
    await expect(doors.getByRole('link', { name: /Canada Vigilance/ })).toHaveAttribute('href', /^https:\/\/www\.canada\.ca\//)
  })

  test(`/${lang}: header and navigation take at most 20 % of the screen, and the menu opens without JavaScript`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: phone, javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(`/${lang}`)
    const header = page.getByRole('banner')
    const { height } = await box(header)
    expect((phone.width * height) / screenArea).toBeLessThanOrEqual(0.2)
    await expect(header.getByTestId('language-toggle')).toBeVisible()

    const menu = header.getByRole('navigation', { name: t['nav.label'] })
    const products = menu.getByRole('link', { name: t['nav.products'] })
    await expect(products).toBeHidden()
    // The menu's button is the banner's, before the search and the menu it opens (docs/decisions/0205).
    await header.getByText(t['nav.menu'], { exact: true }).click()
    await expect(products).toBeVisible()
    await products.click()
    await expect(page.locator('main h1')).toBeVisible()
    await expect(page.locator('.site-nav a[aria-current="page"]')).toHaveText(t['nav.products'])
    await context.close()
  })
}

test.describe('with a tag manager configured', () => {
  let server: SpawnedServer
  test.beforeAll(async () => {
    server = await spawnServer({ GTM_ID: 'GTM-E2EDOORS' })
  })
  test.afterAll(async () => {
    await server.stop()
  })

  for (const lang of ['en', 'fr'] as const) {
    test(`/${lang}: the consent banner takes at most 25 % of the screen, accept and reject side by side`, async ({ page }) => {
      await page.route('https://www.googletagmanager.com/**', (route) => route.fulfill({ contentType: 'text/javascript', body: '' }))
      await page.goto(`${server.url}/${lang}`)
      const banner = page.getByTestId('consent-banner')
      await expect(banner).toBeVisible()
      const { height } = await box(banner)
      expect((phone.width * height) / screenArea).toBeLessThanOrEqual(0.25)
      const accept = await box(banner.getByRole('button', { name: catalogues[lang]['consent.accept'] }))
      const reject = await box(banner.getByRole('button', { name: catalogues[lang]['consent.reject'] }))
      expect(Math.abs(accept.width - reject.width)).toBeLessThan(1)
      expect(Math.abs(accept.height - reject.height)).toBeLessThan(1)
    })
  }
})

/**
 * On a laptop the hero's right half holds its drawing, a CSS mask of a file beside the title and lede, never over
 * them; on a phone it is not drawn, so the file is not downloaded and the title stays the largest paint.
 */
for (const lang of ['en', 'fr'] as const) {
  test(`/${lang}: the hero's drawing fills its right half on a laptop, and a phone never asks for it`, async ({ page }) => {
    const asked: string[] = []
    page.on('request', (request) => asked.push(new URL(request.url()).pathname))
    await page.goto(`/${lang}`)
    await page.waitForLoadState('networkidle')
    expect(await page.locator('.hero__inner').evaluate((hero) => getComputedStyle(hero, '::after').content)).toBe('none')
    expect(asked).not.toContain('/images/art/hero.svg')

    await page.setViewportSize({ width: 1280, height: 800 })
    const hero = page.locator('.hero__inner')
    await expect.poll(() => hero.evaluate((element) => getComputedStyle(element, '::after').maskImage)).toContain('/images/art/hero.svg')
    const art = await hero.evaluate((element) => {
      const style = getComputedStyle(element, '::after')
      const box = element.getBoundingClientRect()
      return { width: parseFloat(style.width), right: box.right - parseFloat(style.right), left: box.left }
    })
    const text = (await box(page.locator('.hero__lead'))).x + (await box(page.locator('.hero__lead'))).width
    expect(art.width).toBeGreaterThan(180)
    expect(art.right - art.width).toBeGreaterThan(text)
    expect(art.right - art.width).toBeGreaterThan(art.left + 1280 / 2 - 64)
    await expect.poll(() => asked.includes('/images/art/hero.svg')).toBe(true)
  })
}

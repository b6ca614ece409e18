import { expect, test } from '@playwright/test'
import { translator } from '../../app/i18n/messages.ts'
import { href } from '../../app/routing/paths.ts'
import { languages, type Lang } from '../../app/routing/route-table.ts'

/**
 * The site's chrome on every page: the side-effect report one tap away (header, footer), a header
 * that never wraps its menu, and the English health pages reachable from the English site.
 */
const inner: Record<Lang, string> = { en: href('about', 'en'), fr: href('about', 'fr') }

for (const lang of languages) {
  const t = translator(lang)
  const report = t('help.report')

  test.describe(`${lang}: the side-effect report`, () => {
    test('is beside the language toggle in the header and in the footer of an inner page', async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 900 })
      await page.goto(inner[lang])
      const header = page.getByRole('banner')
      await expect(header.getByRole('link', { name: report })).toBeVisible()
      await expect(page.getByRole('contentinfo').getByRole('link', { name: report })).toBeVisible()
      // The menu does not repeat it.
      await expect(page.getByRole('navigation', { name: t('nav.label') }).getByRole('link', { name: report })).toHaveCount(0)
    })

    test('is on a phone’s first screen, under the logo, without opening the menu, and said once', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 })
      await page.goto(inner[lang])
      const header = page.getByRole('banner')
      const link = header.getByRole('link', { name: report })
      await expect(link).toBeInViewport()
      await expect(link).toHaveAttribute('href', href('side-effect', lang))
      // A line of its own under the logo, the language and the menu button, the header's whole width.
      const logo = (await header.getByRole('link', { name: t('site.homeLink') }).boundingBox())!
      const box = (await link.boundingBox())!
      expect(box.y).toBeGreaterThanOrEqual(logo.y + logo.height)
      expect(box.height).toBeGreaterThanOrEqual(44)
      expect(box.y + box.height).toBeLessThan(844 / 6)
      // The open menu does not give it again: one link to the report in the header, for eyes and screen readers alike.
      const nav = page.getByRole('navigation', { name: t('nav.label') })
      await header.getByText(t('nav.menu'), { exact: true }).click()
      await expect(nav.getByRole('link').first()).toBeVisible()
      await expect(nav.getByRole('link', { name: report })).toHaveCount(0)
      await expect(header.getByRole('link', { name: report })).toHaveCount(1)
      // The home page leaves the line out: its door to the report is on the first screen, which has no room to spare.
      await page.goto(href('home', lang))
      await expect(link).toBeHidden()
      await expect(page.locator(`main a[href="${href('side-effect', lang)}"]`).first()).toBeInViewport()
    })

    test('is marked current on the report page itself', async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 900 })
      await page.goto(href('side-effect', lang))
      await expect(page.getByRole('banner').getByRole('link', { name: report })).toHaveAttribute('aria-current', 'page')
      await expect(page.getByRole('contentinfo').getByRole('link', { name: report })).toHaveAttribute('aria-current', 'page')
      // On a phone the header leaves it out there: its line would push the form's first question off the first screen.
      await page.setViewportSize({ width: 390, height: 844 })
      await expect(page.getByRole('banner').getByRole('link', { name: report })).toBeHidden()
    })
  })

  for (const width of [768, 1024, 1120, 1280]) {
    test(`${lang} at ${width} px: the header keeps one row of controls and its menu one row`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      await page.goto(inner[lang])
      const layout = await page.evaluate(() => {
        const middle = (element: Element) => {
          const box = element.getBoundingClientRect()
          return box.width > 0 ? Math.round(box.top + box.height / 2) : undefined
        }
        const controls = ['.site-header__report', '.site-header__lang', '.site-search', '.site-nav__toggle']
          .map((selector) => document.querySelector(selector))
          .filter((element): element is Element => element !== null && element.checkVisibility())
        const items = [...document.querySelectorAll('.site-nav__list > li')].filter((element) => element.checkVisibility())
        return { controls: controls.map(middle), menuRows: new Set(items.map((element) => element.getBoundingClientRect().top)).size }
      })
      // Report, language, search and menu button on one line; the menu, when shown, on one row of its own.
      expect(layout.controls.length).toBeGreaterThanOrEqual(3)
      for (const middle of layout.controls) expect(Math.abs(middle! - layout.controls[0]!)).toBeLessThanOrEqual(1)
      expect(layout.menuRows).toBeLessThanOrEqual(1)
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true)
    })
  }
}

test('the English health pages are linked from the home page and the rare-diseases page', async ({ page }) => {
  for (const from of [href('home', 'en'), href('rare-diseases', 'en')]) {
    await page.goto(from)
    await expect(page.locator(`main a[href="${href('health-resources', 'en')}"]`).first()).toBeVisible()
  }
  await page.goto(href('health-resources', 'en'))
  await expect(page.locator(`main a[href="${href('multiple-sclerosis', 'en')}"]`).first()).toBeVisible()
})

test('the multiple sclerosis page gives the company’s contact details, not the product help card', async ({ page }) => {
  for (const lang of languages) {
    const t = translator(lang)
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto(href('multiple-sclerosis', lang))
    await expect(page.getByRole('region', { name: t('contact.cardTitle') })).toBeVisible()
    await expect(page.getByText(t('help.title'))).toHaveCount(0)
  }
})

test('the contact card and the footer are two regions with two names', async ({ page }) => {
  for (const lang of languages) {
    const t = translator(lang)
    // The one page left with the contact card (docs/decisions/0207).
    await page.goto(href('multiple-sclerosis', lang))
    await expect(page.getByRole('region', { name: t('contact.cardTitle'), exact: true })).toHaveCount(1)
    await expect(page.getByRole('region', { name: t('footer.contactHeading'), exact: true })).toHaveCount(1)
  }
})

test('the footer marks the page the visitor is on, a policy page included, and nothing on a release', async ({ page }) => {
  for (const lang of languages) {
    const t = translator(lang)
    const footer = page.getByRole('contentinfo')
    for (const [screen, label] of [
      ['privacy', 'footer.privacy'],
      ['terms-of-use', 'footer.terms'],
      ['return-policy', 'footer.returnPolicy'],
      ['accessibility', 'footer.accessibility'],
      ['advisory-board', 'footer.advisoryBoard'],
    ] as const) {
      await page.goto(href(screen, lang))
      const current = footer.locator('a[aria-current]')
      await expect(current, screen).toHaveCount(1)
      await expect(current).toHaveText(t(label))
      await expect(current).toHaveAttribute('aria-current', 'page')
      await expect(current).toHaveAttribute('href', href(screen, lang))
    }
    // Exact: a release is not the press room it is under.
    await page.goto(href('press-item', lang, { id: '2026-09-15' }))
    await expect(footer.locator('a[aria-current]')).toHaveCount(0)
  }
})

test('a page outside its section’s path shows that section as current in the menu, styled as the current page is', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  for (const lang of languages) {
    const t = translator(lang)
    const menu = page.getByRole('navigation', { name: t('nav.label') })
    for (const [screen, section, label] of [
      ['advisory-board', 'about', t('nav.about')],
      ['coverage-lysodren', 'patient-support-program', t('nav.patientSupport')],
      ['multiple-sclerosis', 'rare-diseases', t('nav.rareDiseases')],
    ] as const) {
      await page.goto(href(screen, lang))
      const current = menu.locator('a[aria-current]')
      await expect(current).toHaveCount(1)
      await expect(current).toHaveText(label)
      await expect(current).toHaveAttribute('href', href(section, lang))
      await expect(current).toHaveAttribute('aria-current', 'true')
    }
    // Its look is the current page's: compared with the item of the page itself.
    const underline = () =>
      menu.locator('a[aria-current]').evaluate((link) => getComputedStyle(link).boxShadow + getComputedStyle(link).borderBottomColor)
    const asSection = await underline()
    await page.goto(href('about', lang))
    expect(await underline()).toBe(asSection)
  }
})

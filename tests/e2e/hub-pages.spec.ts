import { expect, test } from '@playwright/test'
import { HCP_COOKIE, HCP_COOKIE_VALUE } from '../../app/routing/hcp-area.ts'
import { company } from '../../app/content/company.ts'
import { telHref } from '../../app/content/phone.ts'
import { href } from '../../app/routing/paths.ts'
import { languages, type ScreenName } from '../../app/routing/route-table.ts'

/**
 * A page's grid of cards sits under its lede on a laptop, above its sections. On a phone a grid of related pages
 * ("Learn more", "See also") follows the text, so that the text starts on the first screen; a grid that is the
 * page's own content (a hub's destinations, the medical information number, the board's members) stays under the
 * lede, before the list of sections. Every card's link leads somewhere. A form page leads with a link down to its
 * form, and no heading of its text repeats the form's own.
 */
const hubs: { screen: ScreenName; cards: number; first?: true }[] = [
  { screen: 'products', cards: 2, first: true },
  { screen: 'patient-support-program', cards: 2, first: true },
  { screen: 'hcp-area', cards: 2, first: true },
  { screen: 'contact', cards: 6, first: true },
  { screen: 'advisory-board', cards: 6, first: true },
  { screen: 'medical-information', cards: 3, first: true },
  { screen: 'research-and-development', cards: 4 },
  { screen: 'media-kit', cards: 4 },
  { screen: 'rare-diseases', cards: 4 },
  { screen: 'patient-support-ruzurgi', cards: 2 },
  { screen: 'health-resources', cards: 4 },
  { screen: 'multiple-sclerosis', cards: 2 },
  { screen: 'careers', cards: 2 },
  { screen: 'press-room', cards: 2 },
  { screen: 'about', cards: 4 },
  { screen: 'patient-support-lysodren', cards: 2 },
  { screen: 'hcp-ruzurgi', cards: 2 },
  { screen: 'hcp-lysodren', cards: 2 },
  { screen: 'coverage-ruzurgi', cards: 2 },
  { screen: 'coverage-lysodren', cards: 2 },
  { screen: 'press-archives', cards: 2 },
  { screen: 'privacy', cards: 2 },
  { screen: 'terms-of-use', cards: 2 },
  { screen: 'accessibility', cards: 2 },
  { screen: 'return-policy', cards: 2 },
]

for (const lang of languages) {
  for (const { screen, cards, first } of hubs) {
    const where = first ? 'under the lede, before the list of sections' : 'after the text'
    test(`${href(screen, lang)}: the grid of cards follows the lede on a laptop, and on a phone comes ${where}`, async ({
      page,
      context,
      baseURL,
    }) => {
      if (screen.startsWith('hcp-')) await context.addCookies([{ name: HCP_COOKIE, value: HCP_COOKIE_VALUE, url: baseURL! }])
      await page.setViewportSize({ width: 1280, height: 900 })
      await page.goto(href(screen, lang))
      const lead = page.locator('.page__lead')
      const grid = lead.locator('.page-cards')
      await expect(grid.locator('.card')).toHaveCount(cards)
      await expect(grid.getByRole('heading', { level: 2 })).toBeVisible()
      // On a laptop the grid is the lead's, under the lede, and the first section heading of the text follows it.
      const firstSection = page.locator('.page__body h2').first()
      const below = async () => {
        const box = (await grid.boundingBox())!
        return box.y + box.height
      }
      if (await firstSection.count()) expect((await firstSection.boundingBox())!.y).toBeGreaterThan(await below())

      await page.setViewportSize({ width: 390, height: 844 })
      // The lede is the first thing under the band (after the link down to a form, on a form page).
      const lede = (await lead.locator('.prose p').first().boundingBox())!
      const gridBox = (await grid.boundingBox())!
      expect(gridBox.y).toBeGreaterThan(lede.y)
      // A program's page puts the number to call first, in the band, and a professional's product page has the area's
      // band above its own and a title of two lines: there the lede follows the band.
      const band = (await page.locator('.page__head').boundingBox())!
      const afterBand = (await page.getByTestId('call-card').count()) > 0 || screen.startsWith('hcp-')
      expect(lede.y).toBeLessThan(afterBand ? band.y + band.height + 100 : 844 / 2)
      const sections = page.locator('.on-this-page')
      const body = (await page.locator('.page__body').boundingBox())!
      if (first) {
        if (await sections.count()) expect((await sections.boundingBox())!.y).toBeGreaterThan(gridBox.y + gridBox.height)
        if (await firstSection.count()) expect((await firstSection.boundingBox())!.y).toBeGreaterThan(gridBox.y + gridBox.height)
      } else {
        // The text, or the list of its sections, starts on the first screen (where getting help is the page's
        // purpose, right after the card with the number to call, docs/decisions/0203); the grid comes once it has ended.
        const text = (await sections.count()) ? (await sections.boundingBox())! : body
        const help = page.locator('.page--help-first .page__aside > :is(.help-card, .contact-card)').first()
        if (await help.count()) {
          const card = (await help.boundingBox())!
          expect(text.y).toBeLessThan(card.y + card.height + 40)
        } else expect(text.y).toBeLessThan(844)
        expect(gridBox.y).toBeGreaterThanOrEqual(body.y + body.height)
      }
      for (const link of await grid.locator('a[href^="/"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')!))) {
        expect((await page.request.get(link, { maxRedirects: 0 })).status(), link).toBe(200)
      }
    })
  }

  test(`${lang}: the products page links the coverage page of each product`, async ({ page }) => {
    await page.goto(href('products', lang))
    for (const screen of ['coverage-ruzurgi', 'coverage-lysodren'] as const) {
      await expect(page.locator(`.page-cards a[href="${href(screen, lang)}"]`)).toHaveCount(1)
    }
  })

  test(`${href('medical-information', lang)}: on a phone, the service's number is within the first two screens, not after the form`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(href('medical-information', lang))
    const call = page.locator(`main a[href="${telHref(company.phones.medicalInformation)}"]`).first()
    await expect(call).toBeVisible()
    expect((await call.boundingBox())!.y).toBeLessThan(2 * 844)
  })

  for (const screen of ['medical-information', 'contact'] as const) {
    test(`${href(screen, lang)}: a link under the title leads down to the form, whose heading no heading of the text repeats`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 390, height: 844 })
      await page.goto(href(screen, lang))
      const jump = page.locator('.page__lead a.form-jump')
      await expect(jump).toHaveAttribute('href', `#${screen}-form-title`)
      await expect(jump).toHaveText(/↓$/)
      expect((await jump.boundingBox())!.y).toBeLessThan(844 / 2)
      const formTitle = page.locator(`#${screen}-form-title`)
      await expect(formTitle).toHaveCount(1)
      // The heading before the form's is a section of the text, never a second title for the form.
      const before = await page.locator('.page__body h2').evaluateAll((hs, id) => {
        const form = document.getElementById(id)!
        return hs
          .filter((h) => h !== form && h.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING)
          .map((h) => h.textContent ?? '')
      }, `${screen}-form-title`)
      expect(
        before.filter((text) => /send a request|write to us|envoyer une demande|nous écrire|écrivez-nous|send us a message/i.test(text)),
      ).toEqual([])
      await jump.click()
      await expect(formTitle).toBeInViewport()
    })
  }
}

import { expect, test } from '@playwright/test'
import { company } from '../../app/content/company.ts'
import { formatPhone } from '../../app/content/phone.ts'
import { href } from '../../app/routing/paths.ts'
import type { ScreenName } from '../../app/routing/route-table.ts'

/**
 * A patient or caregiver opens a support program's page to call it: the number, with the hours, is on the first
 * screen of a phone, above the page's sections, in both languages.
 */
const pages: { screen: ScreenName; phone: keyof typeof company.phones }[] = [
  { screen: 'patient-support-ruzurgi', phone: 'pspRuzurgi' },
  { screen: 'patient-support-lysodren', phone: 'pspLysodren' },
  { screen: 'coverage-ruzurgi', phone: 'pspRuzurgi' },
  { screen: 'coverage-lysodren', phone: 'pspLysodren' },
]

test.use({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false })

for (const lang of ['en', 'fr'] as const) {
  for (const { screen, phone } of pages) {
    test(`${href(screen, lang)} leads with the program’s number and hours on a phone’s first screen`, async ({ page }) => {
      await page.goto(href(screen, lang))
      const card = page.getByTestId('call-card')
      const number = card.getByRole('link', { name: formatPhone(company.phones[phone], lang) })
      await expect(number).toBeVisible()
      await expect(card).toContainText(company.hours.psp[lang])
      const box = (await number.boundingBox())!
      expect(box.y + box.height).toBeLessThanOrEqual(844)
      // Before the page's own sections (and their list, “On this page”).
      const firstSection = page.locator('.page__body h2').first()
      expect((await firstSection.boundingBox())!.y).toBeGreaterThan(box.y)
    })
  }
}

test('the enrolment form is asked of the program, at the program’s number, in both languages; no sample is linked', async ({ page }) => {
  for (const [path, phone] of [
    ['/en/patient-support-program/lysodren', /^1\D888\D555\D0151$/],
    ['/fr/programme-de-soutien-aux-patients/ruzurgi', /^1\D888\D555\D0150$/],
  ] as const) {
    await page.goto(path)
    const step = page.locator('.page__body li', { hasText: /enrolment form|formulaire d’inscription/ })
    await expect(step.locator('a[href^="tel:"]')).toHaveText(phone)
    await expect(page.locator('main a[href^="/documents/"]')).toHaveCount(0)
  }
})

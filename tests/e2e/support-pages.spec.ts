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

test('the enrolment form is a document to download, with its type, size and language, in both languages', async ({ page, request }) => {
  for (const [path, name, described] of [
    ['/en/patient-support-program/lysodren', 'enrolment form', /^\(PDF, \d+\u00a0KB, English\)$/],
    ['/fr/programme-de-soutien-aux-patients/ruzurgi', 'formulaire d’inscription', /^\(PDF, \d+\u00a0Ko, français\)$/],
  ] as const) {
    await page.goto(path)
    const link = page.locator('main').getByRole('link', { name, exact: true })
    await expect(link.locator('xpath=following-sibling::span[1]')).toHaveText(described)
    const file = await request.get((await link.getAttribute('href'))!)
    expect(file.status()).toBe(200)
    expect(file.headers()['content-type']).toBe('application/pdf')
    expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-')
  }
})

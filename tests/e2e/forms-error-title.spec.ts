import { expect, test } from '@playwright/test'
import { languages } from '../../app/routing/route-table.ts'
import { formsServerForFile, text } from './forms-server.ts'

/**
 * A form sent back by the server (a page without its script: the browser posts it) says so first in its title,
 * "Error: " / « Erreur : », as its error summary does; the same page before any post keeps its own title.
 */
const server = formsServerForFile()
const paths = {
  en: ['/en/contactus', '/en/medicalinformation', '/en/report-side-effect'],
  fr: ['/fr/nousjoindre', '/fr/informationmedicale', '/fr/declarer-effet-secondaire'],
} as const

for (const lang of languages) {
  for (const path of paths[lang]) {
    test(`${path}: the title starts with the error prefix after a post sent back, and not before`, async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false })
      const page = await context.newPage()
      await page.goto(server.url + path)
      const title = await page.title()
      expect(title).not.toMatch(/^(Error|Erreur)/)
      // Sent empty: every required answer is missing.
      await page.locator('form.form button[type="submit"]').click()
      await expect(page.getByRole('heading', { name: text(lang, 'form.errorSummary.title') })).toBeVisible()
      await expect(page).toHaveTitle(`${text(lang, 'form.errorPrefix')} ${title}`)
      await context.close()
    })
  }
}

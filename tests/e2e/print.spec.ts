import { expect, test } from '@playwright/test'
import { extractText } from 'unpdf'
import { company } from '../../app/content/company.ts'
import { archivedId, currentId, sitePaths } from './site-paths.ts'

const printViews = sitePaths.filter((p) => p.screen === 'press-item-print' || p.screen === 'archived-press-item-print')

test.describe('print views', () => {
  for (const { path, title, lang } of printViews) {
    test(`${path} prints to PDF with the release's title on page one`, async ({ page }) => {
      await page.goto(path)
      await page.emulateMedia({ media: 'print' })
      await expect(page.getByRole('navigation')).toHaveCount(0)
      const pdf = await page.pdf({ format: 'Letter', printBackground: false })
      const { totalPages, text } = await extractText(new Uint8Array(pdf))
      expect(totalPages).toBeGreaterThanOrEqual(1)
      const firstPage = text[0]!.replace(/\s+/g, ' ')
      expect(firstPage).toContain(title.replace(/\s+/g, ' '))
      expect(firstPage).toContain(company.legalName[lang])
      // The on-screen tools stay off paper.
      expect(firstPage).not.toMatch(/Print this release|Imprimer ce communiqué/)
    })
  }

  test('the web page of a release also prints without the site chrome', async ({ page }) => {
    await page.goto(`/fr/salledepresse/${currentId}`)
    await page.emulateMedia({ media: 'print' })
    await expect(page.locator('.site-header')).toBeHidden()
    await expect(page.locator('.site-footer')).toBeHidden()
    await expect(page.locator('h1')).toBeVisible()
  })

  test('a release links to its print view, and the print view back to the release', async ({ page }) => {
    await page.goto(`/en/pressroom/archives/${archivedId}`)
    await page.getByRole('link', { name: 'Print version' }).click()
    await expect(page).toHaveURL(`/en/pressroom/archives/${archivedId}/print`)
    await expect(page.getByRole('button', { name: 'Print this release' })).toBeVisible()
    await page.getByRole('link', { name: 'Back to the web version' }).click()
    await expect(page).toHaveURL(`/en/pressroom/archives/${archivedId}`)
  })
})

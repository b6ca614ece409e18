import { expect, test } from '@playwright/test'
import { company } from '../../app/content/company.ts'
import { telHref } from '../../app/content/phone.ts'

/** The press room as a journalist uses it: releases as they stood on their day, a named contact, the media kit. */
test.use({ javaScriptEnabled: false })

test('an archived release says it is archived and keeps the company paragraph of its date', async ({ page }) => {
  await page.goto('/en/pressroom/archives/2021-06-08')
  await expect(page.getByRole('complementary', { name: 'Archived release' })).toContainText('kept as it was published on June 8, 2021')
  await expect(page.locator('.press-release__about')).not.toContainText('advisory board')
  await page.goto('/fr/salledepresse/archives/2023-06-13')
  await expect(page.getByRole('complementary', { name: 'Communiqué archivé' })).toContainText('publié le 13 juin 2023')
  await expect(page.locator('.press-release__about')).toContainText('comité consultatif')
  // A current release carries no such notice.
  await page.goto('/en/pressroom/2026-09-15')
  await expect(page.getByRole('complementary', { name: 'Archived release' })).toHaveCount(0)
})

test('every release names its media contact, in the release’s language', async ({ page }) => {
  await page.goto('/en/pressroom/2025-06-10')
  await expect(page.locator('.press-release__contact')).toContainText(`${company.mediaContact.name}, ${company.mediaContact.title.en}`)
  await page.goto('/fr/salledepresse/2025-06-10')
  await expect(page.locator('.press-release__contact')).toContainText(`${company.mediaContact.name}, ${company.mediaContact.title.fr}`)
})

test('the guides a release announces, not published yet, are offered on request from the medical information service', async ({ page }) => {
  for (const release of ['/en/pressroom/2026-09-15', '/fr/salledepresse/2026-09-15']) {
    await page.goto(release)
    const main = page.locator('main')
    await expect(main.locator('a[href^="/documents/"]'), release).toHaveCount(0)
    await expect(main.locator(`a[href="${telHref(company.phones.medicalInformation)}"]`), release).toBeVisible()
    await expect(main.locator(`a[href="mailto:${company.emails.medicalInformation}"]`), release).toBeVisible()
  }
})

test('the media kit is one link from each press room, with the logo files to download', async ({ page, request }) => {
  for (const [room, title] of [
    ['/en/pressroom', 'Media kit'],
    ['/fr/salledepresse', 'Dossier de presse'],
  ] as const) {
    await page.goto(room)
    // The card under the lede, named as the page it leads to.
    await page.locator('main .page-cards').getByRole('link', { name: title, exact: true }).click()
    await expect(page.locator('h1')).toHaveText(title)
    await expect(page.locator('main')).toContainText(company.mediaContact.name)
    const logo = page.locator('main a[href="/documents/nordora-pharma-logo.svg"]')
    await expect(logo.locator('xpath=following-sibling::span[1]')).toHaveText(/^\(SVG, 1\u00a0K[Bo]\)$/)
    expect((await request.get('/documents/nordora-pharma-logo.svg')).headers()['content-type']).toMatch(/^image\/svg\+xml/)
  }
})

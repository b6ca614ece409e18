import { expect, test, type Page } from '@playwright/test'

function consoleErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()))
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}

test.describe('addresses no route claims', () => {
  test('/EN/about is no route: the "Page not found" message, not the page check’s', async ({ page }) => {
    const response = await page.goto('/EN/about')
    expect(response?.status()).toBe(404)
    await expect(page.getByText('Page not found: /EN/about', { exact: true })).toBeVisible()
    await expect(page.getByText('Page introuvable : /EN/about', { exact: true })).toBeVisible()
    await expect(page.getByText('Page Not Found: /EN/about', { exact: true })).toHaveCount(0)
  })

  for (const path of ['/EN/about', '/nowhere?x=1', '/about']) {
    test(`${path}: both languages, under a header in both languages`, async ({ page }) => {
      const errors = consoleErrors(page)
      const response = await page.goto(path)
      expect(response?.status()).toBe(404)
      await expect(page).toHaveTitle('Page not found / Page introuvable | Nordora Pharma')
      await expect(page.locator('[lang="en-CA"] h1')).toHaveText('Page not found')
      await expect(page.locator('[lang="fr-CA"] h2')).toHaveText('Page introuvable')
      const header = page.getByRole('banner')
      await expect(header.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/en')
      await expect(header.getByRole('link', { name: 'Français' })).toHaveAttribute('href', '/fr')
      // No English-only menu or footer around a page in two languages: a footer in both, with the side-effect line.
      await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0)
      const footer = page.getByTestId('bilingual-footer')
      await expect(footer.locator('[lang="en-CA"]')).toContainText('Side effects and medical information')
      await expect(footer.locator('[lang="fr-CA"]')).toContainText('Effets secondaires et information médicale')
      await expect(footer.locator('a[href="tel:+18885550142"]')).toHaveCount(2)
      await expect(footer.getByRole('link', { name: 'Politique de confidentialité' })).toHaveAttribute('href', '/fr/confidentialite')
      // After hydration it is still so, and nothing went wrong getting there.
      await page.waitForFunction(() => Boolean((window as unknown as { __reactRouterDataRouter?: unknown }).__reactRouterDataRouter))
      await expect(header.getByRole('link', { name: 'Français' })).toBeVisible()
      expect(errors.filter((text) => !/status of 404/.test(text))).toEqual([])

      await header.getByRole('link', { name: 'Français' }).click()
      await expect(page).toHaveURL('/fr')
      await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeVisible()
    })
  }

  test('a path in one language keeps that language’s header and screen', async ({ page }) => {
    const response = await page.goto('/fr/page-inexistante')
    expect(response?.status()).toBe(404)
    await expect(page).toHaveTitle('Page introuvable | Nordora Pharma')
    await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeVisible()
    await expect(page.getByTestId('bilingual-header')).toHaveCount(0)
  })
})

test.describe('page data of a page that is not there', () => {
  for (const path of ['/en/nothing.data', '/fr/salledepresse/nope.data']) {
    test(`${path} is a 404 labelled "Not Found", never "Internal Server Error"`, async ({ request }) => {
      const response = await request.get(path)
      expect(response.status()).toBe(404)
      const body = await response.text()
      expect(body).toContain('"Not Found"')
      expect(body).not.toContain('Internal Server Error')
    })
  }
})

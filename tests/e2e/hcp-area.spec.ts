import { company } from '../../app/content/company.ts'
import { formatPhone, telHref } from '../../app/content/phone.ts'
import { expect, test } from '@playwright/test'
import { productFacts } from '../../app/content/product-facts.server.ts'
import { declaredCookie } from './site-paths.ts'

const declaration = {
  en: { confirm: 'I confirm that I am a healthcare professional practising in Canada', title: 'Healthcare professionals' },
  fr: {
    confirm: 'Je confirme être un professionnel ou une professionnelle de la santé exerçant au Canada',
    title: 'Professionnels de la santé',
  },
}

test.describe('the healthcare-professional area', () => {
  for (const javaScriptEnabled of [true, false]) {
    test.describe(javaScriptEnabled ? 'with JavaScript' : 'without JavaScript', () => {
      test.use({ javaScriptEnabled })

      test('a visitor without the declaration gets the declaration screen, then the page asked for', async ({ page }) => {
        await page.goto('/en/healthcare-professionals/lysodren')
        await expect(page).toHaveURL('/en/healthcare-professionals/declaration?returnTo=%2Fen%2Fhealthcare-professionals%2Flysodren')
        await expect(page.locator('h1')).toHaveText(declaration.en.title)
        await expect(page.getByText('This section is for healthcare professionals practising in Canada.')).toBeVisible()
        await expect(page.getByTestId('hcp-indication')).toHaveCount(0)
        await page.getByRole('button', { name: declaration.en.confirm }).click()
        await expect(page).toHaveURL('/en/healthcare-professionals/lysodren')
        await expect(page.getByTestId('hcp-indication')).toHaveText(productFacts.lysodren.indication.en)
        // The answer lasts for the session: the other product's page opens straight away.
        await page.goto('/en/healthcare-professionals/ruzurgi')
        await expect(page.getByTestId('hcp-indication')).toHaveText(productFacts.ruzurgi.indication.en)
      })

      test('the French area asks in French and “go back” leaves for the public products page', async ({ page }) => {
        await page.goto('/fr/professionnels-de-la-sante')
        await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA')
        await expect(page.locator('h1')).toHaveText(declaration.fr.title)
        await page.getByRole('link', { name: 'Non, revenir au site public' }).click()
        await expect(page).toHaveURL('/fr/produits')
        await page.goto('/fr/professionnels-de-la-sante')
        await expect(page).toHaveURL(/\/fr\/professionnels-de-la-sante\/declaration\?/)
      })
    })
  }

  // The area's page would only send an undeclared visitor back here: the trail is the home page, then the
  // declaration, which names the area once.
  test('the declaration’s trail names the area once, without a link back to itself', async ({ page }) => {
    for (const lang of ['en', 'fr'] as const) {
      await page.goto(lang === 'en' ? '/en/healthcare-professionals/declaration' : '/fr/professionnels-de-la-sante/declaration')
      const trail = page.getByRole('navigation', { name: lang === 'en' ? 'Breadcrumb' : 'Fil d’Ariane' })
      await expect(trail.getByRole('link')).toHaveText([lang === 'en' ? 'Home' : 'Accueil'])
      await expect(trail.getByRole('listitem')).toHaveText([lang === 'en' ? 'Home' : 'Accueil', declaration[lang].title])
    }
  })

  test('a link from a public page goes through the declaration on client-side navigation too', async ({ page }) => {
    await page.goto('/en/products')
    await page.locator('main').getByRole('link', { name: 'healthcare professionals', exact: true }).click()
    await expect(page).toHaveURL('/en/healthcare-professionals/declaration?returnTo=%2Fen%2Fhealthcare-professionals')
    await page.getByRole('button', { name: declaration.en.confirm }).click()
    await expect(page).toHaveURL('/en/healthcare-professionals')
    await page.getByRole('link', { name: 'Ruzurgi (amifampridine)' }).click()
    await expect(page.getByTestId('hcp-facts')).toContainText(productFacts.ruzurgi.din)
  })

  test('the declaration returns only inside the area, whatever the return path says', async ({ request }) => {
    for (const returnTo of ['https://evil.example/', '//evil.example/en/healthcare-professionals', '/en/products', '/\\evil.example']) {
      const response = await request.post('/en/healthcare-professionals/declaration', {
        form: { returnTo, declaration: 'confirmed' },
        maxRedirects: 0,
      })
      expect(response.status(), returnTo).toBe(303)
      expect(response.headers()['location'], returnTo).toBe('/en/healthcare-professionals')
      expect(response.headers()['set-cookie']).toMatch(/^nordora_hcp=confirmed; Path=\/; HttpOnly; SameSite=Lax/)
      expect(response.headers()['set-cookie']).not.toMatch(/Expires|Max-Age/i)
    }
  })

  test('every page of the area is noindex, in its header and its meta, and absent from the sitemap', async ({ page, request, baseURL }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text()
    expect(sitemap).not.toMatch(/healthcare-professionals|professionnels-de-la-sante/)
    await page.context().addCookies([declaredCookie(baseURL!)])
    for (const path of [
      '/en/healthcare-professionals',
      '/fr/professionnels-de-la-sante/ruzurgi',
      '/en/healthcare-professionals/lysodren',
      '/en/healthcare-professionals/declaration',
    ]) {
      const response = await page.goto(path)
      expect(response?.headers()['x-robots-tag'], path).toBe('noindex')
      if (!path.endsWith('declaration')) expect(response?.headers()['cache-control'], path).toBe('private, no-store')
      await expect(page.locator('meta[name="robots"]'), path).toHaveAttribute('content', 'noindex')
    }
    const gated = await request.get('/en/healthcare-professionals/ruzurgi', { maxRedirects: 0, headers: { cookie: '' } })
    expect(gated.status()).toBe(303)
    expect(gated.headers()['x-robots-tag']).toBe('noindex')
  })

  test('each product page carries its facts from one source, in each language', async ({ page, baseURL }) => {
    await page.context().addCookies([declaredCookie(baseURL!)])
    await page.goto('/fr/professionnels-de-la-sante/lysodren')
    const facts = page.getByTestId('hcp-facts')
    await expect(facts).toContainText('PrLysodren')
    await expect(facts).toContainText(productFacts.lysodren.din)
    await expect(facts).toContainText(productFacts.lysodren.therapeuticClass.fr)
    await expect(page.getByTestId('hcp-indication')).toHaveText(productFacts.lysodren.indication.fr)
    await expect(page.getByRole('link', { name: /Base de données sur les produits pharmaceutiques/ })).toHaveAttribute(
      'href',
      /^https:\/\/produits-sante\.canada\.ca\/dpd-bdpp\/info\?lang=fra&code=/,
    )
    await expect(page.getByRole('heading', { name: 'Commander' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Déclarer un effet indésirable' })).toBeVisible()
    await expect(page.locator('main a[href^="tel:"]').first()).toBeVisible()
  })

  test('a product page carries the safety information with its indication, says where the reader is, and never offers to dial the fax', async ({
    page,
    baseURL,
  }) => {
    await page.context().addCookies([declaredCookie(baseURL!)])
    for (const lang of ['en', 'fr'] as const) {
      await page.goto(lang === 'en' ? '/en/healthcare-professionals/ruzurgi' : '/fr/professionnels-de-la-sante/ruzurgi')
      const safety = page.getByTestId('hcp-safety')
      for (const line of [...productFacts.ruzurgi.safety.contraindications[lang], ...productFacts.ruzurgi.safety.warnings[lang]])
        await expect(safety).toContainText(line)
      await expect(safety).toContainText(lang === 'en' ? 'Consult the product monograph' : 'Consultez la monographie de produit')
      const area = lang === 'en' ? 'Healthcare professionals' : 'Professionnels de la santé'
      await expect(page.locator('.area-band')).toContainText(area)
      // The trail names the area between the home page and the product, and the main menu has the area too.
      await expect(page.getByRole('navigation', { name: lang === 'en' ? 'Breadcrumb' : 'Fil d’Ariane' }).getByRole('link')).toHaveText([
        lang === 'en' ? 'Home' : 'Accueil',
        area,
      ])
      await expect(page.locator('.site-header').getByRole('link', { name: area, exact: true })).toHaveCount(1)
      await expect(page.locator('main').getByText(formatPhone(company.faxes.main, lang))).toBeVisible()
      await expect(page.locator(`main a[href="${telHref(company.faxes.main)}"]`)).toHaveCount(0)
    }
  })
})

import { expect, test, type Page } from '@playwright/test'
import { company } from '../../app/content/company.ts'
import { telHref } from '../../app/content/phone.ts'
import { areaRoots } from '../../app/routing/hcp-area.ts'
import { href } from '../../app/routing/paths.ts'
import { languages, type Lang } from '../../app/routing/route-table.ts'
import { installAxe, runAxe } from './axe.ts'
import { countDocuments, hydrated } from './page-state.ts'

const header = {
  en: { from: '/en/about', label: 'Search the site', count: /^\d+ results? for “/ },
  fr: { from: '/fr/a-propos', label: 'Rechercher dans le site', count: /^\d+ résultats? pour «\u00a0/ },
} as const

/** Searches from the header of a content page, as a visitor does: type, then Enter. */
async function searchFromHeader(page: Page, lang: Lang, query: string) {
  await page.goto(header[lang].from)
  const field = page.getByRole('search').getByRole('searchbox', { name: header[lang].label })
  await field.fill(query)
  await field.press('Enter')
  await expect(page).toHaveURL(`${href('search', lang)}?q=${encodeURIComponent(query).replace(/%20/g, '+')}`)
}

const resultLinks = (page: Page) => page.getByTestId('search-results').locator('h2 a')

/** A product's program shares the first places with its coverage page: both are about the product. */
async function expectAmongFirstTwo(page: Page, path: string) {
  // Polled: after a client navigation (the language toggle) the address changes before the new results render.
  await expect
    .poll(() => resultLinks(page).evaluateAll((links) => links.slice(0, 2).map((link) => link.getAttribute('href'))))
    .toContain(path)
}

test.describe('site search', () => {
  for (const javaScriptEnabled of [true, false]) {
    test.describe(javaScriptEnabled ? 'with JavaScript' : 'without JavaScript', () => {
      test.use({ javaScriptEnabled })

      for (const lang of languages) {
        test(`"Lysodren" from the ${lang} header finds the Lysodren support program among the first two`, async ({ page }) => {
          await searchFromHeader(page, lang, 'Lysodren')
          await expect(page.getByTestId('search-count')).toHaveText(header[lang].count)
          await expectAmongFirstTwo(page, href('patient-support-lysodren', lang))
        })

        // The name is on the contact page, the return policy, About and the releases too: its own pages come first.
        test(`a product's name in ${lang}, in any case, lists that product's own pages first`, async ({ page }) => {
          for (const [query, product] of [
            ['ruzurgi', 'ruzurgi'],
            ['Ruzurgi', 'ruzurgi'],
            ['lysodren', 'lysodren'],
            ['LYSODREN', 'lysodren'],
          ] as const) {
            await page.goto(`${href('search', lang)}?q=${query}`)
            const firsts = await resultLinks(page).evaluateAll((links) => links.slice(0, 2).map((link) => link.getAttribute('href')))
            expect(firsts.sort(), query).toEqual([href(`patient-support-${product}`, lang), href(`coverage-${product}`, lang)].sort())
          }
        })

        test(`"Lambert-Eaton" in ${lang} finds the public release and no healthcare-professional page`, async ({ page }) => {
          await page.goto(`${href('search', lang)}?q=Lambert-Eaton`)
          await expect(resultLinks(page).first()).toBeVisible()
          for (const link of await resultLinks(page).all()) {
            expect(await link.getAttribute('href')).not.toContain(areaRoots[lang])
          }
        })
      }

      test('"medicaments orphelins", without accents, finds the rare diseases page first', async ({ page }) => {
        await searchFromHeader(page, 'fr', 'medicaments orphelins')
        await expect(resultLinks(page).first()).toHaveAttribute('href', href('rare-diseases', 'fr'))
        await expect(resultLinks(page).first()).toHaveText('Maladies rares et médicaments orphelins')
      })

      test('"programmes de soutien" finds the three support pages first', async ({ page }) => {
        await searchFromHeader(page, 'fr', 'programmes de soutien')
        // With JavaScript the results come after the page: read them once they are there.
        await expect(resultLinks(page).nth(2)).toBeVisible()
        const first = await Promise.all((await resultLinks(page).all()).slice(0, 3).map((link) => link.getAttribute('href')))
        expect(first.sort()).toEqual(
          (['patient-support-program', 'patient-support-ruzurgi', 'patient-support-lysodren'] as const)
            .map((name) => href(name, 'fr'))
            .sort(),
        )
      })

      test('a script in the query is shown as text and never run', async ({ page }) => {
        const query = '<script>window.__searched = true</script><img src=x onerror="window.__searched = true">'
        await page.goto(`/en/search?q=${encodeURIComponent(query)}`)
        await expect(page.getByTestId('search-count')).toHaveText(`No results for “${query}”`)
        await expect(page.locator('#search-q')).toHaveValue(query)
        await expect(page.locator('main img')).toHaveCount(0)
        expect(await page.evaluate(() => (window as unknown as { __searched?: boolean }).__searched)).toBeUndefined()
      })

      test('a misspelt brand name finds its pages, and a search that finds nothing says what to search instead', async ({ page }) => {
        await page.goto('/en/search?q=lysodern')
        await expectAmongFirstTwo(page, href('patient-support-lysodren', 'en'))
        await page.goto('/fr/recherche?q=lisodrenne')
        await expect(page.getByTestId('search-count')).toHaveText('Aucun résultat pour «\u00a0lisodrenne\u00a0»')
        await expect(page.getByTestId('search-suggestion')).toHaveText('Vouliez-vous dire Lysodren\u202f?')
        await page.getByTestId('search-suggestion').getByRole('link', { name: 'Lysodren' }).click()
        await expect(page).toHaveURL('/fr/recherche?q=Lysodren')
        await expect(page.locator('#search-q')).toHaveValue('Lysodren')
        await expectAmongFirstTwo(page, href('patient-support-lysodren', 'fr'))
      })

      test('a misspelt word says once that the results are for the word as the pages write it, and what was typed', async ({ page }) => {
        await page.goto('/en/search?q=lysodern')
        await expect(page.getByTestId('search-count')).toHaveText(/^\d+ results for “Lysodren”$/)
        await expect(page.getByTestId('search-typed')).toHaveText('You searched for lysodern')
        // The corrected word is said by the count alone, not again by a line of its own.
        await expect(page.locator('.page__body > p').filter({ hasText: 'Lysodren' })).toHaveCount(1)
        await expect(page.locator('#search-q')).toHaveValue('lysodern')
        await page.goto('/fr/recherche?q=lysodern')
        await expect(page.getByTestId('search-count')).toHaveText(/^\d+ résultats pour «\u00a0Lysodren\u00a0»$/)
        await expect(page.getByTestId('search-typed')).toHaveText('Vous avez cherché «\u00a0lysodern\u00a0»')
        await expect(page.locator('.page__body > p').filter({ hasText: 'Lysodren' })).toHaveCount(1)
        await page.goto('/en/search?q=lysodren')
        await expect(resultLinks(page).first()).toBeVisible()
        await expect(page.getByTestId('search-typed')).toHaveCount(0)
      })

      test('a product name lists the products page among the first three, and not the contact page nor the return policy', async ({
        page,
      }) => {
        for (const lang of languages) {
          for (const query of ['ruzurgi', 'lysodren']) {
            await page.goto(`${href('search', lang)}?q=${query}`)
            await expect(resultLinks(page).first()).toBeVisible()
            const paths = await resultLinks(page).evaluateAll((links) => links.map((link) => link.getAttribute('href')))
            expect(paths.slice(0, 3), `${lang} ${query}`).toContain(href('products', lang))
            expect(paths, `${lang} ${query}`).not.toContain(href('contact', lang))
            expect(paths, `${lang} ${query}`).not.toContain(href('return-policy', lang))
          }
        }
      })

      test('“job” finds the careers page first, in both languages', async ({ page }) => {
        for (const [lang, query] of [
          ['en', 'job'],
          ['fr', 'emploi'],
        ] as const) {
          await page.goto(`${href('search', lang)}?q=${query}`)
          await expect(resultLinks(page).first()).toHaveAttribute('href', href('careers', lang))
        }
      })

      test('no result offers the contact page and the telephone numbers', async ({ page }) => {
        await page.goto('/fr/recherche?q=xylophone')
        await expect(page.getByTestId('search-count')).toHaveText('Aucun résultat pour «\u00a0xylophone\u00a0»')
        await expect(page.getByTestId('search-results')).toHaveCount(0)
        const main = page.locator('main')
        await expect(main.getByRole('link', { name: 'formulaire de contact' })).toHaveAttribute('href', href('contact', 'fr'))
        await expect(main.locator(`a[href="${telHref(company.phones.main)}"]`)).toBeVisible()
        await expect(main.locator(`a[href="${telHref(company.phones.tollFree)}"]`)).toBeVisible()
      })

      test('a query over 200 characters is cut, and the page says so', async ({ page }) => {
        await page.goto(`/en/search?q=${'lysodren '.repeat(40)}`)
        const value = await page.locator('#search-q').inputValue()
        expect(value.length).toBeLessThanOrEqual(200)
        await expect(page.getByText('Only the first 200 characters of your search were used.')).toBeVisible()
      })

      test('the language toggle keeps the query', async ({ page }) => {
        await page.goto('/en/search?q=Lysodren')
        await page.getByRole('banner').getByTestId('language-toggle').click()
        await expect(page).toHaveURL('/fr/recherche?q=Lysodren')
        await expectAmongFirstTwo(page, href('patient-support-lysodren', 'fr'))
      })
    })
  }

  test('with JavaScript, the results follow the words as they are typed, focus staying in the field', async ({ page }) => {
    await page.goto('/fr/recherche')
    await hydrated(page)
    const documents = countDocuments(page)
    const field = page.locator('#search-q')
    await field.pressSequentially('medicaments orphelins', { delay: 30 })
    await expect(page).toHaveURL(/\/fr\/recherche\?q=medicaments(%20|\+)orphelins$/)
    await expect(page.getByTestId('search-count')).toHaveText(/^\d+ résultats pour «\u00a0medicaments orphelins\u00a0»/)
    await expect(resultLinks(page).first()).toHaveAttribute('href', href('rare-diseases', 'fr'))
    await expect(field).toBeFocused()
    await expect(field).toHaveValue('medicaments orphelins')
    // The page was never loaded again: only its data was asked for.
    expect(documents).toEqual([])
  })

  test('a search address too long for the site is refused like any other (414), not searched', async ({ request }) => {
    const response = await request.get(`/en/search?q=${'a'.repeat(3000)}`)
    expect(response.status()).toBe(414)
  })

  test('the page is noindex, never cached, and absent from the sitemap', async ({ request }) => {
    for (const lang of languages) {
      const response = await request.get(`${href('search', lang)}?q=Lysodren`)
      expect(response.status()).toBe(200)
      expect(response.headers()['x-robots-tag']).toBe('noindex')
      expect(response.headers()['cache-control']).toBe('private, no-store')
    }
    const sitemap = await (await request.get('/sitemap.xml')).text()
    expect(sitemap).not.toContain('/en/search')
    expect(sitemap).not.toContain('/fr/recherche<')
  })

  test('the header form is labelled in the page’s language and sends to that language’s search page', async ({ page }) => {
    for (const lang of languages) {
      await page.goto(header[lang].from)
      const form = page.getByRole('search').locator('form')
      await expect(form).toHaveAttribute('action', href('search', lang))
      // No method: a form's default, GET, so the query is in the address.
      expect(await form.evaluate((element: HTMLFormElement) => element.method)).toBe('get')
      await expect(page.getByRole('search').getByRole('searchbox', { name: header[lang].label })).toBeVisible()
    }
  })

  for (const javaScriptEnabled of [true, false]) {
    test(`on a phone the search comes with the open menu, as one more line of the header (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled })
      const page = await context.newPage()
      for (const lang of languages) {
        await page.goto(header[lang].from)
        const banner = page.getByRole('banner')
        const closed = (await banner.boundingBox())!
        // Closed: one line, no search (the home page's doors keep the first screen).
        await expect(page.getByRole('search')).toBeHidden()
        await banner.locator('summary').click()
        const search = page.getByRole('search')
        await expect(search).toBeVisible()
        const field = search.getByRole('searchbox', { name: header[lang].label })
        const toggle = (await banner.getByTestId('language-toggle').boundingBox())!
        const box = (await search.boundingBox())!
        expect(box.y).toBeGreaterThanOrEqual(toggle.y + toggle.height)
        expect(box.height).toBeLessThanOrEqual(56)
        expect(box.x + box.width).toBeLessThanOrEqual(390)
        // Exactly one line more, and the menu's links below it.
        expect((await banner.boundingBox())!.height - closed.height).toBeLessThanOrEqual(56)
        const firstLink = banner.getByRole('navigation').getByRole('link').first()
        expect((await firstLink.boundingBox())!.y).toBeGreaterThanOrEqual(box.y + box.height)
        await field.fill('Lysodren')
        await field.press('Enter')
        await expect(page).toHaveURL(`${href('search', lang)}?q=Lysodren`)
        await expectAmongFirstTwo(page, href('patient-support-lysodren', lang))
      }
      await context.close()
    })
  }

  test('axe finds no WCAG 2.1 AA violation on results and on no result, in both languages', async ({ page }) => {
    await installAxe(page)
    for (const path of [
      '/en/search?q=Lysodren',
      '/fr/recherche?q=medicaments+orphelins',
      '/en/search?q=xylophone',
      '/fr/recherche',
      '/en/search',
    ]) {
      await page.goto(path)
      expect(await runAxe(page), path).toEqual([])
    }
  })
})

import { expect, test } from '@playwright/test'
import { counterpart } from '../../app/routing/paths.ts'
import { screenModules } from '../../app/routing/route-modules.ts'
import type { ScreenName } from '../../app/routing/route-table.ts'
import { archivedId, currentId, declaredCookie, sitePaths } from './site-paths.ts'

const htmlLang = { en: 'en-CA', fr: 'fr-CA' } as const

test('the spec’s 43 paths and the 25 the site adds are all covered', () => {
  expect(sitePaths.filter((p) => p.lang === 'en')).toHaveLength(21 + 13)
  expect(sitePaths.filter((p) => p.lang === 'fr')).toHaveLength(22 + 12)
  expect(sitePaths.filter((p) => p.gated)).toHaveLength(6)
})

/** The HTML text of an element, tags dropped and the entities React writes decoded. */
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, '\u00a0')
    .replace(/&amp;/g, '&')
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

// Every path over HTTP, no browser: what the server sends is what a browser gets before any script runs.
for (const { path, lang, title, gated, status } of sitePaths) {
  test(`${path} answers ${status} in ${lang}, with its heading, its title and a language toggle to its counterpart`, async ({
    request,
    baseURL,
  }) => {
    // The healthcare-professional area is visited as a visitor who declared (its gate has its own tests).
    const declared = declaredCookie(baseURL!)
    const response = await request.get(path, { headers: gated ? { cookie: `${declared.name}=${declared.value}` } : {} })
    expect(response.status()).toBe(status)
    const html = await response.text()
    expect(/<html lang="([^"]+)"/.exec(html)?.[1]).toBe(htmlLang[lang])
    expect(textOf(/<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '')).toBe(title)
    expect(textOf(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '')).toMatch(new RegExp(`^${escape(title)} \\| Nordora Pharma$`))
    const toggle = /<a\b[^>]*data-testid="language-toggle"[^>]*>/.exec(html)?.[0] ?? ''
    expect(/href="([^"]+)"/.exec(toggle)?.[1]).toBe(counterpart(path).path)
  })
}

// And in a browser, once for each kind of page (its route module): the toggle, clicked, leads to the counterpart.
const oneOfEachKind = [...new Map(sitePaths.map((p) => [screenModules[p.screen as ScreenName], p])).values()]
for (const { path, gated, status } of oneOfEachKind) {
  test(`${path}: its language toggle, clicked, leads to its counterpart in the other language`, async ({ page, baseURL }) => {
    if (gated) await page.context().addCookies([declaredCookie(baseURL!)])
    expect((await page.goto(path))?.status()).toBe(status)
    const target = counterpart(path)
    const toggle = page.getByTestId('language-toggle').first()
    await expect(toggle).toHaveAttribute('href', target.path)
    await toggle.click()
    await expect(page).toHaveURL(target.path)
    await expect(page.locator('html')).toHaveAttribute('lang', htmlLang[target.lang])
    await expect(page.locator('h1')).toBeVisible()
  })
}

test('one page of each kind is visited in a browser', () => {
  expect(new Set(oneOfEachKind.map((p) => p.screen)).size).toBe(oneOfEachKind.length)
  expect(oneOfEachKind.length).toBe(new Set(sitePaths.map((p) => screenModules[p.screen as ScreenName])).size)
})

test.describe('error screens', () => {
  const cases = [
    { path: '/en/no-such-page', lang: 'en-CA', title: 'Page not found', message: 'Page not found: /en/no-such-page' },
    { path: '/fr/page-inexistante', lang: 'fr-CA', title: 'Page introuvable', message: 'Page introuvable\u00a0: /fr/page-inexistante' },
    { path: '/en/pressroom/1999-01-01', lang: 'en-CA', title: 'Page not found', message: 'Page Not Found: /en/pressroom/1999-01-01' },
    { path: `/en/pressroom/${archivedId}`, lang: 'en-CA', title: 'Page not found', message: `Page Not Found: /en/pressroom/${archivedId}` },
    {
      path: `/fr/salledepresse/archives/${currentId}/imprimer`,
      lang: 'fr-CA',
      title: 'Page introuvable',
      message: `Page introuvable\u00a0: /fr/salledepresse/archives/${currentId}/imprimer`,
    },
  ]
  for (const { path, lang, title, message } of cases) {
    test(`${path} answers 404 with the ${lang} not-found screen`, async ({ page }) => {
      const response = await page.goto(path)
      expect(response?.status()).toBe(404)
      await expect(page.locator('html')).toHaveAttribute('lang', lang)
      // The brand ends the title, as on every page.
      await expect(page).toHaveTitle(`${title} | Nordora Pharma`)
      await expect(page.locator('h1')).toHaveText(title)
      await expect(page.getByText(message, { exact: true })).toBeVisible()
    })
  }

  test('a path with no language shows the not-found screen in both languages', async ({ page }) => {
    const response = await page.goto('/nowhere?x=1')
    expect(response?.status()).toBe(404)
    await expect(page.locator('[lang="en-CA"] h1')).toHaveText('Page not found')
    await expect(page.locator('[lang="fr-CA"] h2')).toHaveText('Page introuvable')
    await expect(page.getByText('Page not found: /nowhere?x=1', { exact: true })).toBeVisible()
    await expect(page.getByText('Page introuvable\u00a0: /nowhere?x=1', { exact: true })).toBeVisible()
  })
})

test.describe('server behaviour', () => {
  test('/ sends visitors to their preferred language, English by default', async ({ request }) => {
    const cases: [string | undefined, string][] = [
      ['fr-CA,fr;q=0.9,en;q=0.8', '/fr'],
      ['en-US,en;q=0.9', '/en'],
      ['de-DE', '/en'],
      [undefined, '/en'],
    ]
    for (const [acceptLanguage, location] of cases) {
      const response = await request.get('/', { maxRedirects: 0, headers: acceptLanguage ? { 'Accept-Language': acceptLanguage } : {} })
      expect(response.status(), acceptLanguage).toBe(302)
      expect(response.headers()['location']).toBe(location)
      expect(response.headers()['vary']).toMatch(/Accept-Language/i)
    }
  })

  test('the French research page’s address spelt as French spells it moves there for good, its query kept', async ({ request }) => {
    for (const [asked, location] of [
      ['/fr/recherche-et-developpement', '/fr/recherche-et-developement'],
      ['/fr/recherche-et-developpement?utm_source=lettre', '/fr/recherche-et-developement?utm_source=lettre'],
    ]) {
      const response = await request.get(asked!, { maxRedirects: 0 })
      expect(response.status(), asked).toBe(301)
      expect(response.headers()['location']).toBe(location)
    }
    const followed = await request.get('/fr/recherche-et-developpement')
    expect(followed.status()).toBe(200)
    expect(followed.url()).toMatch(/\/fr\/recherche-et-developement$/)
    // The spec's address stays the page, and a near miss elsewhere is still a miss.
    expect((await request.get('/fr/recherche-et-developement', { maxRedirects: 0 })).status()).toBe(200)
    expect((await request.get('/en/research-and-developpement', { maxRedirects: 0 })).status()).toBe(404)
  })

  test('prerendered pages are served at their exact paths, without trailing-slash redirects', async ({ request }) => {
    for (const path of ['/en/about', '/fr/salledepresse/archives', '/en/about/']) {
      const response = await request.get(path, { maxRedirects: 0 })
      expect(response.status(), path).toBe(200)
    }
  })

  test('health, robots, sitemap and feeds answer', async ({ request }) => {
    expect((await request.get('/healthz')).status()).toBe(200)
    expect(await (await request.get('/robots.txt')).text()).toContain('Sitemap: ')
    const sitemap = await (await request.get('/sitemap.xml')).text()
    expect(sitemap).toContain('<loc>https://www.nordorapharma.ca/fr/nousjoindre</loc>')
    expect(sitemap).toContain('hreflang="x-default"')
    expect(sitemap).not.toContain('/en/careers')
    expect(sitemap).not.toMatch(/\/print<|\/imprimer</)
    const feed = await request.get('/fr/salledepresse/rss.xml')
    expect(feed.status()).toBe(200)
    expect(await feed.text()).toContain('<language>fr-ca</language>')
  })

  test('pages carry a description, canonical link and reciprocal hreflang alternates', async ({ page }) => {
    await page.goto('/fr/a-propos')
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{50,}/)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', 'https://www.nordorapharma.ca/fr/a-propos')
    await expect(page.locator('link[hreflang="en-CA"]')).toHaveAttribute('href', 'https://www.nordorapharma.ca/en/about')
    await expect(page.locator('link[hreflang="fr-CA"]')).toHaveAttribute('href', 'https://www.nordorapharma.ca/fr/a-propos')
    await expect(page.locator('link[hreflang="x-default"]')).toHaveAttribute('href', 'https://www.nordorapharma.ca/en/about')
    // The page once in French only has its English twin (docs/decisions/0152).
    await page.goto('/fr/sclerose-en-plaques')
    await expect(page.locator('link[hreflang="en-CA"]')).toHaveAttribute('href', 'https://www.nordorapharma.ca/en/multiple-sclerosis')
    // A print view is indexable and names its release page as canonical.
    await page.goto(`/fr/salledepresse/${currentId}/imprimer`)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `https://www.nordorapharma.ca/fr/salledepresse/${currentId}`,
    )
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0)
  })
})

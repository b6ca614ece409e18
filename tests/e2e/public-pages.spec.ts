import fs from 'node:fs'
import { expect, test } from '@playwright/test'
import { brandConditionPairs } from '../../app/content/claims.server.ts'
import { productFacts } from '../../app/content/product-facts.server.ts'
import { products } from '../../app/content/products.ts'
import { isGatedPath } from '../../app/routing/hcp-area.ts'
import { href, langOfPath } from '../../app/routing/paths.ts'
import { languages, pressFeeds } from '../../app/routing/route-table.ts'
import { findPrerenderedPages } from '../../server/prerendered.ts'
import { clientDir, errorPages } from './a11y-pages.ts'
import { declaredCookie } from './site-paths.ts'

/** The visible text of a page: tags dropped, entities and every kind of space made plain. */
function plainText(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, '’')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&nbsp;|&#xa0;/gi, ' ')
    .replace(/[\s\u00a0\u202f]+/g, ' ')
}

const textOf = (html: string) => plainText(html).toLowerCase()

/** The indication from “indicated for” / “indiqué pour” on: the claim itself, whatever precedes it. */
const claims = products.flatMap((p) =>
  (['en', 'fr'] as const).map((lang) => {
    const indication = productFacts[p.id].indication[lang].toLowerCase()
    return { product: p, lang, claim: indication.slice(indication.search(/indicated|indiqué/)) }
  }),
)

const prerendered = [...findPrerenderedPages(clientDir).entries()].filter(([path]) => path.startsWith('/en') || path.startsWith('/fr'))

test.describe('public pages, as built', () => {
  test('cover every prerendered page and none of the healthcare-professional area', () => {
    expect(prerendered.length).toBeGreaterThan(100)
    expect(prerendered.filter(([path]) => isGatedPath(path))).toEqual([])
  })

  test('never state a product’s indication', () => {
    const findings: string[] = []
    for (const [path, file] of prerendered) {
      const text = textOf(fs.readFileSync(file, 'utf8'))
      for (const { product, claim } of claims) if (text.includes(claim)) findings.push(`${path}: indication of ${product.brandName}`)
    }
    expect(findings).toEqual([])
  })

  test('never name a product and a condition on one page or feed, read whole', async ({ request }) => {
    const feeds = await Promise.all(
      languages.map(async (lang) => [pressFeeds[lang], await (await request.get(pressFeeds[lang])).text()] as const),
    )
    expect(feeds.every(([, xml]) => xml.includes('<item>'))).toBe(true)
    const findings: string[] = []
    for (const [path, html] of [...prerendered.map(([path, file]) => [path, fs.readFileSync(file, 'utf8')] as const), ...feeds]) {
      // A page's title and description are read too: they are what a search engine or a feed reader shows.
      const described = [...html.matchAll(/<meta[^>]+content="([^"]*)"/g)].map((m) => m[1]).join(' ')
      const pairs = brandConditionPairs(`${plainText(html)} ${described}`)
      if (pairs.length > 0) findings.push(`${path}: ${pairs.map((p) => `${p.product} with “${p.condition}”`).join(', ')}`)
    }
    expect(findings).toEqual([])
  })

  test('write the legal name with its language’s suffix and never a doubled period', () => {
    const findings: string[] = []
    for (const [path, file] of prerendered) {
      const text = textOf(fs.readFileSync(file, 'utf8'))
      if (/\binc\.\./.test(text)) findings.push(`${path}: Inc..`)
    }
    expect(findings).toEqual([])
    const footer = (lang: 'en' | 'fr') =>
      fs.readFileSync(new Map(prerendered).get(`/${lang}/about`.replace('/fr/about', '/fr/a-propos'))!, 'utf8')
    expect(footer('en')).toContain('Nordora Pharma Inc. All rights reserved.')
    expect(footer('fr')).toContain('Nordora Pharma inc. Tous droits réservés.')
  })

  test('every page links the privacy policy in its own language', async ({ request }) => {
    const missing: string[] = []
    for (const [path, file] of prerendered) {
      const lang = langOfPath(path)!
      if (!fs.readFileSync(file, 'utf8').includes(`href="${href('privacy', lang)}"`)) missing.push(path)
    }
    for (const path of errorPages.filter((p) => langOfPath(p))) {
      const html = await (await request.get(path)).text()
      if (!html.includes(`href="${href('privacy', langOfPath(path)!)}"`)) missing.push(path)
    }
    expect(missing).toEqual([])
  })

  test('the area’s pages link the privacy policy too', async ({ page, baseURL }) => {
    await page.context().addCookies([declaredCookie(baseURL!)])
    for (const path of ['/en/healthcare-professionals/ruzurgi', '/fr/professionnels-de-la-sante']) {
      await page.goto(path)
      const lang = langOfPath(path)!
      await expect(page.locator(`footer a[href="${href('privacy', lang)}"]`)).toHaveCount(1)
    }
  })

  test('the forms’ privacy notice opens the privacy policy, not the terms of use', async ({ page }) => {
    await page.goto('/fr/nousjoindre')
    await page.getByRole('link', { name: 'Lire notre politique de confidentialité' }).click()
    await expect(page).toHaveURL('/fr/confidentialite')
    await expect(page.locator('h1')).toHaveText('Politique de confidentialité')
    await page.goto('/en/medicalinformation')
    await expect(page.getByRole('link', { name: 'Read our privacy policy' })).toHaveAttribute('href', '/en/privacy')
  })

  test('phone numbers are tel: links in each language’s style', async ({ page }) => {
    await page.goto('/en/patient-support-program/ruzurgi')
    await expect(page.locator('main a[href="tel:+18885550150"]').first()).toHaveText('1\u2011888\u2011555\u20110150')
    await page.goto('/fr/programme-de-soutien-aux-patients/ruzurgi')
    await expect(page.locator('main a[href="tel:+18885550150"]').first()).toHaveText('1\u00a0888\u00a0555\u20110150')
  })
})

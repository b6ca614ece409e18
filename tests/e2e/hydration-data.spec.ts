import { expect, test } from '@playwright/test'
import { href } from '../../app/routing/paths.ts'
import { countDocuments, hydrated } from './page-state.ts'

/**
 * A prerendered page sends its text once: the hydration data leaves out the HTML its markup already holds
 * (server/page-finalize.ts), and the browser takes that HTML from the markup. Nothing of the page may be lost on the
 * way, after a client-side navigation or coming back to it either.
 */
test('a prerendered page sends its sections once and keeps them through hydration, navigation and the way back', async ({ page }) => {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  const about = href('about', 'fr')
  const response = await page.goto(about)
  const document = (await response?.text()) ?? ''
  const section = 'Faire en sorte que les Canadiennes et les Canadiens qui vivent avec une maladie rare'
  // Once in the markup, not again in the data.
  expect(document.split(section).length - 1).toBe(1)
  const body = page.locator('.page__body > .prose')
  const served = await body.innerHTML()
  const lead = await page.locator('.page__lead').innerHTML()
  expect(served).toContain(section)

  await hydrated(page)
  const documents = countDocuments(page)
  expect(await body.innerHTML()).toBe(served)
  expect(await page.locator('.page__lead').innerHTML()).toBe(lead)

  // Another page, in the browser: its data brings its HTML.
  await page.locator('main').getByRole('link', { name: 'Produits', exact: true }).first().click()
  await expect(page).toHaveURL(href('products', 'fr'))
  await expect(page.locator('.page__body > .prose h2').first()).toBeVisible()
  // And back: the page comes again whole, from its data this time.
  await page.goBack()
  await expect(page).toHaveURL(about)
  await expect(body).toContainText(section)
  expect(await body.innerHTML()).toBe(served)
  expect(documents).toEqual([])
  expect(errors).toEqual([])
})

test('a long page lists its sections after hydration as before it', async ({ page }) => {
  await page.goto(href('privacy', 'en'))
  const list = page.locator('.on-this-page a')
  const before = await list.allTextContents()
  expect(before.length).toBeGreaterThanOrEqual(4)
  await hydrated(page)
  expect(await list.allTextContents()).toEqual(before)
  for (const link of await list.all()) {
    const id = decodeURIComponent(((await link.getAttribute('href')) ?? '').replace(/^#/, ''))
    await expect(page.locator(`[id="${id}"]`)).toHaveCount(1)
  }
})

test('a form sent back with its errors, without JavaScript, sends the page’s text once too', async ({ request, baseURL }) => {
  const path = href('contact', 'fr')
  const page = await (await request.get(path)).text()
  // A paragraph of the page's Markdown, long enough not to be found by chance.
  const paragraph = [...page.matchAll(/<p>([^<]{60,})<\/p>/g)].map(([, text]) => text!)[0]
  expect(paragraph).toBeDefined()
  const answer = await request.post(path, {
    data: 'message=',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: baseURL! },
  })
  expect(answer.status()).toBe(400)
  const sentBack = await answer.text()
  expect(sentBack.split(paragraph!).length - 1).toBe(1)
})

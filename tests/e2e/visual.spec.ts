import { expect, test, type Page } from '@playwright/test'
import { counterpart } from '../../app/routing/paths.ts'
import { allPages } from './a11y-pages.ts'
import { picturesNeedTheShell } from './chromium.ts'
import { declaredCookie } from './site-paths.ts'

/**
 * Visual regression: eleven kinds of page (and the 404 of an address without a language), both languages, a phone and a laptop
 * width, light and dark. The pictures are taken with the tests' Chromium and
 * the self-hosted typeface (waited for), animations off, so they are stable on
 * one machine. The home page is compared over its first two screens, the
 * other pages over their first (header, heading, the start of the content),
 * which keeps the baselines small. Content changes move them on purpose: regenerate the baselines
 * with `npm run test:visual:update` and review the new pictures.
 */
const latestRelease = allPages()
  .filter((p) => /^\/en\/pressroom\/\d{4}-\d{2}-\d{2}(-\d+)?$/.test(p))
  .sort()
  .at(-1)!

const pages = [
  ['home', '/en'],
  ['content-page', '/en/about'],
  ['products', '/en/products'],
  ['press-room', '/en/pressroom'],
  ['press-release', latestRelease],
  ['contact', '/en/contactus'],
  ['side-effect', '/en/report-side-effect'],
  ['search', '/en/search'],
  ['support-program', '/en/patient-support-program/ruzurgi'],
  ['hcp-area', '/en/healthcare-professionals'],
  ['hcp-product', '/en/healthcare-professionals/lysodren'],
  ['not-found', '/en/no-such-page'],
] as const

/** Pages whose other language the toggle cannot name: a 404's counterpart is the other home. */
const frenchPaths: Partial<Record<(typeof pages)[number][0], string>> = { 'not-found': '/fr/aucune-page' }

/** A page answered per query is pictured with one: the search page with its results. */
const queries: Partial<Record<(typeof pages)[number][0], string>> = { search: '?q=Lysodren' }

const widths = [
  ['phone', { width: 390, height: 844 }],
  ['laptop', { width: 1280, height: 800 }],
] as const

test.use({ trace: 'off' })
test.skip(Boolean(picturesNeedTheShell()), picturesNeedTheShell())

/** Pictures a page in light and dark, over its first screen (the home page: two), with the typeface loaded. */
async function picture(page: Page, path: string, file: string, viewport: { width: number; height: number }, screens = 1) {
  await page.setViewportSize(viewport)
  await page.goto(path, { waitUntil: 'networkidle' })
  await page.evaluate(() => document.fonts.ready)
  expect(await page.evaluate(() => [...document.fonts].some((font) => font.family.includes('Figtree') && font.status === 'loaded'))).toBe(
    true,
  )
  const clip = { x: 0, y: 0, width: viewport.width, height: viewport.height * screens }
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' })
    await expect(page).toHaveScreenshot(`${file}-${scheme}.png`, {
      fullPage: true,
      clip,
      animations: 'disabled',
      caret: 'hide',
      maxDiffPixelRatio: 0.002,
    })
  }
}

for (const [name, enPath] of pages) {
  for (const lang of ['en', 'fr'] as const) {
    const path = (lang === 'en' ? enPath : (frenchPaths[name] ?? counterpart(enPath).path)) + (queries[name] ?? '')
    for (const [widthName, viewport] of widths) {
      test(`${name} ${lang} ${widthName}`, async ({ page, baseURL }) => {
        // The professional area is pictured as a visitor who declared sees it.
        if (name === 'hcp-area' || name === 'hcp-product') await page.context().addCookies([declaredCookie(baseURL!)])
        await picture(page, path, `${name}-${lang}-${widthName}`, viewport, name === 'home' ? 2 : 1)
      })
    }
  }
}

// An address without a language has one 404 for both languages.
for (const [widthName, viewport] of widths) {
  test(`not-found bilingual ${widthName}`, async ({ page }) => {
    await picture(page, '/no-such-page', `not-found-bilingual-${widthName}`, viewport)
  })
}

import { expect, test, type Page } from '@playwright/test'
import { isGatedPath } from '../../app/routing/hcp-area.ts'
import { allPages, batches, errorPages } from './a11y-pages.ts'
import { axeRules, colourRules, installAxe, runAxe, type Violation } from './axe.ts'
import { declaredCookie } from './site-paths.ts'

type Finding = Violation & { path: string; scheme: string }

/**
 * Records Content-Security-Policy violations and console errors: the sweep
 * also proves the security headers break nothing on any page.
 */
async function watchForProblems(page: Page) {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() !== 'error') return
    const expected404 = errorPages.includes(new URL(page.url()).pathname) && message.text().includes('status of 404')
    if (!expected404) problems.push(`${page.url()}: console error: ${message.text()}`)
  })
  page.on('pageerror', (error) => problems.push(`${page.url()}: uncaught: ${error.message}`))
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      )
    })
  })
  return problems
}

async function audit(page: Page, path: string, scheme: string, rules?: readonly string[]): Promise<Finding[]> {
  return (await runAxe(page, rules)).map((violation) => ({ path, scheme, ...violation }))
}

const pages = allPages()

// A trace snapshots the page at every step; over a hundred pages that is most of the time. The findings say enough.
test.use({ trace: 'off' })

test('dark mode changes colours only, so the colour rules are all it can fail', () => {
  // The stylesheet's side is held by app/styles/tokens.test.ts: its dark block sets colour tokens and nothing else.
  expect(
    axeRules()
      .filter((rule) => /colou?r|contrast/i.test(`${rule.ruleId} ${rule.description}`))
      .map((rule) => rule.ruleId),
  ).toEqual(colourRules)
})

test('the sweep covers every screen of both languages, press releases and error screens', () => {
  expect(pages.filter((p) => p.startsWith('/en')).length).toBeGreaterThanOrEqual(21)
  expect(pages.filter((p) => p.startsWith('/fr')).length).toBeGreaterThanOrEqual(22)
  expect(pages).toContain('/fr/salledepresse/archives')
  expect(pages.some((p) => /^\/en\/pressroom\/archives\/[^/]+\/print$/.test(p))).toBe(true)
  for (const path of [
    '/en/privacy',
    '/fr/confidentialite',
    '/en/accessibility',
    '/fr/accessibilite',
    '/en/healthcare-professionals/ruzurgi',
    '/fr/professionnels-de-la-sante/declaration',
    '/en/report-side-effect',
    '/fr/declarer-effet-secondaire',
  ]) {
    expect(pages).toContain(path)
  }
})

for (const [index, batch] of batches(pages, 8).entries()) {
  test(`axe finds no WCAG 2.1 AA violation, light and dark (batch ${index + 1}: ${batch[0]} …)`, async ({ page, baseURL }) => {
    test.setTimeout(180_000)
    const problems = await watchForProblems(page)
    await installAxe(page)
    const findings: Finding[] = []
    for (const path of batch) {
      // The area's pages as a declared healthcare professional; its declaration screen as anyone else.
      if (isGatedPath(path)) await page.context().addCookies([declaredCookie(baseURL!)])
      else await page.context().clearCookies({ name: declaredCookie(baseURL!).name })
      await page.emulateMedia({ colorScheme: 'light' })
      await page.goto(path, { waitUntil: 'load' })
      findings.push(...(await audit(page, path, 'light')))
      // Dark mode changes colours only: switch the preference on the same document, and run the rules that
      // colours decide (the others saw the same document a moment ago).
      await page.emulateMedia({ colorScheme: 'dark' })
      expect(await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches)).toBe(true)
      findings.push(...(await audit(page, path, 'dark', colourRules)))
    }
    expect(findings, JSON.stringify(findings, null, 2)).toEqual([])
    expect(problems).toEqual([])
  })
}

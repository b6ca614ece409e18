import { createRequire } from 'node:module'
import type { Page } from '@playwright/test'

/** WCAG 2.1 A and AA: what Canadian accessibility law expects of a public site. */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

/** axe-core as @axe-core/playwright ships it. */
const axeRequire = createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'))
const axeSource = axeRequire.resolve('axe-core/axe.min.js')

/** The WCAG rules axe-core runs for `wcagTags`, as its own list gives them. */
export const axeRules = (): { ruleId: string; description: string }[] =>
  (axeRequire('axe-core') as { getRules: (tags: string[]) => { ruleId: string; description: string }[] }).getRules(wcagTags)

export type Violation = { rule: string; impact: string | null; help: string; targets: string[] }

/**
 * Loads axe-core into every document the page opens, before the page's own
 * scripts, as an init script (not subject to the page's CSP). AxeBuilder would
 * send the 500 KB source over the protocol and open a helper page on every
 * run; with a hundred pages in two colour schemes that is most of the sweep.
 */
export async function installAxe(page: Page): Promise<void> {
  await page.addInitScript({ path: axeSource })
}

/**
 * The WCAG 2.1 A and AA rules whose outcome depends on colours: what a change of colour scheme alone can change.
 * axe-core's own list, checked against it by the sweep.
 */
export const colourRules = ['color-contrast', 'link-in-text-block']

/**
 * Runs the WCAG rules on the current document, or only `rules` of them; violations only (listing every pass doubles
 * the time).
 */
export async function runAxe(page: Page, rules?: readonly string[]): Promise<Violation[]> {
  return page.evaluate(
    async ({ tags, rules }) => {
      type AxeNode = { target: unknown[] }
      type AxeViolation = { id: string; impact: string | null; help: string; nodes: AxeNode[] }
      const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> } })
        .axe
      const runOnly = rules ? { type: 'rule', values: rules } : { type: 'tag', values: tags }
      const results = await axe.run(document, { runOnly, resultTypes: ['violations'] })
      return results.violations.map((v) => ({
        rule: v.id,
        impact: v.impact,
        help: v.help,
        targets: v.nodes.map((n) => n.target.map(String).join(' ')),
      }))
    },
    { tags: wcagTags, rules: rules ? [...rules] : undefined },
  )
}

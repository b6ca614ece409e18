import { createRequire } from 'node:module'
import type { Page } from '@playwright/test'

/** WCAG 2.1 A and AA: what Canadian accessibility law expects of a public site. */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

/** axe-core as @axe-core/playwright ships it. */
const axeSource = createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright')).resolve('axe-core/axe.min.js')

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

/** Runs the WCAG rules on the current document; violations only (listing every pass doubles the time). */
export async function runAxe(page: Page): Promise<Violation[]> {
  return page.evaluate(async (tags) => {
    type AxeNode = { target: unknown[] }
    type AxeViolation = { id: string; impact: string | null; help: string; nodes: AxeNode[] }
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> } }).axe
    const results = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] })
    return results.violations.map((v) => ({
      rule: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.map((n) => n.target.map(String).join(' ')),
    }))
  }, wcagTags)
}

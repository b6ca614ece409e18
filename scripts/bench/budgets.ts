/**
 * The budgets of issue 6, all on compressed bytes as the browser receives
 * them (1 kB = 1000 bytes, as Vite reports sizes). See docs/decisions/0035.
 */
export const KB = 1000

export type PageKind = 'content' | 'form'

export const budgets = {
  /** React 19 and React Router weigh about 105 kB; the site's own code stays small on top. */
  jsBytes: { content: 110 * KB, form: 150 * KB },
  htmlBytes: 14 * KB,
  /** HTML + CSS + JS: less than a Next.js 16 static export (~149 kB) or Nuxt + PrimeVue (~123 kB) of the same pages. */
  totalBytes: { content: 120 * KB },
  lighthouse: { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100 },
} as const

export type LighthouseCategory = keyof typeof budgets.lighthouse
export const lighthouseCategories = Object.keys(budgets.lighthouse) as LighthouseCategory[]

export type PageWeight = {
  html: { encoded: number; raw: number }
  css: { encoded: number; raw: number }
  js: { encoded: number; raw: number }
  other: { encoded: number; raw: number }
  requests: number
}

export type PageResult = {
  path: string
  kind: PageKind
  weight?: PageWeight
  lighthouse?: { scores: Record<LighthouseCategory, number>; lcpMs: number; tbtMs: number; cls: number; failedAudits: Record<string, string[]> }
}

export type BudgetCheck = { path: string; budget: string; limit: number; actual: number; holds: boolean }

/** Every budget that applies to a page, with the measured figure and whether it holds. */
export function checkBudgets(page: PageResult): BudgetCheck[] {
  const checks: BudgetCheck[] = []
  const add = (budget: string, limit: number, actual: number, holds = actual <= limit) => checks.push({ path: page.path, budget, limit, actual, holds })
  if (page.weight) {
    const { html, css, js } = page.weight
    add(`JS ≤ ${budgets.jsBytes[page.kind] / KB} kB`, budgets.jsBytes[page.kind], js.encoded)
    add(`HTML ≤ ${budgets.htmlBytes / KB} kB`, budgets.htmlBytes, html.encoded)
    if (page.kind === 'content') add(`HTML+CSS+JS ≤ ${budgets.totalBytes.content / KB} kB`, budgets.totalBytes.content, html.encoded + css.encoded + js.encoded)
  }
  if (page.lighthouse) {
    for (const category of lighthouseCategories) {
      const minimum = budgets.lighthouse[category]
      const score = page.lighthouse.scores[category]
      add(`Lighthouse ${category} ≥ ${minimum}`, minimum, score, score >= minimum)
    }
  }
  return checks
}

/** One line per budget over all pages: holds everywhere, or where it does not. */
export function summarize(checks: BudgetCheck[]): { budget: string; holds: boolean; failing: string[] }[] {
  const byBudget = new Map<string, BudgetCheck[]>()
  for (const check of checks) byBudget.set(check.budget, [...(byBudget.get(check.budget) ?? []), check])
  return [...byBudget].map(([budget, list]) => ({
    budget,
    holds: list.every((c) => c.holds),
    failing: list.filter((c) => !c.holds).map((c) => `${c.path} (${c.actual})`),
  }))
}

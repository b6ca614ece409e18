/**
 * The performance budgets (docs/decisions/0035), all on compressed bytes as the browser receives
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
  lighthouse: { performance: 100, accessibility: 100, 'best-practices': 100, seo: 100 },
  /** A prerendered page with compression accepted, 50 connections: our server against nginx over the same files. */
  throughput: { vsNginx: 0.5, p99Ms: 25 },
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
  lighthouse?: {
    scores: Record<LighthouseCategory, number>
    fcpMs?: number
    lcpMs: number
    tbtMs: number
    cls: number
    failedAudits: Record<string, string[]>
    /**
     * Lighthouse's measure of the host's CPU (higher is faster; its throttling assumes a fast desktop near 1,000 and
     * more): the same page's blocking time grows as it falls, so figures from two machines are compared with it.
     */
    benchmarkIndex?: number
  }
}

export type BudgetCheck = { path: string; budget: string; limit: number; actual: number; holds: boolean }

/** Every budget that applies to a page, with the measured figure and whether it holds. */
export function checkBudgets(page: PageResult): BudgetCheck[] {
  const checks: BudgetCheck[] = []
  const add = (budget: string, limit: number, actual: number, holds = actual <= limit) =>
    checks.push({ path: page.path, budget, limit, actual, holds })
  if (page.weight) {
    const { html, css, js } = page.weight
    add(`JS ≤ ${budgets.jsBytes[page.kind] / KB} kB`, budgets.jsBytes[page.kind], js.encoded)
    add(`HTML ≤ ${budgets.htmlBytes / KB} kB`, budgets.htmlBytes, html.encoded)
    if (page.kind === 'content')
      add(`HTML+CSS+JS ≤ ${budgets.totalBytes.content / KB} kB`, budgets.totalBytes.content, html.encoded + css.encoded + js.encoded)
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

/** The throughput budgets: our server at least half of nginx's requests per second, and a p99 within 25 ms. */
export function checkThroughput(
  ours: { requestsPerSecond: number; p99Ms: number },
  nginx: { requestsPerSecond: number } | undefined,
): BudgetCheck[] {
  const checks: BudgetCheck[] = []
  const { vsNginx, p99Ms } = budgets.throughput
  if (nginx) {
    const ratio = Math.round((ours.requestsPerSecond / nginx.requestsPerSecond) * 100) / 100
    checks.push({ path: 'load', budget: `ours ≥ ${vsNginx} × nginx req/s`, limit: vsNginx, actual: ratio, holds: ratio >= vsNginx })
  }
  checks.push({ path: 'load', budget: `ours p99 ≤ ${p99Ms} ms`, limit: p99Ms, actual: ours.p99Ms, holds: ours.p99Ms <= p99Ms })
  return checks
}

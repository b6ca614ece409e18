import { describe, expect, it } from 'vitest'
import { checkBudgets, checkThroughput, summarize, type PageResult } from './budgets.ts'

const weight = (jsKb: number, htmlKb = 6, cssKb = 2) => ({
  html: { encoded: htmlKb * 1000, raw: htmlKb * 4000 },
  css: { encoded: cssKb * 1000, raw: cssKb * 3000 },
  js: { encoded: jsKb * 1000, raw: jsKb * 3500 },
  other: { encoded: 0, raw: 0 },
  requests: 14,
})
const lighthouse = (performance: number, seo = 100) => ({
  scores: { performance, accessibility: 100, 'best-practices': 100, seo },
  lcpMs: 1200,
  tbtMs: 0,
  cls: 0,
  failedAudits: {},
})

describe('checkBudgets', () => {
  it('holds a content page to 110 kB of JS and 120 kB in all', () => {
    const page: PageResult = { path: '/en/about', kind: 'content', weight: weight(105, 6, 2) }
    expect(checkBudgets(page)).toEqual([
      { path: '/en/about', budget: 'JS ≤ 110 kB', limit: 110_000, actual: 105_000, holds: true },
      { path: '/en/about', budget: 'HTML ≤ 14 kB', limit: 14_000, actual: 6_000, holds: true },
      { path: '/en/about', budget: 'HTML+CSS+JS ≤ 120 kB', limit: 120_000, actual: 113_000, holds: true },
    ])
    const heavy = checkBudgets({ ...page, weight: weight(112, 9, 2) })
    expect(heavy.filter((c) => !c.holds).map((c) => c.budget)).toEqual(['JS ≤ 110 kB', 'HTML+CSS+JS ≤ 120 kB'])
  })

  it('gives form pages 150 kB of JS and no total budget', () => {
    const checks = checkBudgets({ path: '/fr/nousjoindre', kind: 'form', weight: weight(140) })
    expect(checks.map((c) => [c.budget, c.holds])).toEqual([
      ['JS ≤ 150 kB', true],
      ['HTML ≤ 14 kB', true],
    ])
  })

  it('asks 100 in every Lighthouse category', () => {
    const checks = checkBudgets({ path: '/en', kind: 'content', lighthouse: lighthouse(99, 92) })
    expect(checks.filter((c) => !c.holds).map((c) => c.budget)).toEqual(['Lighthouse performance ≥ 100', 'Lighthouse seo ≥ 100'])
    expect(checkBudgets({ path: '/en', kind: 'content', lighthouse: lighthouse(100) }).every((c) => c.holds)).toBe(true)
  })
})

describe('checkThroughput', () => {
  it('asks half of nginx’s requests per second and a p99 within 25 ms', () => {
    expect(
      checkThroughput({ requestsPerSecond: 6000, p99Ms: 20 }, { requestsPerSecond: 10000 }).map((c) => [c.budget, c.actual, c.holds]),
    ).toEqual([
      ['ours ≥ 0.5 × nginx req/s', 0.6, true],
      ['ours p99 ≤ 25 ms', 20, true],
    ])
    expect(checkThroughput({ requestsPerSecond: 4000, p99Ms: 31 }, { requestsPerSecond: 10000 }).filter((c) => !c.holds)).toHaveLength(2)
    // Without nginx installed, only the latency is checked.
    expect(checkThroughput({ requestsPerSecond: 4000, p99Ms: 20 }, undefined).map((c) => c.budget)).toEqual(['ours p99 ≤ 25 ms'])
  })
})

describe('summarize', () => {
  it('says per budget whether it holds on every page and names the pages where it does not', () => {
    const checks = [
      ...checkBudgets({ path: '/en', kind: 'content', weight: weight(100) }),
      ...checkBudgets({ path: '/fr', kind: 'content', weight: weight(111) }),
    ]
    expect(summarize(checks)).toEqual([
      { budget: 'JS ≤ 110 kB', holds: false, failing: ['/fr (111000)'] },
      { budget: 'HTML ≤ 14 kB', holds: true, failing: [] },
      { budget: 'HTML+CSS+JS ≤ 120 kB', holds: true, failing: [] },
    ])
  })
})

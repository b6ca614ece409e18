import fs from 'node:fs'
import autocannon from 'autocannon'
import type { Browser } from '@playwright/test'
import { href } from '../../app/routing/paths.ts'
import { languages } from '../../app/routing/route-table.ts'
import { indexFilePath, loadIndex, searchSite } from '../../app/search/search-index.server.ts'
import { recordDownloads } from './downloads.ts'
import { browserHeaders, type LoadResult } from './load.ts'

/** Queries a visitor types, in both languages, found and not found, short and long; each connection cycles through them. */
export const benchQueries = [
  ['en', 'Lysodren'],
  ['fr', 'medicaments orphelins'],
  ['en', 'support programs'],
  ['fr', 'programmes de soutien'],
  ['en', 'Lambert-Eaton'],
  ['fr', 'confidentialité'],
  ['en', 'xylophone'],
  ['fr', 'comment déclarer un effet secondaire de mon médicament à Santé Canada et au programme de soutien aux patients'],
] as const

export const searchPaths = benchQueries.map(([lang, query]) => `${href('search', lang)}?q=${encodeURIComponent(query)}`)

/**
 * The server's time per search: 50 connections asking for search pages (the whole answer: index, rendering,
 * compression), after a short warm-up, as the page-throughput runs do.
 */
export async function benchSearchLoad(origin: string, { seconds = 8, connections = 50 } = {}): Promise<LoadResult> {
  if (!/^http:\/\/127\.0\.0\.1:\d+$/.test(origin)) throw new Error(`The benchmark only loads 127.0.0.1, not ${origin}`)
  const requests = searchPaths.map((path) => ({ method: 'GET', path }))
  const url = `${origin}/`
  await autocannon({ url, connections, duration: 2, headers: browserHeaders, requests })
  const result = await autocannon({ url, connections, duration: seconds, headers: browserHeaders, requests })
  return {
    url: `${origin}${href('search', 'en')}`,
    method: 'GET',
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    ok: result['2xx'] + result['3xx'],
    failed: result.non2xx - result['3xx'] + result.errors + result.timeouts,
    seconds,
  }
}

/**
 * The index alone: each query searched many times in this process over the build's index files, without
 * HTTP or rendering, so the figure says what the search itself adds to a page rendered per request.
 */
export function measureIndexTime(buildDir: string, rounds = 200): { p50Ms: number; p99Ms: number; queries: number } {
  const indexes = Object.fromEntries(
    languages.map((lang) => [lang, loadIndex(lang, fs.readFileSync(indexFilePath(lang, buildDir), 'utf8'))]),
  )
  const times: number[] = []
  for (let round = 0; round < rounds; round++) {
    for (const [lang, query] of benchQueries) {
      const started = performance.now()
      searchSite(lang, query, indexes[lang])
      times.push(performance.now() - started)
    }
  }
  times.sort((a, b) => a - b)
  const at = (q: number) => Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))]! * 1000) / 1000
  return { p50Ms: at(0.5), p99Ms: at(0.99), queries: times.length }
}

export type FirstSearch = {
  from: string
  query: string
  encoded: number
  raw: number
  requests: number
  files: { url: string; encoded: number }[]
}

/**
 * What a visitor's first search costs, as the browser receives it: a content page is open (its files in the
 * cache), the visitor types in the header's search and presses Enter; everything downloaded from then until
 * the network is idle is counted.
 */
export async function measureFirstSearch(browser: Browser, origin: string, from: string, query: string): Promise<FirstSearch> {
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.goto(`${origin}${from}`, { waitUntil: 'networkidle' })
  const downloads = recordDownloads(page)
  const field = page.getByRole('search').getByRole('searchbox')
  await field.fill(query)
  await Promise.all([page.waitForURL(/[?&]q=/), field.press('Enter')])
  await page.waitForLoadState('networkidle')
  await downloads.settled()
  await context.close()
  // A file from the browser's cache (the page's own scripts, immutable) or a 304 costs nothing on the wire.
  const files = downloads.files.filter((file) => file.encoded > 0)
  return {
    from,
    query,
    encoded: files.reduce((sum, file) => sum + file.encoded, 0),
    raw: files.reduce((sum, file) => sum + file.raw, 0),
    requests: files.length,
    files: files.map(({ url, encoded }) => ({ url, encoded })),
  }
}

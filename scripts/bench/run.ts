/**
 * `npm run bench`: builds the site, starts the production server, and
 * measures the bytes of every prerendered page as received, and on a fixed set of pages in both languages
 * Lighthouse (mobile), throughput against a plain static server and form submissions; then prints a table, checks
 * the budgets and writes the figures to bench-results/. Only 127.0.0.1 is contacted; every step is
 * bounded in time. Not part of `npm test`. See docs/decisions/0035.
 *
 * Throughput: our server, nginx (when installed; deploy/nginx/nordora.conf over the same build, in front of
 * our server) and a plain static server, side by side, 50 connections, brotli and gzip accepted.
 *
 * Site search: the server's time per query at 50 concurrent searches, and the bytes a first search costs from a
 * content page (docs/decisions/0100).
 *
 * Options: --no-build (reuse build-bench/), --skip=lighthouse,weight,load,forms,search, --pages=/en/about,/fr (a subset of
 * the pages; the fixed set alone: --pages=fixed)
 * Environment: BENCH_SECONDS (load duration per run, default 8), BENCH_LIGHTHOUSE_RUNS (default 3), CHROME_PATH, BENCH_ROOT (another checkout
 * to build and serve, e.g. an older commit, to compare before and after with the same measurements).
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { findNginx, startNginx, type NginxServer } from '../nginx-local.ts'
import { checkBudgets, checkThroughput, summarize, type BudgetCheck, type PageResult } from './budgets.ts'
import { benchFormSubmissions } from './forms.ts'
import { gzipSizes, type GzipSizes } from './gzip-sizes.ts'
import { launchChromiumForLighthouse, runLighthouse } from './lighthouse.ts'
import { load, type LoadResult } from './load.ts'
import { launchBrowser, measurePageWeight } from './page-weight.ts'
import { benchPages, prerenderedPages } from './pages.ts'
import { benchSearchLoad, measureFirstSearch, measureIndexTime, type FirstSearch } from './search.ts'
import { freePort, run, startService, type Service } from './processes.ts'
import { kb, table } from './table.ts'

const root = path.resolve(import.meta.dirname, '../..')
const serverRoot = path.resolve(process.env.BENCH_ROOT ?? root)
const buildDir = 'build-bench'
const connections = 50
const args = process.argv.slice(2)
const skip = new Set((args.find((a) => a.startsWith('--skip='))?.slice('--skip='.length) ?? '').split(',').filter(Boolean))
const seconds = Number(process.env.BENCH_SECONDS ?? 8)
const log = (message: string) => console.log(`\n▸ ${message}`)

async function main() {
  const started = Date.now()
  if (!args.includes('--no-build')) {
    log(`Building into ${path.relative(root, path.join(serverRoot, buildDir)) || buildDir}/`)
    await run('npm', ['run', 'build', '--silent'], { BUILD_DIR: buildDir }, serverRoot)
  }
  const clientDir = path.join(serverRoot, buildDir, 'client')
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-data-'))
  const only = args
    .find((a) => a.startsWith('--pages='))
    ?.slice('--pages='.length)
    .split(',')
  const fixed = benchPages(path.join(root, process.env.CONTENT_DIR ?? 'content'))
  const fixedPaths = new Set(fixed.map((page) => page.path))
  // Every page the build made, the fixed set first (a release id the content names may be missing from an old build).
  const everyPage = [...fixed, ...prerenderedPages(clientDir).filter((page) => !fixedPaths.has(page.path))]
  const pages = everyPage.filter((page) => (only?.includes('fixed') ? fixedPaths.has(page.path) : !only || only.includes(page.path)))
  const results: Result[] = pages.map(({ path: p, kind }) => ({ path: p, kind }))
  const services: Service[] = []
  let proxy: NginxServer | undefined
  const throughput: Throughput = { page: '/en/about' }
  let forms: LoadResult | { skipped: string } | undefined
  let search: SearchFigures | undefined

  try {
    log('Starting the production server')
    const server = await startService(path.join(serverRoot, 'server/index.ts'), {
      port: await freePort(),
      // Ready once the embedded database has applied its migrations: PGlite's start holds the event loop.
      readyPath: '/healthz/database',
      env: {
        BUILD_DIR: buildDir,
        // Apart from the mail folder: the server refuses a database folder that holds other files (docs/decisions/0036).
        DATA_DIR: path.join(dataDir, 'data'),
        MAIL_DIR: path.join(dataDir, 'mail'),
        // The limit protects the forms from people; the benchmark posts thousands on purpose.
        FORM_RATE_LIMIT: '1000000',
        LOG_LEVEL: 'warn',
      },
    })
    services.push(server)

    if (!skip.has('weight')) {
      log(`Bytes per page, ${results.length} pages (Chromium, empty cache)`)
      const browser = await launchBrowser()
      try {
        for (const result of results) {
          const { files, ...weight } = await measurePageWeight(browser, `${server.url}${result.path}`)
          result.weight = weight
          result.gzip = gzipSizes(clientDir, files)
        }
      } finally {
        await browser.close()
      }
    }

    if (!skip.has('lighthouse')) {
      log(`Lighthouse, mobile, default throttling, median of ${process.env.BENCH_LIGHTHOUSE_RUNS ?? 3} runs`)
      const chromium = await launchChromiumForLighthouse()
      try {
        for (const result of results.filter((r) => fixedPaths.has(r.path))) {
          process.stdout.write(`  ${result.path} `)
          result.lighthouse = await runLighthouse(`${server.url}${result.path}`, chromium.port)
          process.stdout.write(`${Object.values(result.lighthouse.scores).join('/')}\n`)
        }
      } finally {
        await chromium.close()
      }
    }

    if (!skip.has('load')) {
      log(`Throughput of a prerendered page, ${seconds} s per server`)
      throughput.ours = await load(`${server.url}${throughput.page}`, { seconds, connections })
      const nginx = findNginx()
      if (!nginx) throughput.nginxSkipped = 'nginx is not installed'
      else if (!fs.existsSync(path.join(serverRoot, buildDir, 'nginx/maps.conf')))
        throughput.nginxSkipped = 'this build has no deploy/nginx files'
      else {
        proxy = await startNginx(nginx, { upstreams: [new URL(server.url).host], buildDir: path.join(serverRoot, buildDir) })
        throughput.nginx = await load(`${proxy.url}${throughput.page}`, { seconds, connections })
      }
      const plain = await startService(path.join(root, 'scripts/bench/static-server.ts'), {
        port: await freePort(),
        readyPath: '/robots.txt',
        env: { STATIC_DIR: clientDir },
      })
      services.push(plain)
      throughput.static = await load(`${plain.url}${throughput.page}/`, { seconds, connections })
    }

    if (!skip.has('forms')) {
      log(`Contact form submissions with the embedded database, ${seconds} s`)
      forms = await benchFormSubmissions(server.url, seconds)
    }

    if (!skip.has('search')) {
      log(`Site search: first search from a content page, then ${connections} concurrent searches, ${seconds} s`)
      const browser = await launchBrowser()
      try {
        const first = [
          await measureFirstSearch(browser, server.url, '/en/about', 'Lysodren'),
          await measureFirstSearch(browser, server.url, '/fr/a-propos', 'medicaments orphelins'),
        ]
        // Beside it, another page rendered per request (the declaration), under the same load: what rendering alone costs.
        const rendered = await load(`${server.url}/en/healthcare-professionals/declaration`, { seconds, connections })
        search = {
          first,
          load: await benchSearchLoad(server.url, { seconds, connections }),
          rendered,
          index: measureIndexTime(path.join(serverRoot, buildDir)),
        }
      } finally {
        await browser.close()
      }
    }
  } finally {
    await proxy?.stop()
    await Promise.all(services.map((service) => service.stop()))
    fs.rmSync(dataDir, { recursive: true, force: true })
  }

  report(results, throughput, forms, Date.now() - started, search)
}

type SearchFigures = { first: FirstSearch[]; load: LoadResult; rendered: LoadResult; index: ReturnType<typeof measureIndexTime> }

type Result = PageResult & { gzip?: GzipSizes }
type Throughput = { page: string; ours?: LoadResult; nginx?: LoadResult; nginxSkipped?: string; static?: LoadResult }

const ratio = (a: LoadResult, b: LoadResult) => Math.round((a.requestsPerSecond / b.requestsPerSecond) * 100) / 100

function report(
  results: Result[],
  throughput: Throughput,
  forms: LoadResult | { skipped: string } | undefined,
  ms: number,
  search?: SearchFigures,
) {
  console.log('\nPages (kB as received, brotli; JS raw uncompressed; total gz: the same files in gzip; Lighthouse mobile)\n')
  console.log(
    table(
      [
        'page',
        'kind',
        'HTML',
        'CSS',
        'JS',
        'JS raw',
        'total',
        'total gz',
        'req',
        'perf',
        'a11y',
        'b-p',
        'SEO',
        'FCP ms',
        'LCP ms',
        'TBT ms',
        'CLS',
      ],
      results.map((r) => {
        const w = r.weight
        const l = r.lighthouse
        return [
          r.path,
          r.kind,
          w ? kb(w.html.encoded) : '-',
          w ? kb(w.css.encoded) : '-',
          w ? kb(w.js.encoded) : '-',
          w ? kb(w.js.raw) : '-',
          w ? kb(w.html.encoded + w.css.encoded + w.js.encoded) : '-',
          r.gzip ? kb(r.gzip.html + r.gzip.css + r.gzip.js) : '-',
          w ? w.requests : '-',
          l ? l.scores.performance : '-',
          l ? l.scores.accessibility : '-',
          l ? l.scores['best-practices'] : '-',
          l ? l.scores.seo : '-',
          l ? (l.fcpMs ?? '-') : '-',
          l ? l.lcpMs : '-',
          l ? l.tbtMs : '-',
          l ? l.cls : '-',
        ]
      }),
    ),
  )

  const checks: BudgetCheck[] = [
    ...results.flatMap(checkBudgets),
    ...(throughput.ours ? checkThroughput(throughput.ours, throughput.nginx) : []),
  ]
  const summary = summarize(checks)
  console.log('\nBudgets\n')
  for (const line of summary)
    console.log(`  ${line.holds ? '✓ holds ' : '✗ fails '} ${line.budget}${line.holds ? '' : ` — ${line.failing.join(', ')}`}`)
  const below = results.flatMap((r) =>
    Object.entries(r.lighthouse?.failedAudits ?? {}).flatMap(([category, audits]) => audits.map((a) => `${r.path} ${category}: ${a}`)),
  )
  if (below.length > 0) console.log(`\nLighthouse audits below 0.9\n${below.map((b) => `  ${b}`).join('\n')}`)
  // The host's speed as Lighthouse measured it: a blocking time (TBT) is read against it.
  const indexes = results.flatMap((r) => (r.lighthouse?.benchmarkIndex ? [r.lighthouse.benchmarkIndex] : []))
  if (indexes.length > 0) console.log(`\nLighthouse's benchmark index of this host: ${Math.min(...indexes)} to ${Math.max(...indexes)}`)

  if (throughput.ours) {
    console.log(
      `\nThroughput, GET ${throughput.page} (Accept-Encoding: br, gzip), ${throughput.ours.seconds} s, ${connections} connections\n`,
    )
    const row = (name: string, r: LoadResult | undefined) =>
      r ? [name, r.requestsPerSecond, r.p50Ms, r.p99Ms, r.ok, r.failed] : [name, '-', '-', '-', '-', '-']
    console.log(
      table(
        ['server', 'req/s', 'p50 ms', 'p99 ms', 'ok', 'failed'],
        [
          row('ours (server/index.ts)', throughput.ours),
          row(`nginx (deploy/nginx)${throughput.nginxSkipped ? `: ${throughput.nginxSkipped}` : ''}`, throughput.nginx),
          row('plain static (express.static + compression)', throughput.static),
        ],
      ),
    )
    if (throughput.nginx) console.log(`  ratio ours / nginx: ${ratio(throughput.ours, throughput.nginx)}×`)
    if (throughput.static) console.log(`  ratio ours / static: ${ratio(throughput.ours, throughput.static)}×`)
  }
  if (forms) {
    console.log('\nForm submissions (POST contact, valid answers, embedded database)\n')
    if ('skipped' in forms) console.log(`  not measured: ${forms.skipped}`)
    else
      console.log(
        table(['req/s', 'p50 ms', 'p99 ms', 'ok', 'failed'], [[forms.requestsPerSecond, forms.p50Ms, forms.p99Ms, forms.ok, forms.failed]]),
      )
  }

  if (search) {
    console.log('\nSite search: a first search from a content page (kB as received), and the server under concurrent searches\n')
    console.log(
      table(
        ['from', 'query', 'kB', 'kB raw', 'req', 'files'],
        search.first.map((f) => [f.from, f.query, kb(f.encoded), kb(f.raw), f.requests, f.files.map((file) => file.url).join(' ')]),
      ),
    )
    const l = search.load
    console.log('')
    const r = search.rendered
    console.log(
      table(
        ['GET', 'req/s', 'p50 ms', 'p99 ms', 'ok', 'failed'],
        [
          [`search pages, ${connections} connections, ${l.seconds} s`, l.requestsPerSecond, l.p50Ms, l.p99Ms, l.ok, l.failed],
          [`the declaration (rendered per request, no search)`, r.requestsPerSecond, r.p50Ms, r.p99Ms, r.ok, r.failed],
        ],
      ),
    )
    console.log(
      `  the index alone, in process: p50 ${search.index.p50Ms} ms, p99 ${search.index.p99Ms} ms per query (${search.index.queries} queries)`,
    )
  }

  const out = path.join(root, 'bench-results')
  fs.mkdirSync(out, { recursive: true })
  const stamp = new Date().toISOString().replace(/[:.]/g, '-')
  const json = JSON.stringify(
    {
      date: new Date().toISOString(),
      node: process.version,
      cpus: os.cpus().length,
      loadAverage: os.loadavg(),
      serverRoot,
      seconds: ms / 1000,
      pages: results,
      budgets: summary,
      checks,
      throughput,
      forms,
      search,
    },
    null,
    2,
  )
  fs.writeFileSync(path.join(out, `bench-${stamp}.json`), json)
  fs.writeFileSync(path.join(out, 'latest.json'), json)
  console.log(`\nFigures written to bench-results/bench-${stamp}.json and bench-results/latest.json (${Math.round(ms / 1000)} s in all)`)
}

await main()

import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { COMPANY_TIME_ZONE } from '../../app/config/constants.ts'
import type { CaseFilters } from '../../app/staff/domain/filters.ts'
import type { StaffUser } from '../../app/staff/domain/services.ts'
import { openDatabase } from '../../server/db/database.ts'
import { createStaffServices } from '../../server/staff/cases.ts'
import { createSessionStore } from '../../server/staff/sessions.ts'
import { STAFF_ABSOLUTE_TIMEOUT_MS, STAFF_IDLE_TIMEOUT_MS } from '../../server/staff/config.ts'
import { freePort } from '../nginx-local.ts'
import { seedSampleCases } from './sample-cases.ts'
import { serverUp, spawnStaffServer } from './staff-server.ts'

/**
 * `npm run staff:bench`: how long the work queue takes at the server with 10,000 cases (CASES to change it), on
 * PGlite in a fresh folder and, with TEST_DATABASE_URL (a server where a database may be made), on PostgreSQL.
 * It times the case desk's work (opening cases for new submissions, a view's page of 50 with its count and every
 * view's count, a search, audited), then the whole page through a production server (the build must exist:
 * `npm run build`), with a session made in the database: the server's Server-Timing (loader and render) and the
 * time to the last byte on this machine. Aims: the queue and the serious view under 200 ms at the server, a search
 * under 300 ms.
 */
const count = Number(process.env.CASES || 10_000)
const runs = 15
const user: StaffUser = { subject: 'bench', name: 'Bench', email: null, roles: ['medical-information'] }
const filters: [string, CaseFilters][] = [
  ['queue (open)', {}],
  ['serious view', { view: 'serious' }],
  ['all, adverse events, new', { view: 'all', adverseEvent: true, status: 'new' }],
  ['overdue', { overdue: true }],
  ['French, page 20', { view: 'all', lang: 'fr', page: 20 }],
]
/** A whole reference, an e-mail, and a name two thirds of the samples share: the search's best and worst. */
const searches: [string, (reference: string) => string][] = [
  ['search, reference', (reference) => reference],
  ['search, e-mail', () => 'marie.tremblay@example'],
  ['search, name (6,667 found)', () => 'martin'],
]
const median = (times: number[]) => [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)]!
const worst = (times: number[]) => Math.max(...times)

async function timed(name: string, label: string, work: () => Promise<unknown>) {
  const times: number[] = []
  for (let i = 0; i < runs; i++) {
    const start = performance.now()
    await work()
    times.push(performance.now() - start)
  }
  console.log(`${name}: ${label.padEnd(28)} median ${median(times).toFixed(1)} ms, worst ${worst(times).toFixed(1)} ms`)
}

async function measure(name: string, url: string | undefined, dataDir: string) {
  const database = openDatabase({ url, dataDir })
  if (!(await database.ready(120_000))) throw new Error(`${name}: the database did not open`)
  await seedSampleCases(database.db, count)
  const services = createStaffServices({ db: database.db, timeZone: COMPANY_TIME_ZONE })
  const start = performance.now()
  await services.listCases({})
  console.log(`${name}: ${count} cases opened on the first list in ${(performance.now() - start).toFixed(0)} ms (once)`)
  for (const [label, filter] of filters) await timed(name, label, () => services.queue(filter, user))
  const reference = (await services.queue({ view: 'serious' }, user)).cases.at(-1)!.reference
  for (const [label, query] of searches) await timed(name, label, () => services.searchCases(query(reference), {}, user))
  const sessions = createSessionStore(database.db, { idleTimeoutMs: STAFF_IDLE_TIMEOUT_MS, absoluteTimeoutMs: STAFF_ABSOLUTE_TIMEOUT_MS })
  const { id } = await sessions.create(user)
  await database.close()
  await measurePage(name, url, dataDir, id, reference)
}

/** The case list page through the production server, with the session made above. */
async function measurePage(name: string, url: string | undefined, dataDir: string, sessionId: string, reference: string) {
  const port = await freePort()
  const server = spawnStaffServer({
    port,
    dataDir,
    databaseUrl: url,
    mailDir: path.join(os.tmpdir(), 'nordora-staff-bench-mail'),
    logLevel: 'error',
    // Never contacted: the session exists already.
    oidc: { issuer: 'http://127.0.0.1:9', clientId: 'bench', clientSecret: 'bench' },
  })
  try {
    const base = `http://localhost:${port}`
    await serverUp(base, '/healthz/ready')
    for (const [label, query] of [
      ['queue (open)', ''],
      ['serious view', '?view=serious'],
      ['overdue', '?overdue=yes'],
      ['search, reference', `?q=${reference}`],
      ['search, name', '?q=martin'],
    ] as const) {
      const server: number[] = []
      const total: number[] = []
      for (let i = 0; i < runs; i++) {
        const start = performance.now()
        const response = await fetch(`${base}/staff/en/cases${query}`, {
          headers: { cookie: `nordora_staff_session=${sessionId}` },
          redirect: 'manual',
        })
        await response.text()
        if (response.status !== 200) throw new Error(`${label}: ${response.status}`)
        total.push(performance.now() - start)
        server.push(Number(/dur=([\d.]+)/.exec(response.headers.get('server-timing') ?? '')?.[1]))
      }
      server.sort((a, b) => a - b)
      total.sort((a, b) => a - b)
      const mid = Math.floor(runs / 2)
      console.log(
        `${name}: page, ${label.padEnd(20)} Server-Timing median ${server[mid]!.toFixed(1)} ms, worst ${server.at(-1)!.toFixed(1)} ms; last byte median ${total[mid]!.toFixed(1)} ms, worst ${total.at(-1)!.toFixed(1)} ms`,
      )
    }
  } finally {
    server.kill('SIGTERM')
    await new Promise((resolve) => server.once('exit', resolve))
  }
}

const pgliteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nordora-staff-bench-'))
try {
  await measure('PGlite', undefined, pgliteDir)
} finally {
  fs.rmSync(pgliteDir, { recursive: true, force: true })
}

const serverUrl = process.env.TEST_DATABASE_URL
if (serverUrl) {
  const name = `nordora_staff_bench_${process.pid}`
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  await admin.query(`create database ${name}`)
  try {
    const url = new URL(serverUrl)
    url.pathname = `/${name}`
    await measure('PostgreSQL', url.href, pgliteDir)
  } finally {
    await admin.query(`drop database ${name} with (force)`)
    await admin.end()
  }
} else {
  console.log('PostgreSQL: skipped (set TEST_DATABASE_URL)')
}

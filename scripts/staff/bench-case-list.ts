import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { COMPANY_TIME_ZONE } from '../../app/config/constants.ts'
import type { CaseFilters } from '../../app/staff/domain/filters.ts'
import { openDatabase } from '../../server/db/database.ts'
import { createStaffServices } from '../../server/staff/cases.ts'
import { createSessionStore } from '../../server/staff/sessions.ts'
import { STAFF_ABSOLUTE_TIMEOUT_MS, STAFF_IDLE_TIMEOUT_MS } from '../../server/staff/config.ts'
import { freePort } from '../nginx-local.ts'
import { spawn } from 'node:child_process'
import { seedSampleCases } from './sample-cases.ts'

/**
 * `npm run staff:bench`: how long the case list takes at the server with 10,000 cases (CASES to change it), on
 * PGlite in a fresh folder and, with TEST_DATABASE_URL (a server where a database may be made), on PostgreSQL.
 * It times the loader's work (opening cases for new submissions, the page of 50 and the count), then the whole
 * page through a production server (the build must exist: `npm run build`), with a session made in the database:
 * the server's Server-Timing (loader and render) and the time to the last byte on this machine.
 */
const count = Number(process.env.CASES || 10_000)
const runs = 15
const filters: [string, CaseFilters][] = [
  ['no filter', {}],
  ['adverse events, new', { adverseEvent: true, status: 'new' }],
  ['overdue', { overdue: true }],
  ['French, page 20', { lang: 'fr', page: 20 }],
]

async function measure(name: string, url: string | undefined, dataDir: string) {
  const database = openDatabase({ url, dataDir })
  if (!(await database.ready(120_000))) throw new Error(`${name}: the database did not open`)
  await seedSampleCases(database.db, count)
  const services = createStaffServices({ db: database.db, timeZone: COMPANY_TIME_ZONE })
  let start = performance.now()
  await services.listCases({})
  console.log(`${name}: ${count} cases opened on the first list in ${(performance.now() - start).toFixed(0)} ms (once)`)
  for (const [label, filter] of filters) {
    const times: number[] = []
    for (let i = 0; i < runs; i++) {
      start = performance.now()
      await services.listCases(filter)
      times.push(performance.now() - start)
    }
    times.sort((a, b) => a - b)
    console.log(`${name}: ${label.padEnd(22)} median ${times[Math.floor(runs / 2)]!.toFixed(1)} ms, worst ${times.at(-1)!.toFixed(1)} ms`)
  }
  const sessions = createSessionStore(database.db, { idleTimeoutMs: STAFF_IDLE_TIMEOUT_MS, absoluteTimeoutMs: STAFF_ABSOLUTE_TIMEOUT_MS })
  const { id } = await sessions.create({ subject: 'bench', name: 'Bench', email: null, roles: ['medical-information'] })
  await database.close()
  await measurePage(name, url, dataDir, id)
}

/** The case list page through the production server, with the session made above. */
async function measurePage(name: string, url: string | undefined, dataDir: string, sessionId: string) {
  const port = await freePort()
  const server = spawn(process.execPath, ['server/index.ts'], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    stdio: 'ignore',
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      SITE_URL: `http://localhost:${port}`,
      DATA_DIR: dataDir,
      DATABASE_URL: url ?? '',
      MAIL_DIR: path.join(os.tmpdir(), 'nordora-staff-bench-mail'),
      LOG_LEVEL: 'error',
      // Never contacted: the session exists already.
      STAFF_OIDC_ISSUER: 'http://127.0.0.1:9',
      STAFF_OIDC_CLIENT_ID: 'bench',
      STAFF_OIDC_CLIENT_SECRET: 'bench',
    },
  })
  try {
    const base = `http://localhost:${port}`
    for (let i = 0; ; i++) {
      if ((await fetch(`${base}/healthz/ready`).catch(() => undefined))?.ok) break
      if (i > 600) throw new Error('the server did not start')
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    for (const [label, query] of [
      ['no filter', ''],
      ['overdue', '?overdue=yes'],
      ['adverse events, new', '?adverseEvent=yes&status=new'],
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
        `${name}: page, ${label.padEnd(20)} Server-Timing median ${server[mid]!.toFixed(1)} ms; last byte median ${total[mid]!.toFixed(1)} ms, worst ${total.at(-1)!.toFixed(1)} ms`,
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

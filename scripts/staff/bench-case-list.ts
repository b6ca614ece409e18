import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { COMPANY_TIME_ZONE } from '../../app/config/constants.ts'
import type { CaseFilters } from '../../app/staff/domain/filters.ts'
import { openDatabase } from '../../server/db/database.ts'
import { createStaffServices } from '../../server/staff/cases.ts'
import { seedSampleCases } from './sample-cases.ts'

/**
 * `npm run staff:bench`: how long the case list takes at the server with 10,000 cases (CASES to change it), on
 * PGlite in a fresh folder and, with TEST_DATABASE_URL (a server where a database may be made), on PostgreSQL.
 * What it times is the loader's work: opening cases for new submissions, the page of 50 and the count.
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
  await database.close()
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

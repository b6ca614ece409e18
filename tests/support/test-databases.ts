import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { openDatabase } from '../../server/db/database.ts'

/**
 * The databases storage tests run against: PGlite always, and PostgreSQL when
 * TEST_DATABASE_URL is set (CI sets it). Each test gets a database of its own
 * (a fresh folder, or a fresh database on the server) and drops it after.
 */
export type TestDatabase = { url?: string; dataDir: string; drop: () => Promise<void> }
export type TestBackend = {
  name: 'pglite' | 'postgres'
  /** Why this backend cannot run here (no server configured): its tests are listed as skipped with this reason. */
  unavailable?: string
  create: () => Promise<TestDatabase>
}

const serverUrl = process.env.TEST_DATABASE_URL

/**
 * Creating a PGlite data folder runs initdb, which takes seconds; copying a
 * closed one takes milliseconds. So one migrated folder is kept in the
 * system's temporary directory, named by a hash of the migrations and the
 * PGlite version, and each test gets a copy of it.
 */
function templateKey(): string {
  const hash = crypto.createHash('sha256')
  const migrations = path.resolve(import.meta.dirname, '../../drizzle')
  for (const file of fs.readdirSync(migrations, { recursive: true, encoding: 'utf8' }).sort()) {
    const full = path.join(migrations, file)
    if (fs.statSync(full).isFile()) hash.update(file).update(fs.readFileSync(full))
  }
  hash.update(
    JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../node_modules/@electric-sql/pglite/package.json'), 'utf8')).version,
  )
  return hash.digest('hex').slice(0, 16)
}

let template: Promise<string> | undefined
/**
 * The migrated folder every PGlite test database is copied from, made once per machine (and per migrations). The
 * unit tests' global setup makes it before any worker starts (tests/support/vitest-global-setup.ts): made by the
 * first test that needed it, its initdb counted against that test's time, twice over when both workers raced.
 */
export function pgliteTemplate(): Promise<string> {
  template ??= (async () => {
    const dir = path.join(os.tmpdir(), `nordora-pglite-template-${templateKey()}`)
    if (fs.existsSync(path.join(dir, 'PG_VERSION'))) return dir
    const building = fs.mkdtempSync(path.join(os.tmpdir(), 'nordora-pglite-building-'))
    const handle = openDatabase({ dataDir: building })
    const ready = await handle.ready(120_000)
    await handle.close()
    if (!ready) throw new Error('PGlite template did not initialize')
    try {
      fs.renameSync(building, dir)
    } catch {
      // Another test file finished first: use its copy.
      fs.rmSync(building, { recursive: true, force: true })
    }
    return dir
  })()
  return template
}

/** A new, migrated PGlite data folder (for a test, or a test server). */
export async function freshPgliteDir(): Promise<string> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nordora-pglite-'))
  fs.cpSync(await pgliteTemplate(), dataDir, { recursive: true })
  return dataDir
}

const pglite: TestBackend = {
  name: 'pglite',
  async create() {
    const dataDir = await freshPgliteDir()
    return { dataDir, drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }) }
  },
}

/** Tests that need a server skip with this when it is not given; `.ci/run` gives one. */
export const noPostgres = 'TEST_DATABASE_URL is not set: no PostgreSQL server to run against'

const postgres: TestBackend = {
  name: 'postgres',
  ...(serverUrl ? {} : { unavailable: noPostgres }),
  async create() {
    if (!serverUrl) throw new Error(noPostgres)
    const name = `forms_test_${crypto.randomBytes(6).toString('hex')}`
    const admin = new pg.Client({ connectionString: serverUrl })
    await admin.connect()
    await admin.query(`create database ${name}`)
    await admin.end()
    const url = new URL(serverUrl!)
    url.pathname = `/${name}`
    return {
      url: url.href,
      dataDir: '',
      async drop() {
        const client = new pg.Client({ connectionString: serverUrl })
        await client.connect()
        await client.query(`drop database if exists ${name} with (force)`)
        await client.end()
      },
    }
  },
}

/**
 * Both backends, always: without TEST_DATABASE_URL the PostgreSQL runs are listed as skipped, with the reason
 * (tests/support/test-database-handle.ts skips them), so a machine without the server passes and says what it left.
 */
export const testBackends: TestBackend[] = [pglite, postgres]

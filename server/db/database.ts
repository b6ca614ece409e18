import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres'
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import { failureCode } from './errors.ts'
import { folderFaultMessage, pgliteFolderFault } from './folder-faults.ts'
import { prepareFirstStart } from './pglite-first-start.ts'
import { createPriorityLane, type Lane } from './priority-lane.ts'
import { silentLog, type Log } from '../logger.ts'
import * as schema from './schema.ts'
import { PGLITE_START_PARAMS } from './pglite-params.ts'

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>

export type DatabaseHandle = {
  kind: 'pglite' | 'postgres'
  db: Database
  /**
   * For the outbox worker: connections of its own on PostgreSQL, so that marking an e-mail sent never waits
   * behind the form posts' pool (docs/decisions/0044). PGlite has one connection: the outbox's lane of it, which
   * goes before the form posts waiting for it (server/db/priority-lane.ts).
   */
  outboxDb: Database
  /**
   * True once connected and migrated. Waits at most `timeoutMs` for an attempt under way; false at once while the
   * last attempt has failed and the next waits its turn.
   */
  ready(timeoutMs: number): Promise<boolean>
  /** Settles once migrated (true), or closed before that or stopped by a fault retrying cannot mend (false). */
  migrated: Promise<boolean>
  /** For /healthz: resolves when a query goes through. */
  ping(): Promise<void>
  /**
   * Runs maintenance statements (VACUUM, CHECKPOINT) one after the other on one connection, outside any
   * transaction and without the time limit of a form post's statement: a table rewritten in full takes longer.
   */
  maintenance(statements: readonly string[]): Promise<void>
  /** PGlite only: its own copy of the data folder, as a gzipped tar, taken between two statements (a backup). */
  dumpDataDir?(): Promise<Blob>
  close(): Promise<void>
}

export type DatabaseOptions = {
  /** `postgres://…`: a PostgreSQL server. Without it, PGlite in `dataDir`. */
  url?: string
  dataDir: string
  log?: Log
  migrationsFolder?: string
  /** First delay before retrying to connect and migrate; doubles up to 30 s. */
  retryMs?: number
}

const defaultMigrations = path.resolve(import.meta.dirname, '../../drizzle')
/** Any fixed number: instances starting together migrate one at a time. */
const MIGRATION_LOCK = 4_004_004

/**
 * Opens the database and applies the migrations under drizzle/. When the
 * database cannot be reached the site still serves its pages: this keeps
 * retrying in the background, and form posts meanwhile get the "try again or
 * call" answer (see `ready`).
 */
export function openDatabase({
  url,
  dataDir,
  log = silentLog,
  migrationsFolder = defaultMigrations,
  retryMs = 1_000,
}: DatabaseOptions): DatabaseHandle {
  let closed = false
  let wake: (() => void) | undefined
  let release: () => Promise<void>
  let migrateOnce: () => Promise<void>
  let maintenance: (statements: readonly string[]) => Promise<void>
  let dumpDataDir: (() => Promise<Blob>) | undefined
  let db: Database
  let outboxDb: Database
  const kind = url ? 'postgres' : 'pglite'

  if (url) {
    const pool = new pg.Pool({
      connectionString: url,
      max: 10,
      connectionTimeoutMillis: 3_000,
      idleTimeoutMillis: 30_000,
      statement_timeout: 10_000,
      query_timeout: 15_000,
    })
    // An idle connection dropped by the server must not crash the process; the pool reconnects.
    pool.on('error', (error) => log.warn('database connection lost', { code: failureCode(error) }))
    db = drizzleNodePg({ client: pool, schema }) as unknown as Database
    const outboxPool = new pg.Pool({
      connectionString: url,
      max: 2,
      connectionTimeoutMillis: 3_000,
      idleTimeoutMillis: 30_000,
      statement_timeout: 10_000,
      query_timeout: 15_000,
    })
    outboxPool.on('error', (error) => log.warn('database connection lost', { code: failureCode(error), pool: 'outbox' }))
    outboxDb = drizzleNodePg({ client: outboxPool, schema }) as unknown as Database
    migrateOnce = async () => {
      const client = await pool.connect()
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK])
        try {
          await migrateNodePg(drizzleNodePg({ client }), { migrationsFolder })
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK])
        }
      } finally {
        client.release()
      }
    }
    maintenance = async (statements) => {
      const client = await pool.connect()
      try {
        await client.query('set statement_timeout = 0')
        // pg reads a per-query limit in place of the pool's; 0 would read as "the pool's", so six hours.
        for (const text of statements) await client.query({ text, query_timeout: 6 * 3_600_000 } as pg.QueryConfig)
      } finally {
        await client.query('reset statement_timeout').catch(() => undefined)
        client.release()
      }
    }
    release = async () => {
      await Promise.all([pool.end(), outboxPool.end()])
    }
  } else {
    // Opened once the folder exists (made off the main thread on a first start); queries wait for it.
    let client: PGlite | undefined
    let opening: Promise<PGlite> | undefined
    const open = () =>
      (opening ??= (async () => {
        await prepareFirstStart(dataDir, migrationsFolder)
        const opened = new PGlite(dataDir, { startParams: PGLITE_START_PARAMS })
        await opened.waitReady
        // Kept only once open: a folder PGlite could not open leaves nothing to close.
        client = opened
        return opened
      })().catch((error: unknown) => {
        opening = undefined
        throw error
      }))
    // One connection, two lanes: the outbox's statements go before the form posts waiting for the connection, so
    // that marking an e-mail sent waits for the one statement or transaction under way, not for every post queued.
    const lane = createPriorityLane()
    const clientIn = (priority: Lane) =>
      ({
        query: (...args: Parameters<PGlite['query']>) => lane.run(priority, async () => (await open()).query(...args)),
        transaction: (...args: Parameters<PGlite['transaction']>) => lane.run(priority, async () => (await open()).transaction(...args)),
      }) as unknown as PGlite
    const pglite = drizzlePglite({ client: clientIn('normal'), schema })
    db = pglite as unknown as Database
    outboxDb = drizzlePglite({ client: clientIn('urgent'), schema }) as unknown as Database
    migrateOnce = async () => {
      await open()
      await migratePglite(pglite, { migrationsFolder })
    }
    maintenance = (statements) =>
      lane.run('normal', async () => {
        const opened = await open()
        for (const statement of statements) await opened.query(statement)
      })
    dumpDataDir = () =>
      lane.run('normal', async () => {
        const opened = await open()
        // What is in memory goes to the files first: the copy then needs no recovery to be read.
        await opened.query('checkpoint')
        return opened.dumpDataDir('gzip')
      })
    release = async () => {
      if (client && !client.closed) await client.close()
    }
  }

  // Settled each time an attempt fails: a post waiting for the database stops waiting then, rather than for
  // the whole back-off (PostgreSQL down at start); while the first attempt runs (initdb on a first start) it waits.
  let attemptFailed = Promise.withResolvers<false>()
  const migrated: Promise<boolean> = (async () => {
    for (let attempt = 1; !closed; attempt++) {
      attemptFailed = Promise.withResolvers<false>()
      try {
        await migrateOnce()
        log.info('database ready', { kind })
        return true
      } catch (error) {
        attemptFailed.resolve(false)
        if (closed) break
        // A folder that cannot be made or opened stays so until somebody acts: say it once, stop retrying.
        const fault = kind === 'pglite' ? pgliteFolderFault(error, dataDir) : undefined
        if (fault) {
          log.error(folderFaultMessage(fault), { kind, ...fault })
          break
        }
        const delay = Math.min(retryMs * 2 ** (attempt - 1), 30_000)
        log.error('database not ready, retrying', { kind, code: failureCode(error), attempt, retryInMs: delay })
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, delay)
          timer.unref()
          wake = () => {
            clearTimeout(timer)
            resolve()
          }
        })
      }
    }
    return false
  })()

  return {
    kind,
    db,
    outboxDb,
    migrated,
    ready(timeoutMs) {
      let timer: ReturnType<typeof setTimeout> | undefined
      const timeout = new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(false), timeoutMs)
      })
      return Promise.race([migrated, attemptFailed.promise, timeout]).finally(() => clearTimeout(timer))
    },
    maintenance: (statements) => maintenance(statements),
    ...(dumpDataDir ? { dumpDataDir } : {}),
    async ping() {
      if (!(await this.ready(0))) throw new Error('database not migrated yet')
      await db.execute(sql`select 1`)
    },
    async close() {
      if (closed) return
      closed = true
      wake?.()
      // Let a migration under way finish rather than cut it off mid-statement.
      await migrated
      await release()
    },
  }
}

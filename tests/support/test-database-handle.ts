import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { getTableName, is, sql } from 'drizzle-orm'
import { PgTable } from 'drizzle-orm/pg-core'
import { afterAll, beforeAll, expect, onTestFinished, TestRunner } from 'vitest'
import { openDatabase, type DatabaseHandle } from '../../server/db/database.ts'
import * as schema from '../../server/db/schema.ts'
import type { TestBackend } from './test-databases.ts'

// Apart from test-databases.ts, which the Playwright suites import too and so cannot import vitest.

/**
 * A migrated database of the running test's own, open. Closed and dropped when the test finishes, pass or fail,
 * so a failed test leaves no folder or server database behind. `reopen` opens it once more: a restarted server,
 * or a second server on the same PostgreSQL.
 */
export async function openTestDatabase(backend: TestBackend) {
  skipUnavailable(backend)
  const { url, dataDir, drop } = await backend.create()
  onTestFinished(drop)
  const reopen = async (): Promise<DatabaseHandle> => {
    const handle = openDatabase({ url, dataDir })
    onTestFinished(() => handle.close())
    expect(await handle.ready(30_000)).toBe(true)
    return handle
  }
  const handle = await reopen()
  return { handle, db: handle.db, url, dataDir, reopen }
}

/**
 * One migrated database for the tests of the calling `describe`, emptied before each test by `fresh()`: for files
 * whose every test starts from an empty database, where opening one per test (PGlite's start above all) was most
 * of the file's time. A test that changes the schema (a trigger, say) undoes it itself. `fresh()` skips the test,
 * saying why, when the backend is not on this machine.
 */
export function databaseForDescribe(backend: TestBackend): { fresh(): Promise<DatabaseHandle> } {
  let opened: { handle: DatabaseHandle; drop: () => Promise<void> } | undefined
  beforeAll(async () => {
    if (backend.unavailable) return
    const { url, dataDir, drop } = await backend.create()
    const handle = openDatabase({ url, dataDir })
    opened = { handle, drop }
    expect(await handle.ready(30_000)).toBe(true)
  })
  afterAll(async () => {
    await opened?.handle.close()
    await opened?.drop()
  })
  return {
    async fresh() {
      skipUnavailable(backend)
      const { handle } = opened!
      const { db } = handle
      // Every table of the schema, with the counters behind their keys.
      const tables = Object.values(schema).filter((value) => is(value, PgTable))
      await db.execute(sql.raw(`truncate table ${tables.map((table) => `"${getTableName(table)}"`).join(', ')} restart identity cascade`))
      return handle
    },
  }
}

/** A folder of the running test's own (for .eml files), removed when the test finishes. */
export function testTempDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix))
  onTestFinished(() => fs.rmSync(dir, { recursive: true, force: true }))
  return dir
}

/**
 * Skips the running test, saying why, when what it needs is not on this machine: a PostgreSQL or Redis server
 * (`TEST_DATABASE_URL`, `REDIS_URL`, which `.ci/run` sets). The test is listed as skipped with the reason, never
 * silently dropped, and never failed for want of a server.
 */
export function skipUnavailable(needs: { unavailable?: string }): void {
  if (needs.unavailable) TestRunner.getCurrentTest()!.context.skip(needs.unavailable)
}

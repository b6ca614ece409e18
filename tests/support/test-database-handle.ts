import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, onTestFinished, TestRunner } from 'vitest'
import { openDatabase, type DatabaseHandle } from '../../server/db/database.ts'
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

import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, onTestFinished } from 'vitest'
import { openDatabase, type DatabaseHandle } from '../../server/db/database.ts'
import type { TestBackend } from './test-databases.ts'

// Apart from test-databases.ts, which the Playwright suites import too and so cannot import vitest.

/**
 * A migrated database of the running test's own, open. Closed and dropped when the test finishes, pass or fail,
 * so a failed test leaves no folder or server database behind. `reopen` opens it once more: a restarted server,
 * or a second server on the same PostgreSQL.
 */
export async function openTestDatabase(backend: TestBackend) {
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

import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { openDatabase } from './database.ts'

const dirs: string[] = []
afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })))
const tempRoot = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nordora-db-'))
  dirs.push(dir)
  return dir
}

/** Opens PGlite at `dataDir` and records the log lines it writes until `migrated` settles. */
async function open(dataDir: string) {
  const lines: { level: string; msg: string; fields: Record<string, unknown> }[] = []
  const record =
    (level: string) =>
    (msg: string, fields: Record<string, unknown> = {}) =>
      lines.push({ level, msg, fields })
  const handle = openDatabase({ dataDir, retryMs: 10, log: { info: record('info'), warn: record('warn'), error: record('error') } })
  const migrated = await handle.migrated
  const waited = Date.now()
  const ready = await handle.ready(5_000)
  const readyMs = Date.now() - waited
  await handle.close()
  return { migrated, ready, readyMs, errors: lines.filter((line) => line.level === 'error') }
}

describe('openDatabase with PGlite, a folder that cannot be used', () => {
  it('a file where the folder should be: one error line naming the folder, the cause and what to do, and no retry', async () => {
    const dataDir = path.join(tempRoot(), 'data')
    fs.writeFileSync(dataDir, 'a file')
    const result = await open(dataDir)
    expect(result).toMatchObject({ migrated: false, ready: false })
    // A post does not wait for a database that will not come.
    expect(result.readyMs).toBeLessThan(1_000)
    expect(result.errors).toHaveLength(1)
    expect(result.errors[0]!.msg).toBe(
      `database folder unusable: ${dataDir}: a file stands where a folder is needed; move that file away from ${dataDir}, or set DATA_DIR to another path; then restart the server`,
    )
    expect(result.errors[0]!.fields).toMatchObject({ folder: dataDir, code: 'ENOTDIR' })
  })

  it('a file where a parent folder should be', async () => {
    const root = tempRoot()
    fs.writeFileSync(path.join(root, 'var'), '')
    const result = await open(path.join(root, 'var', 'data'))
    expect(result).toMatchObject({ migrated: false, ready: false })
    expect(result.errors).toHaveLength(1)
    expect(result.errors[0]!.msg).toMatch(/a file stands where a folder is needed/)
  })

  it('a folder that holds something else is left alone', async () => {
    const dataDir = tempRoot()
    fs.writeFileSync(path.join(dataDir, 'notes.txt'), 'not a database')
    const result = await open(dataDir)
    expect(result).toMatchObject({ migrated: false, ready: false })
    expect(result.errors).toHaveLength(1)
    expect(result.errors[0]!.msg).toMatch(/it holds files but no database; empty it, or set DATA_DIR to a new folder/)
    expect(fs.readdirSync(dataDir)).toEqual(['notes.txt'])
  })

  it('a damaged cluster', { timeout: 60_000 }, async () => {
    const dataDir = tempRoot()
    fs.writeFileSync(path.join(dataDir, 'PG_VERSION'), '17\n')
    fs.writeFileSync(path.join(dataDir, 'postgresql.conf'), 'not a configuration\n')
    const result = await open(dataDir)
    expect(result).toMatchObject({ migrated: false, ready: false })
    expect(result.errors).toHaveLength(1)
    expect(result.errors[0]!.msg).toMatch(/cannot be opened .*restore it from a backup, or move it aside/)
  })
})

describe('openDatabase with PostgreSQL down', () => {
  it('keeps retrying, and a post waiting for it is answered when an attempt fails, not after the whole back-off', async () => {
    const errors: string[] = []
    const handle = openDatabase({
      url: 'postgres://nobody@127.0.0.1:9/none',
      dataDir: '',
      retryMs: 60_000,
      log: { info() {}, warn() {}, error: (msg) => errors.push(msg) },
    })
    await expect.poll(() => errors.length, { timeout: 10_000 }).toBeGreaterThan(0)
    expect(errors[0]).toBe('database not ready, retrying')
    const waited = Date.now()
    expect(await handle.ready(30_000)).toBe(false)
    expect(Date.now() - waited).toBeLessThan(1_000)
    await handle.close()
  })
})

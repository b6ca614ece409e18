import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { prepareFirstStart } from './pglite-first-start.ts'

const migrations = path.resolve(import.meta.dirname, '../../drizzle')
const dirs: string[] = []
afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })))

describe('prepareFirstStart', () => {
  it(
    'makes and migrates the folder and its missing parents off the main thread, which keeps running meanwhile',
    { timeout: 120_000 },
    async () => {
      const root = fs.mkdtempSync(path.join(os.tmpdir(), 'nordora-first-start-'))
      dirs.push(root)
      // As on a fresh clone: neither var/ nor var/data exists yet.
      const dataDir = path.join(root, 'var', 'data')
      let ticks = 0
      const timer = setInterval(() => ticks++, 20)
      const started = Date.now()
      await prepareFirstStart(dataDir, migrations)
      clearInterval(timer)
      expect(fs.existsSync(path.join(dataDir, 'PG_VERSION'))).toBe(true)
      // The event loop kept turning while initdb ran: far more ticks than a blocked loop would give.
      expect(ticks).toBeGreaterThan((Date.now() - started) / 20 / 4)
      expect(fs.readdirSync(path.join(root, 'var'))).toEqual(['data'])
    },
  )

  it('leaves a folder that holds something else alone', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'nordora-first-start-'))
    dirs.push(root)
    fs.writeFileSync(path.join(root, 'notes.txt'), 'not a database')
    await expect(prepareFirstStart(root, migrations)).rejects.toThrow(/holds files but no database/)
    expect(fs.readdirSync(root)).toEqual(['notes.txt'])
  })
})

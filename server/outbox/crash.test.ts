import { spawn } from 'node:child_process'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../db/database.ts'
import { outbox } from '../db/schema.ts'
import { testBackends } from '../../tests/support/test-databases.ts'
import type { CrashLoadSettings } from '../../tests/support/crash-load.ts'
import { skipUnavailable } from '../../tests/support/test-database-handle.ts'
import { startTestSmtp } from '../../tests/support/test-smtp.ts'
import { shortLivedNode } from '../../tests/support/short-lived-node.ts'

const script = path.join(import.meta.dirname, '../../tests/support/crash-load.ts')
/**
 * `npm test` runs both databases, PGlite with 3 kills (a PGlite process takes seconds to open its folder after each
 * kill) and PostgreSQL, when TEST_DATABASE_URL is set, with 10. `npm run test:crash` (CRASH_TEST_FULL=1) runs 10
 * kills on both. Figures: docs/decisions/0044.
 */
const full = process.env.CRASH_TEST_FULL === '1'
const killsOn = (name: string) => (full || name === 'postgres' ? 10 : 3)
const backends = testBackends.map((backend) => ({ ...backend, kills: killsOn(backend.name) }))
/**
 * In `npm test`, one visitor posting every 250 ms. With `npm run test:crash`, three every 100 ms on both databases:
 * form posts then queue for PGlite's one connection while e-mails are marked sent, the case it must withstand.
 */
const load = full ? { visitors: 3, pauseMs: 100 } : {}

/** Runs the load process until it prints `until`; resolves with the process and its exit. */
function startLoad(settings: CrashLoadSettings, until: string) {
  const child = spawn(process.execPath, [...shortLivedNode, script, JSON.stringify(settings)], { stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  const reached = new Promise<void>((resolve, reject) => {
    const check = () => output.includes(until) && resolve()
    child.stdout.on('data', (chunk: Buffer) => ((output += chunk.toString()), check()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    void exit.then(() => (output.includes(until) ? resolve() : reject(new Error(`the load process exited early:\n${output}`))))
  })
  return { child, exit, reached }
}

describe.each(backends)('the outbox under repeated kill -9, on $name', (backend) => {
  const KILLS = backend.kills
  const cleanups: (() => Promise<void>)[] = []
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup()
  })

  it(
    `loses no e-mail across ${backend.kills} kills under load, and sends twice only what was in flight`,
    { timeout: full ? 600_000 : 180_000 },
    async () => {
      skipUnavailable(backend)
      const smtp = await startTestSmtp()
      cleanups.push(smtp.stop)
      const target = await backend.create()
      cleanups.push(target.drop)
      const settings: CrashLoadSettings = { smtpUrl: smtp.url, dataDir: target.dataDir, databaseUrl: target.url, ...load }

      for (let kill = 0; kill < KILLS; kill++) {
        const load = startLoad(settings, 'ready')
        await load.reached
        // Killed at a random moment of its work: between one and two and a half seconds under load.
        await new Promise((resolve) => setTimeout(resolve, 1_000 + Math.random() * 1_500))
        load.child.kill('SIGKILL')
        await load.exit
      }
      const drain = startLoad({ ...settings, drain: true }, 'drained')
      await drain.reached
      await drain.exit

      const database = openDatabase({ url: target.url, dataDir: target.dataDir })
      cleanups.push(() => database.close())
      expect(await database.ready(30_000)).toBe(true)
      const rows = await database.db.select().from(outbox)
      const stored = rows.map((row) => (row.message as { messageId: string }).messageId)
      const counts = new Map<string, number>()
      for (const mail of smtp.received) counts.set(mail.messageId, (counts.get(mail.messageId) ?? 0) + 1)
      const twice = [...counts].filter(([, count]) => count > 1).map(([id]) => id)
      const kindOf = (id: string) => (id.includes('.acknowledgement.') ? 'acknowledgement' : 'team')

      console.log(
        `crash test on ${backend.name}: ${KILLS} kills, ${rows.length} e-mails stored, ${smtp.received.length} received, ` +
          `${twice.length} received twice (${twice.filter((id) => kindOf(id) === 'acknowledgement').length} acknowledgements, ` +
          `${twice.filter((id) => kindOf(id) === 'team').length} team), ${(twice.length / KILLS).toFixed(2)} per kill, ` +
          `${((100 * twice.length) / Math.max(rows.length, 1)).toFixed(2)} % of e-mails`,
      )
      expect(rows.length).toBeGreaterThan(KILLS * 4)
      // Every stored e-mail arrived, with the Message-ID it was stored with.
      expect(stored.filter((id) => !counts.has(id))).toEqual([])
      expect(rows.every((row) => row.sentAt !== null)).toBe(true)
      // A kill can only catch one message between the mail server's acceptance and the mark: at most one per kill, never three copies.
      expect(twice.length).toBeLessThanOrEqual(KILLS)
      expect([...counts.values()].every((count) => count <= 2)).toBe(true)
    },
  )
})

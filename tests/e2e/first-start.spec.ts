import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { spawnServer } from './behaviours-server.ts'
import { rawRequest } from './raw-http.ts'

/**
 * A first start with an empty PGlite folder: initdb runs for many seconds,
 * in a worker thread, and pages are answered from the moment the server
 * listens, not once the database is ready.
 */
test('pages are answered while a first PGlite start runs', async () => {
  test.setTimeout(120_000)
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nordora-first-start-'))
  // As on a fresh clone, neither folder nor its parent exists yet.
  const server = await spawnServer(
    { DATA_DIR: path.join(dir, 'var', 'data'), MAIL_DIR: path.join(dir, 'var', 'mail') },
    { waitUntilReady: false },
  )
  try {
    const answers: { at: number; ms: number }[] = []
    const readiness: number[] = []
    const started = Date.now()
    while (!server.output().includes('"msg":"database ready"')) {
      expect(Date.now() - started, server.output()).toBeLessThan(100_000)
      try {
        const answer = await rawRequest(server.url, { path: '/en/about' })
        if (answer.status === 200) answers.push({ at: Date.now() - started, ms: answer.ms })
        readiness.push((await rawRequest(server.url, { path: '/healthz/ready' })).status)
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    /** When the server logged `msg`: the time of its first line saying it. */
    const loggedAt = (msg: string) =>
      Date.parse(
        JSON.parse(
          server
            .output()
            .split('\n')
            .find((line) => line.includes(`"msg":"${msg}"`))!,
        ).time as string,
      )
    const listening = loggedAt('listening')
    const ready = loggedAt('database ready')
    const slowest = Math.max(...answers.map((a) => a.ms))
    console.log(
      `first start: database ready ${ready - listening} ms after listening; ${answers.length} pages answered meanwhile, ` +
        `the first ${answers[0]?.at} ms after start, the slowest in ${slowest.toFixed(0)} ms`,
    )
    // Pages were answered all along, not only once the database was ready.
    expect(answers.length).toBeGreaterThan(10)
    expect(answers[0]!.at).toBeLessThan(answers.at(-1)!.at - 2_000)
    expect((await rawRequest(server.url, { path: '/healthz' })).status).toBe(200)
    // Alive all along, ready only once the forms can store.
    expect(readiness.filter((status) => status === 503).length).toBeGreaterThan(0)
    expect((await rawRequest(server.url, { path: '/healthz/ready' })).status).toBe(200)
    expect(server.output()).not.toContain('database not ready')
    // The folders, and the socket through which `npm run backup` asks this server for a copy (server/privacy/backup-socket.ts).
    expect(fs.readdirSync(path.join(dir, 'var')).sort()).toEqual(['data', 'data.backup.sock', 'mail'])
  } finally {
    await server.stop()
    fs.rmSync(dir, { recursive: true, force: true })
  }
})

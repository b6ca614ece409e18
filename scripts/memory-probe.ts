/**
 * The production server's memory, idle and under form posts, with the embedded database (PGlite) or with
 * PostgreSQL: `npm run memory-probe` (PGlite), `npm run memory-probe -- postgres://…` (PostgreSQL). It starts the
 * server over the build in `build/` on a free port of 127.0.0.1, reads its resident memory (VmRSS, Linux) once
 * ready and idle, then while 400 contact requests are posted 8 at a time with pages read between them, and again
 * once idle. Figures in docs/decisions/0048.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { freePort } from './nginx-local.ts'
import { toFormData, validContact } from '../tests/support/test-answers.ts'

const root = path.resolve(import.meta.dirname, '..')
const databaseUrl = process.argv[2]
const POSTS = Number(process.env.PROBE_POSTS ?? 400)
const CONCURRENCY = 8
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'nordora-memory-'))
const port = await freePort()
const child = spawn(process.execPath, ['server/index.ts'], {
  cwd: root,
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: path.join(scratch, 'data'),
    MAIL_DIR: path.join(scratch, 'mail'),
    FORM_RATE_LIMIT: String(POSTS * 2),
    LOG_LEVEL: 'warn',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  },
  stdio: ['ignore', 'ignore', 'inherit'],
})
const url = `http://127.0.0.1:${port}`
const rssMb = () => {
  const line = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/)
  return Math.round(Number(line?.[1] ?? 0) / 1024)
}
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

try {
  for (const deadline = Date.now() + 120_000; ; await sleep(250)) {
    if (Date.now() > deadline) throw new Error('the server did not become ready')
    const ready = await fetch(`${url}/healthz/ready`).then(
      (r) => r.status === 200,
      () => false,
    )
    if (ready) break
  }
  await fetch(`${url}/en/about`)
  await sleep(5_000)
  const idle = rssMb()
  let peak = idle
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb())), 100)
  let next = 0
  let failed = 0
  const started = performance.now()
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < POSTS) {
        const n = next++
        const body = toFormData({ ...validContact, message: `Memory probe ${n}: ${'x'.repeat(n % 2_000)}` }).toString()
        const answer = await fetch(`${url}/en/contactus`, {
          method: 'POST',
          headers: { origin: url, 'content-type': 'application/x-www-form-urlencoded' },
          body,
        })
        if (answer.status !== 200) failed++
        await answer.arrayBuffer()
        await (await fetch(`${url}/fr/a-propos`)).arrayBuffer()
      }
    }),
  )
  const seconds = (performance.now() - started) / 1_000
  clearInterval(sampler)
  await sleep(10_000)
  const after = rssMb()
  console.log(
    JSON.stringify({
      database: databaseUrl ? 'postgres' : 'pglite',
      posts: POSTS,
      failed,
      seconds: Math.round(seconds * 10) / 10,
      idleMb: idle,
      peakMb: peak,
      afterMb: after,
    }),
  )
} finally {
  child.kill('SIGTERM')
  await new Promise((resolve) => child.once('exit', resolve))
  fs.rmSync(scratch, { recursive: true, force: true })
}

import { spawn } from 'node:child_process'
import path from 'node:path'

/**
 * `npm start`: the build, then the production server, as `npm run build && npm run serve` would, except that a
 * first start's embedded database (initdb and the migrations, seconds of WebAssembly in a worker thread) is made
 * while the build runs rather than after it. On a fresh clone the forms can then store a post as soon as the
 * first page answers (docs/decisions/0036). The server then runs in this process, so signals reach it directly.
 */
const buildEnv = { ...process.env }
process.env.NODE_ENV = 'production'
const { envOrExit } = await import('../app/config/env.server.ts')
const { prepareFirstStart } = await import('../server/db/pglite-first-start.ts')
const env = envOrExit()

const build = new Promise<number | null>((resolve) => {
  spawn('npm', ['run', 'build'], { stdio: 'inherit', env: buildEnv }).once('exit', (code) => resolve(code))
})
// With DATABASE_URL there is nothing to make. A folder that cannot be used is left for the server to say, once,
// with what to do (server/db/folder-faults.ts).
const database = env.DATABASE_URL
  ? Promise.resolve()
  : prepareFirstStart(path.resolve(env.DATA_DIR), path.resolve(import.meta.dirname, '../drizzle')).catch(() => {})

const [code] = await Promise.all([build, database])
if (code !== 0) process.exit(code ?? 1)
await import('../server/index.ts')

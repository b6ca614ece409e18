import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { freePort } from '../../scripts/nginx-local.ts'
import { freshPgliteDir } from '../support/test-databases.ts'
import { shortLivedNode } from '../support/short-lived-node.ts'

const root = path.resolve(import.meta.dirname, '../..')

export type SpawnedServer = { url: string; output: () => string; exit: Promise<number | null>; stop: () => Promise<void> }

/**
 * The production server over the same build as the other tests, with extra
 * environment (a GTM_ID, say) that must not reach the shared test server:
 * a consent banner on every page would get in other tests' way.
 */
export async function spawnServer(env: Record<string, string>, { waitUntilReady = true } = {}): Promise<SpawnedServer> {
  // A caller that must know the port before the server starts (its SITE_URL, a provider's redirect) gives PORT.
  const port = env.PORT ? Number(env.PORT) : await freePort()
  // A copy of a migrated database unless the test gives its own folder (a first start): an initdb per server
  // would spend fifteen seconds of CPU beside the tests running meanwhile.
  const ownDataDir = env.DATA_DIR === undefined && env.DATABASE_URL === undefined
  const dataDir = env.DATA_DIR ?? (ownDataDir ? await freshPgliteDir() : `var/e2e-behaviours-${port}`)
  const child: ChildProcess = spawn(process.execPath, [...shortLivedNode, 'server/index.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      BUILD_DIR: process.env.BUILD_DIR ?? 'build',
      DATA_DIR: dataDir,
      // Beside its data: the daily backup a server with the embedded database takes at start.
      BACKUP_DIR: `var/e2e-behaviours-${port}-backups`,
      PORT: String(port),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  const url = `http://localhost:${port}`
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM')
    await exit
    if (ownDataDir) fs.rmSync(dataDir, { recursive: true, force: true })
  }
  if (waitUntilReady) {
    // A bound on a hang: beside two workers' browsers, a start has taken more than a minute on a slow machine
    // (docs/decisions/0206).
    const deadline = Date.now() + 120_000
    for (;;) {
      if (child.exitCode !== null) throw new Error(`The server exited early:\n${output}`)
      try {
        if ((await fetch(`${url}/healthz`)).ok) break
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) {
        await stop()
        throw new Error(`The server did not start:\n${output}`)
      }
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  return { url, output: () => output, exit, stop }
}

import { execFileSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

/** The repository this test runs from. */
export const root = path.resolve(import.meta.dirname, '../..')

/**
 * The README's commands as a newcomer reads them: the lines of its first `sh` block, each without its comment.
 * The test runs what the README says, so a README that changes its commands is tested as it stands.
 */
export function readmeCommands(readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8')): string[] {
  const block = /```sh\n([\s\S]*?)```/.exec(readme)
  if (!block) throw new Error('README.md has no ```sh block')
  return block[1]!
    .split('\n')
    .map((line) => line.replace(/\s+#.*$/, '').trim())
    .filter(Boolean)
}

/** A clone of the committed tree, as a newcomer gets it: no var/, no build/, no node_modules. */
export function cleanClone(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nordora-newcomer-'))
  execFileSync('git', ['clone', '--quiet', root, dir])
  return dir
}

/**
 * The environment of a newcomer's shell: this machine's PATH without any project's node_modules/.bin (so the
 * machine's own Node comes first, Debian's 20 here, as for a newcomer), and none of the variables npm and the
 * test runner set (DATA_DIR, NODE_ENV, npm_*). npm's cache is shared: a newcomer's second try has it too.
 */
export function newcomerEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const keep = ['HOME', 'USER', 'LANG', 'LC_ALL', 'TMPDIR', 'TERM']
  const env: NodeJS.ProcessEnv = {}
  for (const key of keep) if (process.env[key] !== undefined) env[key] = process.env[key]
  env.PATH = (process.env.PATH ?? '')
    .split(path.delimiter)
    .filter((entry) => !entry.includes(`node_modules${path.sep}.bin`) && !entry.includes('node-gyp-bin'))
    .join(path.delimiter)
  return { ...env, npm_config_prefer_offline: 'true', npm_config_audit: 'false', npm_config_fund: 'false', ...extra }
}

export type Shell = { output: () => string; exited: Promise<number | null>; stop: () => Promise<void> }

/** Runs a command line as a shell would, in its own process group, so that stopping it stops npm and Node alike. */
export function shell(command: string, cwd: string, env: NodeJS.ProcessEnv): Shell {
  const child = spawn('bash', ['-c', command], { cwd, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  // 'close': every process holding the output has ended (npm may exit before the server it started).
  const exited = new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)))
  return {
    output: () => output,
    exited,
    async stop() {
      // Ctrl-C in a terminal: SIGINT to the whole foreground group, npm and the server alike. The server must
      // shut down gracefully (its database closed), whatever npm and the shell make of the signal.
      if (child.exitCode === null && child.signalCode === null && child.pid) process.kill(-child.pid, 'SIGINT')
      const late = await Promise.race([
        exited.then(() => false),
        new Promise<boolean>((resolve) => setTimeout(() => resolve(true), 20_000)),
      ])
      if (late) {
        process.kill(-child.pid!, 'SIGKILL')
        throw new Error(`"${command}" did not stop within 20 s of Ctrl-C:\n${output.slice(-3_000)}`)
      }
      if (!output.includes('"msg":"shutdown complete"'))
        throw new Error(`"${command}" stopped without a graceful shutdown:\n${output.slice(-3_000)}`)
    },
  }
}

/** Waits until `url` answers 200, failing early if the command exits; returns when it did. */
export async function firstAnswer(url: string, run: Shell, timeoutMs: number): Promise<number> {
  const deadline = Date.now() + timeoutMs
  let exited = false
  void run.exited.then(() => (exited = true))
  for (;;) {
    if (exited) throw new Error(`The command exited before ${url} answered:\n${run.output().slice(-5_000)}`)
    try {
      if ((await fetch(url)).status === 200) return Date.now()
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs / 1000} s:\n${run.output().slice(-5_000)}`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

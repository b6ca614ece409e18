import { spawn, type ChildProcess } from 'node:child_process'
import net from 'node:net'

/** A port the OS says is free right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.unref()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
}

export type Service = { url: string; child: ChildProcess; stop: () => Promise<void> }

/**
 * Starts a Node script as its own process (the load generator must not share
 * the server's event loop), waits until `readyPath` answers 200, and stops it
 * with SIGTERM, as a deployment would.
 */
export async function startService(
  script: string,
  {
    port,
    env = {},
    readyPath = '/',
    timeoutMs = 60_000,
  }: { port: number; env?: Record<string, string>; readyPath?: string; timeoutMs?: number },
): Promise<Service> {
  const child = spawn(process.execPath, [script], {
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), ...env },
    // The server's JSON log would interleave with the report; errors still show.
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const url = `http://127.0.0.1:${port}`
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  const deadline = Date.now() + timeoutMs
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${script} exited with ${child.exitCode} before it was ready`)
    try {
      const response = await fetch(`${url}${readyPath}`, { signal: AbortSignal.timeout(5_000) })
      await response.arrayBuffer()
      if (response.ok) break
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error(`${script} was not ready within ${timeoutMs} ms`)
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  return {
    url,
    child,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM')
      await exited
    },
  }
}

/** Runs a command to completion; its output is shown only when it fails (the build lists every prerendered file). */
export function run(command: string, args: string[], env: Record<string, string> = {}, cwd?: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.once('error', reject)
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}:\n${output.slice(-4000)}`)),
    )
  })
}

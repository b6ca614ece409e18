import fs from 'node:fs'
import net from 'node:net'
import { failureCode } from '../db/errors.ts'
import { silentLog, type Log } from '../logger.ts'
import type { BackupManifest } from './backups.ts'

/**
 * The embedded database is one process's: while a server has it open, `npm run backup` asks that server for the
 * backup through a Unix socket beside the data folder, which only this machine's accounts allowed by its mode
 * (0600, the folder's owner) can open. One connection, one backup: the answer is its manifest, or why it failed.
 */
export const backupSocketPath = (dataDir: string) => `${dataDir}.backup.sock`

type Answer = { ok: true; manifest: BackupManifest } | { ok: false; error: string }

export function serveBackupRequests({
  socketPath,
  take,
  log = silentLog,
}: {
  socketPath: string
  take: () => Promise<BackupManifest>
  log?: Log
}): { close(): Promise<void> } {
  // A socket left by a server that stopped abruptly would refuse the listen.
  fs.rmSync(socketPath, { force: true })
  let running: Promise<BackupManifest> | undefined
  const server = net.createServer((socket) => {
    socket.on('error', () => undefined)
    // Two requests at once share one backup.
    running ??= take().finally(() => (running = undefined))
    running.then(
      (manifest) => socket.end(`${JSON.stringify({ ok: true, manifest } satisfies Answer)}\n`),
      (error: unknown) => {
        log.error('backup on request failed', { code: failureCode(error) })
        socket.end(`${JSON.stringify({ ok: false, error: error instanceof Error ? error.message : String(error) } satisfies Answer)}\n`)
      },
    )
  })
  server.on('error', (error) =>
    log.warn('backup socket unavailable: npm run backup cannot reach this server', { code: failureCode(error) }),
  )
  server.listen(socketPath, () => fs.chmodSync(socketPath, 0o600))
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        fs.rmSync(socketPath, { force: true })
      }),
  }
}

/** Asks the server that has the database open for a backup; null when none listens there. */
export function requestBackup(socketPath: string): Promise<BackupManifest | null> {
  return new Promise((resolve, reject) => {
    if (!fs.existsSync(socketPath)) return resolve(null)
    const socket = net.connect(socketPath)
    let text = ''
    socket.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')))
    socket.on('error', (error: NodeJS.ErrnoException) =>
      ['ECONNREFUSED', 'ENOENT'].includes(error.code ?? '') ? resolve(null) : reject(error),
    )
    socket.on('end', () => {
      try {
        const answer = JSON.parse(text) as Answer
        if (answer.ok) resolve(answer.manifest)
        else reject(new Error(answer.error))
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)))
      }
    })
  })
}

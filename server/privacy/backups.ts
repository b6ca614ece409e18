import { spawn } from 'node:child_process'
import crypto from 'node:crypto'
import { createReadStream } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'
import { endOfPeriod, retentionRule } from '../../app/privacy/retention-schedule.ts'
import type { DatabaseHandle } from '../db/database.ts'
import { pruneJournal } from './journal.ts'

/**
 * Backups of the records: a dated copy of the database in `BACKUP_DIR`, with a manifest saying when it was taken.
 * PGlite: its own dump of the data folder (`dumpDataDir`), taken by the process that has it open, between two
 * statements, so the copy is consistent while the server runs. PostgreSQL: `pg_dump`, one snapshot of the whole
 * database, in its custom format:
 *
 *   pg_dump --format=custom --no-owner --file=FILE "$DATABASE_URL"
 *
 * A backup is kept as long as the retention schedule's `backups` rule says (35 days): each backup removes those
 * older, and the journal's days before the oldest one kept (journal.ts).
 */
export type BackupManifest = {
  /** When the copy began: everything the journal logged from this instant on is newer than the copy. */
  takenAt: string
  kind: 'pglite' | 'postgres'
  file: string
  bytes: number
  sha256: string
}

const PREFIX = 'nordora-'
const stamp = (at: Date) => at.toISOString().replace(/[:.]/g, '-')
const manifestPath = (file: string) => `${file}.json`

/** The command the README documents, as arguments: one snapshot, in the format `pg_restore` reads. */
export const pgDumpArguments = (url: string, file: string) => ['--format=custom', '--no-owner', `--file=${file}`, url]

export function run(command: string, args: readonly string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] })
    let errors = ''
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString('utf8')))
    child.on('error', reject)
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`${command} exited ${code}: ${errors.trim().slice(0, 500)}`))))
  })
}

/** A file's SHA-256, read as a stream: a dump of a large database need not fit in memory. */
async function sha256Of(file: string): Promise<string> {
  const hash = crypto.createHash('sha256')
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer)
  return hash.digest('hex')
}

/** Writes a file whole or not at all: a backup cut short by a full disk must never look like one. */
async function writeWhole(file: string, write: (temporary: string) => Promise<void>) {
  const temporary = `${file}.partial`
  try {
    await write(temporary)
    await fs.chmod(temporary, 0o600)
    await fs.rename(temporary, file)
  } finally {
    await fs.rm(temporary, { force: true })
  }
}

/**
 * Takes a backup now. `database` is the open handle (PGlite: the server's own, or the command's when no server has
 * it); `url` the PostgreSQL database to dump. Returns its manifest, written beside it once the copy is whole.
 */
export async function takeBackup(
  backupDir: string,
  source: { kind: 'pglite'; database: Pick<DatabaseHandle, 'dumpDataDir'> } | { kind: 'postgres'; url: string; pgDump?: string },
  now: () => Date = () => new Date(),
): Promise<BackupManifest> {
  await fs.mkdir(backupDir, { recursive: true, mode: 0o700 })
  const takenAt = now()
  const file = path.join(backupDir, `${PREFIX}${source.kind}-${stamp(takenAt)}.${source.kind === 'pglite' ? 'tar.gz' : 'dump'}`)
  await writeWhole(file, async (temporary) => {
    if (source.kind === 'postgres') return run(source.pgDump ?? 'pg_dump', pgDumpArguments(source.url, temporary))
    if (!source.database.dumpDataDir) throw new Error('this database cannot dump its data folder')
    const dump = await source.database.dumpDataDir()
    await fs.writeFile(temporary, new Uint8Array(await dump.arrayBuffer()), { mode: 0o600 })
  })
  const manifest: BackupManifest = {
    takenAt: takenAt.toISOString(),
    kind: source.kind,
    file: path.basename(file),
    bytes: (await fs.stat(file)).size,
    sha256: await sha256Of(file),
  }
  await writeWhole(manifestPath(file), (temporary) => fs.writeFile(temporary, `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 }))
  return manifest
}

/** The backups in the folder, newest first, by their manifests (a copy without one is not a whole backup). */
export async function listBackups(backupDir: string): Promise<BackupManifest[]> {
  const names = await fs.readdir(backupDir).catch(() => [] as string[])
  const manifests: BackupManifest[] = []
  for (const name of names.filter((item) => item.startsWith(PREFIX) && item.endsWith('.json'))) {
    try {
      manifests.push(JSON.parse(await fs.readFile(path.join(backupDir, name), 'utf8')) as BackupManifest)
    } catch {
      // A manifest being written, or damaged: not a backup to count on.
    }
  }
  return manifests.sort((a, b) => b.takenAt.localeCompare(a.takenAt))
}

/** The manifest of a backup file, checked: its bytes are those the manifest describes. */
export async function readManifest(file: string): Promise<BackupManifest> {
  const manifest = JSON.parse(await fs.readFile(manifestPath(file), 'utf8')) as BackupManifest
  if ((await sha256Of(file)) !== manifest.sha256)
    throw new Error(`${path.basename(file)} is not the copy its manifest describes (damaged or changed)`)
  return manifest
}

/**
 * Removes the backups past the schedule's period (never the newest), then the journal's files older than the
 * oldest backup kept. Returns the files removed.
 */
export async function pruneBackups(backupDir: string, now: Date): Promise<string[]> {
  const period = retentionRule('backups').period!
  const cutoff = endOfPeriod(now, { days: -(period.days ?? 0) })
  const [newest, ...older] = await listBackups(backupDir)
  const removed: string[] = []
  for (const manifest of older.filter((item) => new Date(item.takenAt) <= cutoff)) {
    const file = path.join(backupDir, manifest.file)
    await fs.rm(file, { force: true })
    await fs.rm(manifestPath(file), { force: true })
    removed.push(manifest.file)
  }
  const kept = await listBackups(backupDir)
  const oldest = kept.at(-1) ?? newest
  if (oldest) await pruneJournal(backupDir, new Date(oldest.takenAt))
  return removed
}

/** How old the newest backup is, in milliseconds; Infinity when there is none. */
export async function newestBackupAge(backupDir: string, now: Date): Promise<number> {
  const [newest] = await listBackups(backupDir)
  return newest ? now.getTime() - new Date(newest.takenAt).getTime() : Infinity
}

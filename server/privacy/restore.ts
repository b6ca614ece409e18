import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import type { StaffUser } from '../../app/staff/domain/services.ts'
import { openDatabase, type DatabaseHandle } from '../db/database.ts'
import { PGLITE_START_PARAMS } from '../db/pglite-params.ts'
import { appendAudit } from '../staff/audit.ts'
import { readManifest, type BackupManifest } from './backups.ts'
import { nothingAfter } from './destroy.ts'
import { createJournal, readJournal } from './journal.ts'
import { reapplyJournal, type Reapplied } from './reapply.ts'
import { runRetention, type RetentionReport } from './retention.ts'
import { createScrubber } from './scrub.ts'

export type RestoreReport = {
  backup: BackupManifest
  reapplied: Reapplied
  retention: RetentionReport
  /** PGlite: where the data folder that was replaced now is, for the operator to check and delete. */
  replacedFolder?: string
}

export type RestoreOptions = {
  /** The backup file (its manifest beside it, `FILE.json`). */
  file: string
  /** PostgreSQL to restore into; without it, PGlite in `dataDir`. */
  databaseUrl?: string
  dataDir: string
  /** Where the journal is (BACKUP_DIR). */
  backupDir: string
  mailDir?: string
  /** PGlite: replace a data folder that has a database in it (it is moved aside, not deleted). */
  replace?: boolean
  actor: StaffUser
  now?: () => Date
}

class RestoreRefused extends Error {}
export { RestoreRefused }

/**
 * Brings a backup back, then, before any server opens the database, makes again what the journal says happened
 * since the copy was taken (reapply.ts): nothing erased or destroyed since comes back, no e-mail sent since goes
 * again, no reference is given twice; the retention schedule then runs as of now, and the audit log says it all.
 * PGlite: the copy is opened in a folder of its own, brought up to date there, and only then takes the data
 * folder's place, so a restore that fails part-way leaves the folder as it was. PostgreSQL: the schemas are dropped
 * and the copy loaded in one transaction (`psql --single-transaction`), so a failure leaves the database as it was.
 */
export async function restoreBackup(options: RestoreOptions): Promise<RestoreReport> {
  const now = options.now ?? (() => new Date())
  const backup = await readManifest(options.file)
  const kind = options.databaseUrl ? 'postgres' : 'pglite'
  if (backup.kind !== kind) throw new RestoreRefused(`${backup.file} is a ${backup.kind} backup; this site runs on ${kind}.`)
  if (kind === 'postgres') {
    await loadPostgres(options.file, options.databaseUrl!)
    return { backup, ...(await bringUpToDate({ url: options.databaseUrl, dataDir: '' }, backup, options, now)) }
  }
  const dataDir = path.resolve(options.dataDir)
  if (fs.existsSync(path.join(dataDir, 'postmaster.pid')))
    throw new RestoreRefused(`A server has the database in ${dataDir} open: stop it first, then restore.`)
  const occupied = fs.existsSync(dataDir) && fs.readdirSync(dataDir).length > 0
  if (occupied && !options.replace)
    throw new RestoreRefused(`${dataDir} holds a database: add --replace to put the backup in its place (it is moved aside, not deleted).`)
  const stamp = now().toISOString().replace(/[:.]/g, '-')
  const staging = `${dataDir}.restoring-${stamp}`
  fs.rmSync(staging, { recursive: true, force: true })
  try {
    const loaded = new PGlite(staging, {
      loadDataDir: new Blob([fs.readFileSync(options.file)]),
      startParams: PGLITE_START_PARAMS,
    })
    await loaded.waitReady
    await loaded.close()
    const done = await bringUpToDate({ dataDir: staging }, backup, options, now)
    const replacedFolder = occupied ? `${dataDir}.replaced-${stamp}` : undefined
    if (replacedFolder) fs.renameSync(dataDir, replacedFolder)
    else fs.rmSync(dataDir, { recursive: true, force: true })
    fs.renameSync(staging, dataDir)
    return { backup, ...done, ...(replacedFolder ? { replacedFolder } : {}) }
  } finally {
    fs.rmSync(staging, { recursive: true, force: true })
  }
}

/** Opens the restored copy (migrating it), applies the journal since the backup and the schedule, and audits it. */
async function bringUpToDate(
  where: { url?: string; dataDir: string },
  backup: BackupManifest,
  options: RestoreOptions,
  now: () => Date,
): Promise<{ reapplied: Reapplied; retention: RetentionReport }> {
  const database: DatabaseHandle = openDatabase(where)
  try {
    if (!(await database.ready(120_000))) throw new Error('the restored database could not be opened')
    const at = now()
    const after = { scrub: createScrubber(database), journal: createJournal({ backupDir: options.backupDir }) }
    const entries = await readJournal(options.backupDir, new Date(backup.takenAt))
    // What is done again is in the journal already: it is not written there twice.
    const reapplied = await reapplyJournal(database.db, entries, {
      actor: options.actor.name,
      at,
      after: { ...nothingAfter, scrub: after.scrub },
    })
    const retention = await runRetention(database.db, { now: at, mailDir: options.mailDir, apply: true, actor: options.actor.name, after })
    const details = { backup: backup.file, takenAt: backup.takenAt, reapplied, retention: retention.counts }
    await appendAudit(database.db, options.actor, { action: 'backup-restore', details }, at)
    return { reapplied, retention }
  } finally {
    await database.close()
  }
}

/**
 * `pg_restore` turns the dump into SQL, which `psql` runs in one transaction after dropping the site's schemas: a
 * table a later migration added cannot survive beside the copy, and any error leaves the database untouched.
 */
function loadPostgres(file: string, url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const restore = spawn('pg_restore', ['--no-owner', '--file=-', file], { stdio: ['ignore', 'pipe', 'pipe'] })
    const psql = spawn(
      'psql',
      [
        '--no-psqlrc',
        '--quiet',
        '--single-transaction',
        '--set=ON_ERROR_STOP=1',
        '--command=drop schema if exists drizzle cascade; drop schema public cascade; create schema public;',
        '--file=-',
        url,
      ],
      { stdio: ['pipe', 'ignore', 'pipe'] },
    )
    restore.stdout.pipe(psql.stdin)
    let errors = ''
    restore.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString('utf8')))
    psql.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString('utf8')))
    let failed = false
    const fail = (error: Error) => {
      if (failed) return
      failed = true
      psql.kill()
      reject(error)
    }
    restore.on('error', fail)
    psql.on('error', fail)
    restore.on('close', (code) => {
      if (code !== 0) fail(new Error(`pg_restore exited ${code}: ${errors.trim().slice(0, 500)}`))
    })
    psql.on('close', (code) => {
      if (failed) return
      if (code === 0) resolve()
      else fail(new Error(`psql exited ${code}: ${errors.trim().slice(0, 500)}`))
    })
  })
}

import path from 'node:path'
import { parseArgs } from 'node:util'
import { envOrExit } from '../app/config/env.server.ts'
import { openDatabase } from '../server/db/database.ts'
import { backupSocketPath, requestBackup } from '../server/privacy/backup-socket.ts'
import { pruneBackups, takeBackup, type BackupManifest } from '../server/privacy/backups.ts'
import { embeddedInUse, fail, runCommand } from './operator-command.ts'

/**
 * A dated, consistent copy of the records in BACKUP_DIR, then the backups past the schedule's 35 days removed
 * (README, Operations; docs/decisions/0146):
 *
 *   npm run backup
 *
 * PostgreSQL (DATABASE_URL): `pg_dump`, one snapshot, while the servers run. The embedded database (DATA_DIR): its
 * own dump of the data folder, taken by the server that has it open (asked through its socket), or by this command
 * when none has.
 */
const usage = `Usage: npm run backup
  Writes a dated copy of the records in BACKUP_DIR (a pg_dump of DATABASE_URL, or the embedded database's own
  dump), with its manifest, and removes the backups older than the retention schedule keeps them.
`

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { help: { type: 'boolean', short: 'h' } } })
  if (values.help) fail(usage, 0)
  const env = envOrExit()
  const backupDir = path.resolve(env.BACKUP_DIR)
  const dataDir = path.resolve(env.DATA_DIR)
  let manifest: BackupManifest
  if (env.DATABASE_URL) manifest = await takeBackup(backupDir, { kind: 'postgres', url: env.DATABASE_URL })
  else if (embeddedInUse(dataDir)) {
    manifest =
      (await requestBackup(backupSocketPath(dataDir))) ??
      fail(`A server has the database in ${dataDir} open but does not answer at ${backupSocketPath(dataDir)}: is it this version?`)
  } else {
    const database = openDatabase({ dataDir })
    try {
      if (!(await database.ready(120_000))) fail('The database could not be opened: see the lines above.')
      manifest = await takeBackup(backupDir, { kind: 'pglite', database })
    } finally {
      await database.close()
    }
  }
  const removed = await pruneBackups(backupDir, new Date())
  process.stdout.write(`${JSON.stringify({ ...manifest, path: path.join(backupDir, manifest.file), removed }, null, 2)}\n`)
}

await runCommand(main)

import path from 'node:path'
import { parseArgs } from 'node:util'
import { envOrExit } from '../app/config/env.server.ts'
import { listBackups } from '../server/privacy/backups.ts'
import { restoreBackup, RestoreRefused } from '../server/privacy/restore.ts'
import { commandActor, embeddedInUse, embeddedInUseMessage, fail, runCommand } from './operator-command.ts'

/**
 * Brings a backup back, every server stopped (README, Operations, "Restore drill"; docs/decisions/0146):
 *
 *   npm run restore -- FILE [--replace]
 *   npm run restore -- --list
 *
 * Before it returns, what the journal in BACKUP_DIR says happened since the backup is done again: erasures and
 * destructions, e-mails marked sent, reference numbers moved on. Start the servers only after it has succeeded.
 */
const usage = `Usage: npm run restore -- FILE [--replace]     (every server stopped)
       npm run restore -- --list                the backups in BACKUP_DIR, newest first
  FILE        a backup written by npm run backup (its manifest FILE.json beside it)
  --replace   the embedded database: put the backup in place of the data folder (moved aside, not deleted)
`

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { replace: { type: 'boolean' }, list: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
  })
  if (values.help) fail(usage, 0)
  const env = envOrExit()
  const backupDir = path.resolve(env.BACKUP_DIR)
  if (values.list) {
    process.stdout.write(`${JSON.stringify(await listBackups(backupDir), null, 2)}\n`)
    return
  }
  const [file] = positionals
  if (!file) fail(usage, 2)
  const dataDir = path.resolve(env.DATA_DIR)
  if (!env.DATABASE_URL && embeddedInUse(dataDir)) fail(embeddedInUseMessage(dataDir))
  try {
    const report = await restoreBackup({
      file: path.resolve(file),
      databaseUrl: env.DATABASE_URL,
      dataDir,
      backupDir,
      mailDir: env.SMTP_URL ? undefined : path.resolve(env.MAIL_DIR),
      replace: values.replace === true,
      actor: commandActor(),
    })
    process.stdout.write(`${JSON.stringify(report, null, 2)}\n`)
    if (report.replacedFolder)
      process.stderr.write(
        `The data folder it replaced is at ${report.replacedFolder}: it holds what was recorded after the backup. Copy out what you need, then delete it.\n`,
      )
  } catch (error) {
    if (error instanceof RestoreRefused) fail(error.message)
    throw error
  }
}

await runCommand(main)

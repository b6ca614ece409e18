import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it, onTestFinished } from 'vitest'
import { openDatabase } from '../server/db/database.ts'
import { staffAuditLog, submissions } from '../server/db/schema.ts'
import { now, seedSubmission } from '../tests/support/privacy-submissions.ts'
import { skipUnavailable } from '../tests/support/test-database-handle.ts'
import { testBackends } from '../tests/support/test-databases.ts'
import { shortLivedNode } from '../tests/support/short-lived-node.ts'

const run = promisify(execFile)

/** A command as `npm run backup` or `npm run restore --` runs it, with the server's settings; its exit code and output. */
async function command(script: 'backup' | 'restore', args: string[], env: Record<string, string>) {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      [...shortLivedNode, path.resolve(import.meta.dirname, `${script}.ts`), ...args],
      {
        env: { ...process.env, SMTP_URL: '', NODE_ENV: 'production', ...env },
        timeout: 120_000,
      },
    )
    return { code: 0, stdout, stderr }
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string }
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr }
  }
}

const folder = (prefix: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix))
  onTestFinished(() => fs.rmSync(dir, { recursive: true, force: true }))
  return dir
}

describe.each(testBackends)('npm run backup, then npm run restore, on $name', (backend) => {
  it('writes a dated copy with its manifest, and brings it back with the restore audited', { timeout: 180_000 }, async () => {
    skipUnavailable(backend)
    const { url, dataDir, drop } = await backend.create()
    onTestFinished(drop)
    const backupDir = folder('nordora-command-backups-')
    const mailDir = folder('nordora-command-mail-')
    const env = { DATABASE_URL: url ?? '', DATA_DIR: dataDir || folder('nordora-command-data-'), BACKUP_DIR: backupDir, MAIL_DIR: mailDir }
    const seed = openDatabase({ url, dataDir: env.DATA_DIR })
    expect(await seed.ready(60_000)).toBe(true)
    const kept = await seedSubmission(seed.db, mailDir, { receivedAt: now })
    await seed.close()

    const backup = await command('backup', [], env)
    expect(backup.code, backup.stderr).toBe(0)
    const manifest = JSON.parse(backup.stdout) as { file: string; path: string; takenAt: string }
    expect(fs.existsSync(manifest.path) && fs.existsSync(`${manifest.path}.json`)).toBe(true)

    // Refused over a database that is there, unless told to replace it (the embedded one is moved aside).
    const args = backend.name === 'pglite' ? [manifest.path, '--replace'] : [manifest.path]
    if (backend.name === 'pglite') expect((await command('restore', [manifest.path], env)).stderr).toContain('--replace')
    const restore = await command('restore', args, env)
    expect(restore.code, restore.stderr).toBe(0)
    const check = openDatabase({ url, dataDir: env.DATA_DIR })
    try {
      expect(await check.ready(60_000)).toBe(true)
      expect((await check.db.select({ reference: submissions.reference }).from(submissions)).map((row) => row.reference)).toEqual([
        kept.reference,
      ])
      expect((await check.db.select({ action: staffAuditLog.action }).from(staffAuditLog)).map((row) => row.action)).toEqual([
        'backup-restore',
      ])
    } finally {
      await check.close()
    }
    if (backend.name === 'pglite') {
      const replaced = fs
        .readdirSync(path.dirname(env.DATA_DIR))
        .filter((name) => name.startsWith(`${path.basename(env.DATA_DIR)}.replaced-`))
      expect(replaced).toHaveLength(1)
      fs.rmSync(path.join(path.dirname(env.DATA_DIR), replaced[0]!), { recursive: true, force: true })
    }
  })
})

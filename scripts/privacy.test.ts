import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterEach, describe, expect, it } from 'vitest'
import { parseEnv } from '../app/config/env.server.ts'
import { openDatabase } from '../server/db/database.ts'
import { staffAuditLog } from '../server/db/schema.ts'
import { daysBefore, seedSubmission } from '../tests/support/privacy-submissions.ts'
import { freshPgliteDir } from '../tests/support/test-databases.ts'
import { CommandFailure } from './operator-command.ts'
import { privacyCommand } from './privacy.ts'
import { shortLivedNode } from '../tests/support/short-lived-node.ts'

const run = promisify(execFile)
const script = path.resolve(import.meta.dirname, 'privacy.ts')

type Result = { code: number; stdout: string; stderr: string }
/** The settings of the commands below: the embedded database of `dataDir`, e-mail as files in `mailDir`. */
const settingsOf = (dataDir: string, mailDir: string) => ({
  ...process.env,
  DATABASE_URL: '',
  SMTP_URL: '',
  DATA_DIR: dataDir,
  MAIL_DIR: mailDir,
  NODE_ENV: 'production',
})

/** The command as `npm run privacy --` runs it, in a process of its own; its exit code and output. */
async function privacyProcess(args: string[], dataDir: string, mailDir: string): Promise<Result> {
  try {
    const { stdout, stderr } = await run(process.execPath, [...shortLivedNode, script, ...args], {
      env: settingsOf(dataDir, mailDir),
      timeout: 120_000,
    })
    return { code: 0, stdout, stderr }
  } catch (error) {
    const failed = error as Result
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr }
  }
}

/**
 * The same command run in this process, as the script's entry runs it but without a Node start and a module load
 * per command (a dozen commands were half a minute of the unit tests); the exit code is the one the script would set.
 */
async function privacy(args: string[], dataDir: string, mailDir: string): Promise<Result> {
  const result = { code: 0, stdout: '', stderr: '' }
  const output = { out: (text: string) => void (result.stdout += text), err: (text: string) => void (result.stderr += text) }
  try {
    await privacyCommand(args, () => parseEnv(settingsOf(dataDir, mailDir)), output)
  } catch (error) {
    if (!(error instanceof CommandFailure)) throw error
    result.code = error.code
    result.stderr += `${error.message}\n`
  }
  return result
}

describe('npm run privacy', () => {
  const cleanups: (() => void)[] = []
  afterEach(() => {
    for (const cleanup of cleanups.splice(0)) cleanup()
  })
  const folders = async () => {
    const dataDir = await freshPgliteDir()
    const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nordora-command-mail-'))
    cleanups.push(
      () => fs.rmSync(dataDir, { recursive: true, force: true }),
      () => fs.rmSync(mailDir, { recursive: true, force: true }),
    )
    return { dataDir, mailDir }
  }

  it('stops, saying to stop the server first, while a server has the embedded database open', { timeout: 60_000 }, async () => {
    const { dataDir, mailDir } = await folders()
    fs.writeFileSync(path.join(dataDir, 'postmaster.pid'), '-42\n')
    const result = await privacyProcess(['find', 'PR-2026-0001'], dataDir, mailDir)
    expect(result.code).toBe(1)
    expect(result.stderr).toContain('Stop the server first')
  })

  it('refuses a request without what the register needs, with the usage', { timeout: 60_000 }, async () => {
    const { dataDir, mailDir } = await folders()
    const result = await privacyProcess(['record', 'erasure', 'jane', '--name', 'Jane'], dataDir, mailDir)
    expect(result.code).toBe(2)
    expect(result.stderr).toContain('email: Enter an e-mail address')
    expect(result.stderr).toContain('Usage: npm run privacy')
  })

  it('closes the embedded database when a command fails, so the next command opens it', { timeout: 180_000 }, async () => {
    const { dataDir, mailDir } = await folders()
    // In a process of its own, as an operator runs it: the exit code, and the database closed before the exit.
    const inProcess = await privacyProcess(['find', 'PR-2026-0001'], dataDir, mailDir)
    expect(inProcess.code).toBe(1)
    expect(inProcess.stderr).toContain('No request PR-2026-0001 in the register')
    expect(fs.existsSync(path.join(dataDir, 'postmaster.pid'))).toBe(false)
    // Each fails after the database is open: no such request, a correction of nothing, a correction half typed.
    for (const [args, code] of [
      [['erase', 'PR-2026-0001'], 1],
      [['correct', 'PR-2026-0001', 'CT-2026-999999', 'firstName', 'Janet'], 1],
      [['correct', 'PR-2026-0001'], 2],
    ] as const) {
      const failed = await privacy([...args], dataDir, mailDir)
      expect(failed.code).toBe(code)
      expect(fs.existsSync(path.join(dataDir, 'postmaster.pid'))).toBe(false)
    }
    const recorded = await privacy(
      ['record', 'access', 'Jane@Example.com', '--name', 'Jane Doe', '--received', '2026-11-20', '--channel', 'mail'],
      dataDir,
      mailDir,
    )
    expect(recorded.stderr).not.toContain('Stop the server first')
    expect(recorded.stdout).toMatch(/^Recorded: PR-\d{4}-0001$/m)
    const found = await privacy(['find', /PR-\d{4}-0001/.exec(recorded.stdout)![0]], dataDir, mailDir)
    expect(found.code).toBe(0)
    expect(JSON.parse(found.stdout)).toMatchObject({ email: 'jane@example.com', submissions: [] })
  })

  it(
    'finds, exports and erases a request’s person on the embedded database, and lists what the retention schedule would destroy',
    { timeout: 180_000 },
    async () => {
      const { dataDir, mailDir } = await folders()
      const handle = openDatabase({ dataDir })
      expect(await handle.ready(30_000)).toBe(true)
      const mine = await seedSubmission(handle.db, mailDir, { email: 'Jane@Example.com', receivedAt: daysBefore(3) })
      const old = await seedSubmission(handle.db, mailDir, {
        email: 'old@example.com',
        receivedAt: daysBefore(900),
        closedAt: daysBefore(800),
      })
      await handle.close()

      const recorded = await privacy(
        ['record', 'erasure', 'jane@example.com', '--name', 'Jane Doe', '--received', '2026-11-20', '--channel', 'email'],
        dataDir,
        mailDir,
      )
      const request = /PR-\d{4}-\d{4}/.exec(recorded.stdout)![0]
      const found = await privacy(['find', request], dataDir, mailDir)
      expect(found.code).toBe(0)
      expect(JSON.parse(found.stdout).submissions.map((item: { reference: string }) => item.reference)).toEqual([mine.reference])
      const exported = await privacy(['export', request, '--csv'], dataDir, mailDir)
      expect(exported.stdout.split('\r\n')[0]).toBe('source,reference,field,value')
      expect(exported.stdout).toContain(`submission,${mine.reference},answers.email,Jane@Example.com`)

      const erased = await privacy(['erase', request], dataDir, mailDir)
      expect(JSON.parse(erased.stdout)).toMatchObject({ erased: [mine.reference], refused: [] })
      expect(JSON.parse((await privacy(['find', request], dataDir, mailDir)).stdout).submissions).toEqual([])
      // The register as the script prints it, in a process of its own.
      const [listed] = JSON.parse((await privacyProcess(['requests'], dataDir, mailDir)).stdout)
      expect(listed).toMatchObject({ reference: request, kind: 'erasure', receivedOn: '2026-11-20', dueOn: '2026-12-20' })
      expect(JSON.stringify(listed)).not.toContain('jane')

      // In the audit log as from the screens, without the address.
      const check = openDatabase({ dataDir })
      expect(await check.ready(30_000)).toBe(true)
      const audit = await check.db.select().from(staffAuditLog).orderBy(staffAuditLog.id)
      await check.close()
      expect(audit.map((entry) => entry.action)).toEqual([
        'privacy-request-record',
        'privacy-find',
        'privacy-export',
        'privacy-erase',
        'privacy-find',
      ])
      expect(JSON.stringify(audit)).not.toMatch(/jane@example\.com/i)

      const preview = await privacy(['retention'], dataDir, mailDir)
      expect(JSON.parse(preview.stdout)).toMatchObject({ applied: false, references: [{ reference: old.reference, rule: 'contact' }] })
      const applied = await privacy(['retention', '--apply'], dataDir, mailDir)
      expect(JSON.parse(applied.stdout)).toMatchObject({ applied: true, counts: { submissions: 1 } })
    },
  )
})

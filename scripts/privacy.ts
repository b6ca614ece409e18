import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { COMPANY_TIME_ZONE } from '../app/config/constants.ts'
import { envOrExit } from '../app/config/env.server.ts'
import { personEmail } from '../app/privacy/person.ts'
import { personCsv, personJson } from '../app/privacy/person-export.ts'
import { openDatabase } from '../server/db/database.ts'
import { staffAuditLog } from '../server/db/schema.ts'
import type { AuditAction } from '../app/staff/domain/services.ts'
import { correctField, erasePerson, findPerson, recordRequestAction } from '../server/privacy/person.ts'
import { runRetention } from '../server/privacy/retention.ts'

/**
 * A person's rights and the retention schedule, for scripted operations (README, "Privacy"):
 *
 *   npm run privacy -- find EMAIL
 *   npm run privacy -- export EMAIL [--csv] [--out FILE]
 *   npm run privacy -- correct EMAIL REFERENCE FIELD VALUE
 *   npm run privacy -- erase EMAIL
 *   npm run privacy -- retention [--apply]
 *
 * On the server's database (DATABASE_URL, or the embedded one in DATA_DIR) and .eml folder (MAIL_DIR without
 * SMTP_URL), with the same settings as the server. The embedded database takes one process only: while a server
 * has it open, the command stops and says to stop the server first.
 */

const usage = `Usage: npm run privacy -- <command>
  find EMAIL                            everything held about the address, with the references
  export EMAIL [--csv] [--out FILE]     the same, as JSON (default) or CSV, on the screen or in FILE
  correct EMAIL REFERENCE FIELD VALUE   corrects one text field of one of the person's submissions
  erase EMAIL                           erases it all, except what a legal hold or pharmacovigilance keeps
  retention [--apply]                   what the retention schedule destroys now; --apply destroys it
`

/**
 * A command that cannot go on, with its exit code. Thrown rather than `process.exit`: the exit would skip the
 * `finally` that closes the database, and an embedded database left open keeps its postmaster.pid, so the next
 * command would wrongly say a server has it open.
 */
class CommandFailure extends Error {
  readonly code: number
  constructor(message: string, code: number) {
    super(message)
    this.code = code
  }
}

function fail(message: string, code = 1): never {
  throw new CommandFailure(message, code)
}

/** The embedded database in use: PGlite keeps postmaster.pid in its folder while a process has it open. */
function embeddedInUse(dataDir: string): boolean {
  return fs.existsSync(path.join(dataDir, 'postmaster.pid'))
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { apply: { type: 'boolean' }, csv: { type: 'boolean' }, out: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  })
  const [command, ...rest] = positionals
  if (values.help || !command) fail(usage, values.help ? 0 : 2)
  if (!['find', 'export', 'correct', 'erase', 'retention'].includes(command)) fail(`Unknown command: ${command}\n\n${usage}`, 2)

  const env = envOrExit()
  const dataDir = path.resolve(env.DATA_DIR)
  if (!env.DATABASE_URL && embeddedInUse(dataDir)) {
    fail(
      `The embedded database in ${dataDir.startsWith(process.cwd()) ? path.relative(process.cwd(), dataDir) || '.' : dataDir} is open in a running server (npm start or npm run dev).\n` +
        'Stop the server first, then run this command again; start the server afterwards.\n' +
        `If no server is running, a server stopped abruptly: remove ${path.join(dataDir, 'postmaster.pid')} and run the command again.`,
    )
  }
  const mailDir = env.SMTP_URL ? undefined : path.resolve(env.MAIL_DIR)
  const actor = `command (${os.userInfo().username})`
  const now = new Date()

  const database = openDatabase({ url: env.DATABASE_URL, dataDir })
  try {
    if (!(await database.ready(120_000))) fail('The database could not be opened: see the lines above.')
    const db = database.db
    const emailOf = (value: string | undefined) => {
      const parsed = personEmail.safeParse(value ?? '')
      return parsed.success ? parsed.data : fail(`Not an e-mail address: ${value ?? '(none)'}\n\n${usage}`, 2)
    }
    // On the person's request, and in the staff area's audit log as the screens do: references, never the address.
    const record = async (email: string, action: 'find' | 'export' | 'correct' | 'erase', details: Record<string, unknown>) => {
      await recordRequestAction(db, { email, actor, action, details, at: now, timeZone: COMPANY_TIME_ZONE })
      const audited: AuditAction = `privacy-${action}`
      const { reference, ...rest } = details
      await db.insert(staffAuditLog).values({
        at: now,
        actorSubject: `command:${os.userInfo().username}`,
        actorName: actor,
        action: audited,
        target: typeof reference === 'string' ? reference : null,
        details: rest,
      })
    }
    if (command === 'retention') {
      const report = await runRetention(db, { now, mailDir, apply: values.apply === true, actor })
      process.stdout.write(`${JSON.stringify(report, null, 2)}\n`)
      if (!report.applied) process.stderr.write('Nothing destroyed: run with --apply to destroy what is listed.\n')
    } else if (command === 'find') {
      const email = emailOf(rest[0])
      const found = await findPerson(db, email, mailDir)
      await record(email, 'find', {
        references: found.submissions.map((item) => item.reference),
        messages: found.messages.length,
        mailFiles: found.mailFiles.length,
      })
      const summary = {
        email,
        submissions: found.submissions.map(({ reference, form, receivedAt, fields, legalHold, adverseEvent }) => ({
          reference,
          form,
          receivedAt,
          fields,
          legalHold,
          adverseEvent,
        })),
        messages: found.messages.map(({ reference, kind, sentAt }) => ({ reference, kind, sentAt })),
        mailFiles: found.mailFiles,
      }
      process.stdout.write(`${JSON.stringify(summary, null, 2)}\n`)
    } else if (command === 'export') {
      const email = emailOf(rest[0])
      const found = await findPerson(db, email, mailDir)
      const format = values.csv ? 'csv' : 'json'
      await record(email, 'export', { format, references: found.submissions.map((item) => item.reference) })
      const text = format === 'csv' ? personCsv(found) : personJson(found, now.toISOString())
      if (values.out) {
        fs.writeFileSync(values.out, text, { mode: 0o600 })
        process.stderr.write(`Written: ${values.out}\n`)
      } else process.stdout.write(text)
    } else if (command === 'correct') {
      const email = emailOf(rest[0])
      const [reference, field, value] = rest.slice(1)
      if (!reference || !field || value === undefined) fail(usage, 2)
      const result = await correctField(db, email, reference, field, value)
      if (!result.ok)
        fail(result.reason === 'not-found' ? `No submission of ${email} is ${reference}.` : `${field} is not a text field of ${reference}.`)
      await record(email, 'correct', { reference, field })
      process.stdout.write(`Corrected: ${reference} ${field}\n`)
    } else {
      const email = emailOf(rest[0])
      const result = await erasePerson(db, email, { mailDir, actor, at: now })
      await record(email, 'erase', { erased: result.erased, refused: result.refused, counts: result.counts })
      process.stdout.write(`${JSON.stringify(result, null, 2)}\n`)
    }
  } finally {
    await database.close()
  }
}

try {
  await main()
} catch (error) {
  if (!(error instanceof CommandFailure)) throw error
  process.stderr.write(`${error.message}\n`)
  // Set, not exited with: whatever is still open closes first (the database already has, in main's finally).
  process.exitCode = error.code
}

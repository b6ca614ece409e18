import fs from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { COMPANY_TIME_ZONE } from '../app/config/constants.ts'
import { envOrExit, type Env } from '../app/config/env.server.ts'
import { personCsv, personJson } from '../app/privacy/person-export.ts'
import { summaryOf } from '../app/privacy/form-errors.ts'
import { privacyTranslator } from '../app/privacy/messages/index.ts'
import { newRequestSchema } from '../app/privacy/request.ts'
import { dayIn } from '../app/staff/domain/clock.ts'
import { openDatabase } from '../server/db/database.ts'
import { createJournal } from '../server/privacy/journal.ts'
import { listRequests } from '../server/privacy/requests.ts'
import { runRetention } from '../server/privacy/retention.ts'
import { createScrubber } from '../server/privacy/scrub.ts'
import { createPrivacyServices } from '../server/privacy/services.ts'
import { commandActor, embeddedInUse, embeddedInUseMessage, fail, runCommand } from './operator-command.ts'

/**
 * A person's rights and the retention schedule, for scripted operations (README, "Privacy"). A person's
 * information is reached through a request of the register, as on the screens, and each use is recorded on it:
 *
 *   npm run privacy -- record KIND EMAIL --name NAME --received YYYY-MM-DD --channel CHANNEL
 *   npm run privacy -- requests
 *   npm run privacy -- find REQUEST
 *   npm run privacy -- export REQUEST [--csv] [--out FILE]
 *   npm run privacy -- correct REQUEST SUBMISSION FIELD VALUE
 *   npm run privacy -- erase REQUEST
 *   npm run privacy -- retention [--apply]
 *
 * On the server's database (DATABASE_URL, or the embedded one in DATA_DIR) and .eml folder (MAIL_DIR without
 * SMTP_URL), with the same settings as the server. The embedded database takes one process only: while a server
 * has it open, the command stops and says to stop the server first.
 */

const usage = `Usage: npm run privacy -- <command>
  record KIND EMAIL --name NAME --received YYYY-MM-DD --channel CHANNEL
                                        records a request (KIND: access, rectification, erasure, withdrawal,
                                        portability; CHANNEL: email, mail, phone, in-person, web-form, other)
  requests                              the register: each request, what it asks, its dates and status
  find REQUEST                          everything held about the request's person, with the references
  export REQUEST [--csv] [--out FILE]   the same, as JSON (default) or CSV, on the screen or in FILE
  correct REQUEST SUBMISSION FIELD VALUE
                                        corrects one text answer of one of the person's submissions
  erase REQUEST                         erases it all, except what a legal hold or pharmacovigilance keeps
  retention [--apply]                   what the retention schedule destroys now; --apply destroys it
`

const commands = ['record', 'requests', 'find', 'export', 'correct', 'erase', 'retention']

/** Where a command writes: the process's stdout and stderr, or a test's buffers. */
export type CommandOutput = { out: (text: string) => void; err: (text: string) => void }

/**
 * The command with its arguments, settings and output given: the script runs it on the process's own; a test runs
 * it in its process, without a Node start per command. A failure is thrown as a `CommandFailure` with its exit code.
 */
export async function privacyCommand(args: string[], settings: () => Env, output: CommandOutput): Promise<void> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      apply: { type: 'boolean' },
      csv: { type: 'boolean' },
      out: { type: 'string' },
      name: { type: 'string' },
      received: { type: 'string' },
      channel: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  })
  const [command, ...rest] = positionals
  if (values.help || !command) fail(usage, values.help ? 0 : 2)
  if (!commands.includes(command)) fail(`Unknown command: ${command}\n\n${usage}`, 2)

  const env = settings()
  const dataDir = path.resolve(env.DATA_DIR)
  if (!env.DATABASE_URL && embeddedInUse(dataDir)) fail(embeddedInUseMessage(dataDir))
  const mailDir = env.SMTP_URL ? undefined : path.resolve(env.MAIL_DIR)
  const actor = commandActor()
  const now = new Date()

  const database = openDatabase({ url: env.DATABASE_URL, dataDir })
  try {
    if (!(await database.ready(120_000))) fail('The database could not be opened: see the lines above.')
    const db = database.db
    const after = { scrub: createScrubber(database), journal: createJournal({ backupDir: path.resolve(env.BACKUP_DIR) }) }
    const privacy = createPrivacyServices({ db, mailDir, after, now: () => now, timeZone: COMPANY_TIME_ZONE })
    const out = (value: unknown) => output.out(`${JSON.stringify(value, null, 2)}\n`)
    const request = () => rest[0] ?? fail(`Which request? Give its reference, such as PR-2026-0001.\n\n${usage}`, 2)
    const notFound = (): never => fail(`No request ${request()} in the register: npm run privacy -- requests lists them.`)
    if (command === 'retention') {
      const report = await runRetention(db, { now, mailDir, apply: values.apply === true, actor: actor.name, after })
      out(report)
      if (!report.applied) output.err('Nothing destroyed: run with --apply to destroy what is listed.\n')
    } else if (command === 'record') {
      const [kind, email] = rest
      const parsed = newRequestSchema(dayIn(now, COMPANY_TIME_ZONE)).safeParse({
        kind,
        email,
        personName: values.name,
        receivedOn: values.received,
        channel: values.channel,
      })
      if (!parsed.success) {
        const t = privacyTranslator('en')
        const errors = summaryOf(parsed.error.issues)
        fail(
          `${Object.entries(errors)
            .map(([field, key]) => `${field}: ${t(key!)}`)
            .join('\n')}\n\n${usage}`,
          2,
        )
      }
      output.out(`Recorded: ${await privacy.recordRequest(parsed.data, actor)}\n`)
    } else if (command === 'requests') {
      out((await listRequests(db)).map(({ personName: _name, email: _email, actions: _actions, ...summary }) => summary))
    } else if (command === 'find') {
      const found = (await privacy.find(request(), actor)) ?? notFound()
      out({
        email: found.email,
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
      })
    } else if (command === 'export') {
      const format = values.csv ? 'csv' : 'json'
      const found = (await privacy.export(request(), actor, format)) ?? notFound()
      const text = format === 'csv' ? personCsv(found) : personJson(found, now.toISOString())
      if (values.out) {
        fs.writeFileSync(values.out, text, { mode: 0o600 })
        output.err(`Written: ${values.out}\n`)
      } else output.out(text)
    } else if (command === 'correct') {
      const [, submission, field, value] = rest
      if (!submission || !field || value === undefined) fail(usage, 2)
      const result = await privacy.correct(request(), submission, field, value, actor)
      if (!result.ok)
        fail(
          result.reason === 'not-found'
            ? `No submission of request ${request()}'s person is ${submission}.`
            : result.reason === 'invalid'
              ? `${field}: ${result.message}`
              : `${field} is not a text answer of ${submission}.`,
        )
      output.out(`Corrected: ${submission} ${field}\n`)
    } else {
      out((await privacy.erase(request(), actor)) ?? notFound())
    }
  } finally {
    await database.close()
  }
}

if (import.meta.main) {
  const output = { out: (text: string) => process.stdout.write(text), err: (text: string) => process.stderr.write(text) }
  await runCommand(() => privacyCommand(process.argv.slice(2), envOrExit, output))
}

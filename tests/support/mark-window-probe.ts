/**
 * How long a delivered e-mail waits, after the mail server accepted it, for its mark to commit, on PGlite under a
 * steady stream of form posts: the window in which a crash sends it again (docs/decisions/0044).
 * `node tests/support/mark-window-probe.ts [visitors] [seconds]`; prints one line of figures.
 */
import type { SubmissionRequest } from '../../app/forms/domain/services.ts'
import type { ContactData } from '../../app/forms/domain/contact-schema.ts'
import { openDatabase } from '../../server/db/database.ts'
import { createFormServices } from '../../server/forms/submit.ts'
import { smtpMailer } from '../../server/mail/transport.ts'
import { createOutboxWorker } from '../../server/outbox/worker.ts'
import { runOutbox } from './outbox-loop.ts'
import { testMailConfig } from './test-mail.ts'
import { validContact } from './test-answers.ts'
import { freshPgliteDir } from './test-databases.ts'
import { startTestSmtp } from './test-smtp.ts'

const visitors = Number(process.argv[2] ?? 8)
const seconds = Number(process.argv[3] ?? 15)
const smtp = await startTestSmtp()
const database = openDatabase({ dataDir: await freshPgliteDir() })
if (!(await database.ready(60_000))) throw new Error('database not ready')
const windows: number[] = []
const log = {
  info: (msg: string, fields?: Record<string, unknown>) => {
    if (msg === 'mail sent' && typeof fields?.markMs === 'number') windows.push(fields.markMs)
  },
  warn: (msg: string, fields?: Record<string, unknown>) => console.error(msg, JSON.stringify(fields)),
  error() {},
}
const worker = runOutbox(createOutboxWorker({ db: database.outboxDb, mailer: smtpMailer(smtp.url), log }), 50)
const services = createFormServices({
  database,
  mail: testMailConfig,
  onStored: () => worker.nudge(),
})
let posts = 0
const until = Date.now() + seconds * 1_000
await Promise.all(
  Array.from({ length: visitors }, async (_, visitor) => {
    while (Date.now() < until) {
      const answers = { ...validContact, organization: undefined, message: `Window probe ${visitor}-${++posts}` } as unknown as ContactData
      await services.submit({ form: 'contact', lang: 'en', answers, suspectedSpam: false } satisfies SubmissionRequest)
      // Posts arrive as network events do: PGlite answers without leaving the event loop's turn otherwise.
      await new Promise((resolve) => setImmediate(resolve))
    }
  }),
)
await worker.close()
await database.close()
await smtp.stop()
const sorted = windows.sort((a, b) => a - b)
const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0
console.log(
  JSON.stringify({
    visitors,
    posts,
    mailsMarked: sorted.length,
    p50Ms: at(0.5),
    p90Ms: at(0.9),
    p99Ms: at(0.99),
    maxMs: sorted.at(-1) ?? 0,
  }),
)
process.exit(0)

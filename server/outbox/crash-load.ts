/**
 * The process the crash test kills (server/outbox/crash.test.ts): the forms'
 * storage and outbox worker, as the server runs them, under a steady load of
 * submissions. With CRASH_LOAD_DRAIN=1 it sends no new submissions, delivers
 * what is left, prints "drained" and exits.
 */
import { isNull } from 'drizzle-orm'
import type { SubmissionRequest } from '../../app/forms/domain/services.ts'
import { validContact } from '../../tests/support/test-answers.ts'
import type { ContactData } from '../../app/forms/domain/contact-schema.ts'
import { openDatabase } from '../db/database.ts'
import { outbox } from '../db/schema.ts'
import { createFormServices } from '../forms/submit.ts'
import { smtpMailer } from '../mail/transport.ts'
import { createOutboxWorker } from './worker.ts'

const env = process.env
const database = openDatabase({ url: env.DATABASE_URL || undefined, dataDir: env.DATA_DIR ?? '' })
if (!(await database.ready(60_000))) throw new Error('database not ready')
const worker = createOutboxWorker({
  db: database.outboxDb,
  mailer: smtpMailer(env.SMTP_URL!),
  pollMs: 50,
  retryBaseMs: 50,
  retryMaxMs: 500,
  leaseMs: Number(env.OUTBOX_LEASE_MS ?? 4_000),
})
const services = createFormServices({
  database,
  mail: { from: '"Nordora Pharma" <no-reply@nordorapharma.ca>', teamAddresses: { contact: 'info@nordorapharma.ca', 'medical-information': 'medinfo@nordorapharma.ca' }, teamLang: 'en' },
  onStored: () => worker.nudge(),
})
worker.start()
process.stdout.write('ready\n')

if (env.CRASH_LOAD_DRAIN === '1') {
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 200))
    if ((await database.db.select({ id: outbox.id }).from(outbox).where(isNull(outbox.sentAt))).length === 0) break
  }
  await worker.close()
  await database.close()
  process.stdout.write('drained\n')
  process.exit(0)
}

// Visitors sending requests of their own, for as long as the process lives: about as many as the worker can deliver.
let sequence = 0
const visitors = Number(env.CRASH_LOAD_VISITORS ?? 1)
for (let visitor = 0; visitor < visitors; visitor++) {
  void (async () => {
    for (;;) {
      const answers = { ...validContact, organization: undefined, message: `Crash test ${process.pid}-${++sequence}` } as unknown as ContactData
      await services.submit({ form: 'contact', lang: 'en', answers, suspectedSpam: false } satisfies SubmissionRequest)
      await new Promise((resolve) => setTimeout(resolve, Number(env.CRASH_LOAD_PAUSE_MS ?? 250)))
    }
  })()
}

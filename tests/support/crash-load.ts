/**
 * The process the crash test kills (server/outbox/crash.test.ts): the forms'
 * storage and outbox worker, as the server runs them, under a steady load of
 * submissions. Its settings come as one JSON argument (`CrashLoadSettings`), not
 * from the environment: the site's settings are read by app/config/env.server.ts
 * alone. With `drain` it sends no new submissions, delivers what is left, prints
 * "drained" and exits.
 */
import { isNull } from 'drizzle-orm'
import type { SubmissionRequest } from '../../app/forms/domain/services.ts'
import { validContact } from './test-answers.ts'
import type { ContactData } from '../../app/forms/domain/contact-schema.ts'
import { openDatabase } from '../../server/db/database.ts'
import { outbox } from '../../server/db/schema.ts'
import { createFormServices } from '../../server/forms/submit.ts'
import { smtpMailer } from '../../server/mail/transport.ts'
import { createOutboxWorker } from '../../server/outbox/worker.ts'
import { runOutbox } from './outbox-loop.ts'
import { testMailConfig } from './test-mail.ts'

export type CrashLoadSettings = {
  /** PostgreSQL; without it, PGlite in `dataDir`. */
  databaseUrl?: string
  dataDir: string
  smtpUrl: string
  leaseMs?: number
  /** Deliver what is left, then exit, instead of sending submissions. */
  drain?: boolean
  /** Concurrent senders (1). */
  visitors?: number
  /** Each sender's pause between submissions (250 ms). */
  pauseMs?: number
}

const settings = JSON.parse(process.argv[2] ?? '{}') as CrashLoadSettings
const database = openDatabase({ url: settings.databaseUrl, dataDir: settings.dataDir })
if (!(await database.ready(60_000))) throw new Error('database not ready')
const worker = runOutbox(
  createOutboxWorker({
    db: database.outboxDb,
    mailer: smtpMailer(settings.smtpUrl),
    retryBaseMs: 50,
    retryMaxMs: 500,
    leaseMs: settings.leaseMs ?? 4_000,
  }),
  50,
)
const services = createFormServices({
  database,
  mail: testMailConfig,
  onStored: () => worker.nudge(),
})
process.stdout.write('ready\n')

if (settings.drain) {
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
const visitors = settings.visitors ?? 1
for (let visitor = 0; visitor < visitors; visitor++) {
  void (async () => {
    for (;;) {
      const answers = {
        ...validContact,
        organization: undefined,
        message: `Crash test ${process.pid}-${++sequence}`,
      } as unknown as ContactData
      await services.submit({ form: 'contact', lang: 'en', answers, suspectedSpam: false } satisfies SubmissionRequest)
      await new Promise((resolve) => setTimeout(resolve, settings.pauseMs ?? 250))
    }
  })()
}

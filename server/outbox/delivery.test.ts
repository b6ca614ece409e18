import { isNull } from 'drizzle-orm'
import { describe, expect, it, onTestFinished } from 'vitest'
import type { SubmissionRequest } from '../../app/forms/domain/services.ts'
import type { DatabaseHandle } from '../db/database.ts'
import { outbox } from '../db/schema.ts'
import { minimalContact } from '../../tests/support/test-answers.ts'
import { openTestDatabase } from '../../tests/support/test-database-handle.ts'
import { testBackends } from '../../tests/support/test-databases.ts'
import { createFormServices } from '../forms/submit.ts'
import { smtpMailer } from '../mail/transport.ts'
import { testMailConfig } from '../../tests/support/test-mail.ts'
import { startTestSmtp } from '../../tests/support/test-smtp.ts'
import { runOutbox } from '../../tests/support/outbox-loop.ts'
import { createOutboxWorker } from './worker.ts'

/** A new request each time: the same answers twice would be one request sent again, and stored once. */
let sequence = 0
const request = (): SubmissionRequest => ({
  form: 'contact',
  lang: 'fr',
  answers: { ...minimalContact, message: `Bonjour ${++sequence}` },
  suspectedSpam: false,
})

async function until(condition: () => Promise<boolean> | boolean, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('timed out waiting')
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

describe.each(testBackends)('outbox delivery over SMTP on $name', (backend) => {
  function boot(database: DatabaseHandle, smtpUrl: string) {
    const worker = runOutbox(createOutboxWorker({ db: database.db, mailer: smtpMailer(smtpUrl), retryBaseMs: 50, retryMaxMs: 300 }), 50)
    const services = createFormServices({ database, mail: testMailConfig, onStored: () => worker.nudge() })
    onTestFinished(() => worker.close())
    const close = async () => {
      await worker.close()
      await database.close()
    }
    return { database, worker, services, close }
  }

  const pending = (database: DatabaseHandle) => database.db.select().from(outbox).where(isNull(outbox.sentAt))

  it(
    'delivers every message exactly once when SMTP stops while submissions arrive and the server restarts',
    { timeout: 60_000 },
    async () => {
      const smtp = await startTestSmtp()
      onTestFinished(smtp.stop)
      const { handle, reopen } = await openTestDatabase(backend)

      let app = boot(handle, smtp.url)
      const before = await Promise.all([1, 2, 3].map(() => app.services.submit(request())))
      await until(() => smtp.received.length === 6)

      await smtp.stop()
      const during = await Promise.all([1, 2, 3, 4].map(() => app.services.submit(request())))
      expect(during.every((result) => result.ok)).toBe(true)
      // Attempts fail and are rescheduled; nothing is lost or marked sent.
      await until(async () => (await pending(app.database)).filter((row) => row.attempts >= 2).length === 8)
      expect((await pending(app.database)).every((row) => row.lastError === 'ECONNREFUSED' || row.lastError === 'ESOCKET')).toBe(true)

      // The process restarts while SMTP is still down.
      await app.close()
      app = boot(await reopen(), smtp.url)
      const after = await app.services.submit(request())
      await smtp.start()

      await until(async () => (await pending(app.database)).length === 0)
      const all = await app.database.db.select().from(outbox)
      expect(all).toHaveLength(16)
      const sentIds = smtp.received.map((m) => m.messageId).sort()
      expect(sentIds).toEqual(all.map((row) => (row.message as { messageId: string }).messageId).sort())
      expect(new Set(sentIds).size).toBe(16)
      const references = [...before, ...during, after].map((result) => (result.ok ? result.reference : 'failed'))
      for (const reference of references) {
        expect(
          smtp.received
            .filter((m) => m.messageId.startsWith(`<${reference}.`))
            .map((m) => m.to)
            .sort(),
        ).toEqual(['info@nordorapharma.ca', 'marie@example.com'])
      }
    },
  )

  it('retries a message the server refuses for now, and two workers never send the same message', { timeout: 60_000 }, async () => {
    const smtp = await startTestSmtp()
    onTestFinished(smtp.stop)
    const app = boot((await openTestDatabase(backend)).handle, smtp.url)
    const second = runOutbox(
      createOutboxWorker({ db: app.database.db, mailer: smtpMailer(smtp.url), retryBaseMs: 50, retryMaxMs: 300 }),
      50,
    )
    onTestFinished(() => second.close())

    smtp.refuse(3)
    await Promise.all(Array.from({ length: 10 }, () => app.services.submit(request())))
    await until(async () => (await pending(app.database)).length === 0)
    expect(smtp.received).toHaveLength(20)
    expect(new Set(smtp.received.map((m) => m.messageId)).size).toBe(20)
    const rows = await app.database.db.select().from(outbox)
    // Twenty deliveries and three refusals: every attempt is accounted for.
    expect(rows.reduce((sum, row) => sum + row.attempts, 0)).toBe(23)
    expect(rows.filter((row) => row.attempts > 1).every((row) => row.lastError === 'SMTP 451')).toBe(true)
  })

  it('keeps trying to mark a message sent through a database outage, so it is not sent again', { timeout: 60_000 }, async () => {
    const smtp = await startTestSmtp()
    onTestFinished(smtp.stop)
    const { handle: database } = await openTestDatabase(backend)
    // The database "drops" the moment the mail server has accepted each message, for three seconds.
    let outageUntil = 0
    const flaky = new Proxy(database.outboxDb, {
      get(target, property, receiver) {
        if (property === 'update' && Date.now() < outageUntil) {
          return () => {
            throw Object.assign(new Error('connection lost'), { code: 'ECONNRESET' })
          }
        }
        return Reflect.get(target, property, receiver) as unknown
      },
    })
    const real = smtpMailer(smtp.url)
    const mailer = {
      ...real,
      send: async (message: Parameters<typeof real.send>[0]) => (await real.send(message), void (outageUntil = Date.now() + 3_000)),
    }
    const worker = runOutbox(createOutboxWorker({ db: flaky, mailer, retryBaseMs: 50, retryMaxMs: 300, leaseMs: 10_000 }), 50)
    const services = createFormServices({ database, mail: testMailConfig, onStored: () => worker.nudge() })
    onTestFinished(() => worker.close())
    await services.submit(request())
    await until(async () => (await pending(database)).length === 0, 30_000)
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(smtp.received).toHaveLength(2)
    expect(new Set(smtp.received.map((m) => m.messageId)).size).toBe(2)
    const rows = await database.db.select().from(outbox)
    expect(rows.map((row) => row.attempts)).toEqual([1, 1])
  })
})

import { and, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm'
import type { Database } from '../db/database.ts'
import { failureCode } from '../db/errors.ts'
import { silentLog, type Log } from '../logger.ts'
import { outbox, submissions } from '../db/schema.ts'
import type { OutboxMessage } from './message.ts'
import type { Mailer } from '../mail/transport.ts'
import { retryDelay } from './backoff.ts'

export type OutboxWorkerOptions = {
  /** The worker's own connections where there is a pool (DatabaseHandle.outboxDb). */
  db: Database
  mailer: Mailer
  log?: Log
  retryBaseMs?: number
  retryMaxMs?: number
  /** How long a claimed message stays reserved for this worker; after that another may take it. */
  leaseMs?: number
  batchSize?: number
  /**
   * Told of each message once it is marked sent: the journal keeps its Message-ID outside the database, so that a
   * restored backup does not send it again (server/privacy/journal.ts).
   */
  onSent?: (sent: { messageId: string; kind: string; reference: string | null; digestDay: string | null; sentAt: Date }) => Promise<void>
}

/**
 * The outbox's deliverer. It keeps no timer of its own: the server's scheduler runs it every `OUTBOX_POLL_MS`, and
 * at once when a submission commits (server/jobs.ts).
 */
export type OutboxWorker = {
  /** Delivers what is due now, batch after batch while batches come full; resolves with the number of messages sent. */
  runOnce(): Promise<number>
  /** Stops after the message being sent and waits for it, so a restart never cuts a delivery in half. */
  close(): Promise<void>
}

const ms = (value: number) => sql`now() + ${value} * interval '1 millisecond'`

/**
 * Delivers the outbox. Each message is claimed with a lease (FOR UPDATE SKIP
 * LOCKED, so several servers share the work without sending anything twice),
 * its attempt recorded, sent with its stored Message-ID, then marked sent;
 * a failure schedules a retry with back-off. What is not sent survives
 * restarts in the database and goes out when SMTP is back.
 */
export function createOutboxWorker({
  db,
  mailer,
  log = silentLog,
  retryBaseMs = 5_000,
  retryMaxMs = 5 * 60_000,
  leaseMs = 60_000,
  batchSize = 20,
  onSent,
}: OutboxWorkerOptions): OutboxWorker {
  let running: Promise<number> | undefined
  let again = false
  let stopping = false

  /** Reserves a batch of due messages for this worker (a lease); nothing is attempted yet. */
  async function claim() {
    const due = db
      .select({ id: outbox.id })
      .from(outbox)
      .where(
        and(
          isNull(outbox.sentAt),
          lte(outbox.nextAttemptAt, sql`now()`),
          or(isNull(outbox.lockedUntil), lt(outbox.lockedUntil, sql`now()`)),
        ),
      )
      .orderBy(outbox.id)
      .limit(batchSize)
      .for('update', { skipLocked: true })
    const claimed = await db
      .update(outbox)
      .set({ lockedUntil: ms(leaseMs) })
      .where(inArray(outbox.id, due))
      .returning({
        id: outbox.id,
        kind: outbox.kind,
        message: outbox.message,
        submissionId: outbox.submissionId,
        digestDay: outbox.digestDay,
      })
    if (claimed.length === 0) return []
    const ids = [...new Set(claimed.flatMap((row) => (row.submissionId === null ? [] : [row.submissionId])))]
    const references = ids.length
      ? await db.select({ id: submissions.id, reference: submissions.reference }).from(submissions).where(inArray(submissions.id, ids))
      : []
    const referenceOf = new Map(references.map((row) => [row.id, row.reference]))
    // A daily message (the staff digest) belongs to its day, not to a submission: the logs name the day.
    const referenceFor = (row: (typeof claimed)[number]) =>
      row.submissionId === null ? (row.digestDay ?? '?') : (referenceOf.get(row.submissionId) ?? '?')
    return claimed.sort((a, b) => a.id - b.id).map((row) => ({ ...row, reference: referenceFor(row) }))
  }

  /**
   * Records the attempt, and renews the lease, before the mail server hears of
   * the message: a crash after this point leaves a trace (attempts) rather than
   * nothing. Returns the attempt's number, or undefined when the message is no
   * longer this worker's to send.
   */
  async function recordAttempt(id: number): Promise<number | undefined> {
    const [row] = await db
      .update(outbox)
      .set({ attempts: sql`${outbox.attempts} + 1`, lockedUntil: ms(leaseMs) })
      .where(and(eq(outbox.id, id), isNull(outbox.sentAt)))
      .returning({ attempts: outbox.attempts })
    return row?.attempts
  }

  /**
   * Marks a message sent, on the worker's own connection, retrying until its
   * lease runs out: until then no other worker may take it, so a database that
   * comes back in time costs no duplicate. Failing here is the one way to send
   * a message twice (docs/decisions/0044).
   */
  async function markSent(id: number, leaseEnds: number): Promise<boolean> {
    for (let attempt = 1; ; attempt++) {
      try {
        await db
          .update(outbox)
          .set({ sentAt: sql`now()`, lockedUntil: null })
          .where(eq(outbox.id, id))
        return true
      } catch (error) {
        const delay = Math.min(100 * 2 ** (attempt - 1), 2_000)
        if (Date.now() + delay >= leaseEnds) {
          log.error('mail sent but not recorded as sent; it may be sent again', { id, code: failureCode(error), attempts: attempt })
          return false
        }
        await new Promise((resolve) => setTimeout(resolve, delay))
      }
    }
  }

  async function deliverDue(): Promise<number> {
    const batch = await claim()
    let sent = 0
    for (const [index, row] of batch.entries()) {
      if (stopping) {
        // Hand the rest back at once rather than after the lease.
        const rest = batch.slice(index).map((r) => r.id)
        await db.update(outbox).set({ lockedUntil: null }).where(inArray(outbox.id, rest))
        break
      }
      const attempts = await recordAttempt(row.id)
      if (attempts === undefined) continue
      // A little short of the lease, so that marking gives up before another worker may take the message.
      const leaseEnds = Date.now() + leaseMs - Math.min(5_000, leaseMs / 4)
      const fields = { reference: row.reference, kind: row.kind, attempt: attempts }
      try {
        await mailer.send(row.message as OutboxMessage)
      } catch (error) {
        const delay = retryDelay(attempts, { baseMs: retryBaseMs, maxMs: retryMaxMs })
        const code = failureCode(error)
        await db
          .update(outbox)
          .set({ nextAttemptAt: ms(delay), lockedUntil: null, lastError: code })
          .where(eq(outbox.id, row.id))
        ;(attempts >= 10 ? log.error : log.warn)('mail not delivered, will retry', { ...fields, code, retryInMs: delay })
        continue
      }
      // From the mail server's acceptance to the mark's commit: the window in which a crash sends the message again.
      const accepted = performance.now()
      if (await markSent(row.id, leaseEnds)) {
        sent++
        log.info('mail sent', { ...fields, markMs: Math.round((performance.now() - accepted) * 10) / 10 })
        const messageId = (row.message as OutboxMessage).messageId
        const reference = row.submissionId === null || row.reference === '?' ? null : row.reference
        await onSent?.({ messageId, kind: row.kind, reference, digestDay: row.digestDay, sentAt: new Date() })
      }
    }
    if (batch.length === batchSize && !stopping) again = true
    return sent
  }

  function run(): Promise<number> {
    if (running) {
      again = true
      return running
    }
    running = (async () => {
      let total = 0
      do {
        again = false
        try {
          total += await deliverDue()
        } catch (error) {
          // The database is unreachable: nothing is lost, the next run tries again.
          log.warn('outbox not reachable', { code: failureCode(error) })
        }
      } while (again && !stopping)
      return total
    })().finally(() => {
      running = undefined
    })
    return running
  }

  return {
    runOnce: () => run(),
    async close() {
      stopping = true
      await running
      mailer.close()
    },
  }
}

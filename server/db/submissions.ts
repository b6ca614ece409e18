import { sql } from 'drizzle-orm'
import { companyTimeZone } from '../../app/forms/limits.ts'
import type { Database } from './database.ts'
import { outbox, referenceCounters, submissions } from './schema.ts'

export type OutboxKind = 'team' | 'acknowledgement'

/** An e-mail as the outbox stores it: everything needed to send it again, exactly as first written. */
export type OutboxMessage = {
  from: string
  to: string
  replyTo?: string
  subject: string
  text: string
  /** Stable per message, so that a resend after a crash can be recognized as the same message. */
  messageId: string
  headers?: Record<string, string>
}

export type NewSubmission = {
  form: string
  referencePrefix: string
  lang: string
  receivedAt: Date
  adverseEvent: boolean
  qualityProblem: boolean
  suspectedSpam: boolean
  answers: unknown
  /** The notifications, written once the reference number is known. */
  messages: (reference: string) => { kind: OutboxKind; message: OutboxMessage }[]
}

const yearFormat = new Intl.DateTimeFormat('en-CA', { year: 'numeric', timeZone: companyTimeZone })

/** `MI-2026-000123`: the prefix, the year of receipt at head office, and the year's sequence. */
export function formatReference(prefix: string, year: number, sequence: number): string {
  return `${prefix}-${year}-${String(sequence).padStart(6, '0')}`
}

/**
 * Stores a submission and its notifications in one transaction. The counter
 * row is locked until commit, so numbers are never given twice and never
 * skipped by a rolled-back transaction.
 */
export async function storeSubmission(db: Database, input: NewSubmission): Promise<{ id: number; reference: string }> {
  const year = Number(yearFormat.format(input.receivedAt))
  return db.transaction(async (tx) => {
    const [counter] = await tx
      .insert(referenceCounters)
      .values({ prefix: input.referencePrefix, year, lastValue: 1 })
      .onConflictDoUpdate({
        target: [referenceCounters.prefix, referenceCounters.year],
        set: { lastValue: sql`${referenceCounters.lastValue} + 1` },
      })
      .returning({ value: referenceCounters.lastValue })
    const reference = formatReference(input.referencePrefix, year, counter!.value)
    const [row] = await tx
      .insert(submissions)
      .values({
        reference,
        form: input.form,
        lang: input.lang,
        receivedAt: input.receivedAt,
        adverseEvent: input.adverseEvent,
        qualityProblem: input.qualityProblem,
        suspectedSpam: input.suspectedSpam,
        answers: input.answers,
      })
      .returning({ id: submissions.id })
    const messages = input.messages(reference)
    if (messages.length > 0) {
      await tx.insert(outbox).values(messages.map(({ kind, message }) => ({ submissionId: row!.id, kind, message })))
    }
    return { id: row!.id, reference }
  })
}

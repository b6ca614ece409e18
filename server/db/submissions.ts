import { inArray, sql } from 'drizzle-orm'
import { failureCode } from './errors.ts'
import { formatReference, referenceYear } from '../../app/forms/domain/reference.ts'
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
  /**
   * The post's dedupe key, stored with a unique index, and the keys an earlier copy of the same post may carry
   * (server/forms/dedupe-key.ts). A submission found under any of them is returned instead of a new one.
   */
  dedupe?: { key: string; earlierKeys: string[] }
}

export type StoredSubmission = { id: number; reference: string; receivedAt: Date; duplicate: boolean }

async function findDuplicate(db: Database, keys: string[]): Promise<StoredSubmission | undefined> {
  const [row] = await db
    .select({ id: submissions.id, reference: submissions.reference, receivedAt: submissions.receivedAt })
    .from(submissions)
    .where(inArray(submissions.dedupeKey, keys))
    .limit(1)
  return row && { ...row, duplicate: true }
}

/**
 * Stores a submission and its notifications in one transaction. The counter
 * row is locked until commit, so numbers are never given twice and never
 * skipped by a rolled-back transaction. A post already stored (same dedupe
 * key) is not stored again: the first one is returned, marked `duplicate`;
 * two copies racing each other meet the unique index, and the loser returns
 * the winner.
 */
export async function storeSubmission(db: Database, input: NewSubmission): Promise<StoredSubmission> {
  const keys = input.dedupe ? [input.dedupe.key, ...input.dedupe.earlierKeys] : []
  if (keys.length > 0) {
    const earlier = await findDuplicate(db, keys)
    if (earlier) return earlier
  }
  const year = referenceYear(input.receivedAt)
  try {
    return await db.transaction(async (tx) => {
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
          dedupeKey: input.dedupe?.key ?? null,
        })
        .returning({ id: submissions.id })
      const messages = input.messages(reference)
      if (messages.length > 0) {
        await tx.insert(outbox).values(messages.map(({ kind, message }) => ({ submissionId: row!.id, kind, message })))
      }
      return { id: row!.id, reference, receivedAt: input.receivedAt, duplicate: false }
    })
  } catch (error) {
    // 23505: unique violation. The only one a new submission can meet is its dedupe key's: a copy won the race.
    if (keys.length > 0 && failureCode(error) === '23505') {
      const winner = await findDuplicate(db, keys)
      if (winner) return winner
    }
    throw error
  }
}

import { and, asc, gte, inArray, sql } from 'drizzle-orm'
import { failureCode } from '../db/errors.ts'
import { formatReference, referenceYear } from '../../app/forms/domain/reference.ts'
import type { Database } from '../db/database.ts'
import { outbox, referenceCounters, submissions } from '../db/schema.ts'

import type { OutboxMessage } from '../outbox/message.ts'

export type OutboxKind = 'team' | 'acknowledgement'

export type NewSubmission = {
  form: string
  referencePrefix: string
  lang: string
  receivedAt: Date
  adverseEvent: boolean
  qualityProblem: boolean
  suspectedSpam: boolean
  answers: unknown
  /** What the sender was shown: the privacy notice's version and the consent wording. */
  consent?: { noticeVersion: string; wording: string[] }
  /** The notifications, written once the reference number is known. */
  messages: (reference: string) => { kind: OutboxKind; message: OutboxMessage }[]
  /**
   * The post's dedupe key, stored with a unique index, and the keys an earlier copy of the same attempt may carry
   * (server/forms/dedupe-key.ts); a copy found under any of them, received since `since` when given, is recorded
   * as received again and returned instead of a new submission.
   */
  dedupe?: { key: string; earlierKeys: string[]; since?: Date }
}

export type StoredSubmission = {
  id: number
  reference: string
  receivedAt: Date
  duplicate: boolean
  /** How many times this attempt has arrived, this one included. */
  timesReceived: number
}

/** Repeats whose time is kept: the count goes on, the list stops growing. */
export const MAX_REPEAT_TIMES = 100

/**
 * The earlier copy of this attempt, if any, with this arrival recorded on it in the same statement: its count
 * incremented and the time added. A repeat is never dropped without a trace.
 */
async function recordRepeat(db: Database, dedupe: NonNullable<NewSubmission['dedupe']>, at: Date): Promise<StoredSubmission | undefined> {
  const earlier = db
    .select({ id: submissions.id })
    .from(submissions)
    .where(
      and(inArray(submissions.dedupeKey, [dedupe.key, ...dedupe.earlierKeys]), dedupe.since && gte(submissions.receivedAt, dedupe.since)),
    )
    .orderBy(asc(submissions.id))
    .limit(1)
  const [row] = await db
    .update(submissions)
    .set({
      timesReceived: sql`${submissions.timesReceived} + 1`,
      repeatedAt: sql`case when jsonb_array_length(${submissions.repeatedAt}) < ${MAX_REPEAT_TIMES}
        then ${submissions.repeatedAt} || jsonb_build_array(${at.toISOString()}::text) else ${submissions.repeatedAt} end`,
    })
    .where(inArray(submissions.id, earlier))
    .returning({
      id: submissions.id,
      reference: submissions.reference,
      receivedAt: submissions.receivedAt,
      timesReceived: submissions.timesReceived,
    })
  return row && { ...row, duplicate: true }
}

/**
 * Stores a submission and its notifications in one transaction. The counter
 * row is locked until commit, so numbers are never given twice and never
 * skipped by a rolled-back transaction. The same attempt already stored
 * (same dedupe key, in its window) is not stored again: the first one is
 * recorded as received once more and returned, marked `duplicate`; two
 * copies racing each other meet the unique index, and the loser does the same.
 */
export async function storeSubmission(db: Database, input: NewSubmission): Promise<StoredSubmission> {
  if (input.dedupe) {
    const earlier = await recordRepeat(db, input.dedupe, input.receivedAt)
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
          consent: input.consent ?? null,
          dedupeKey: input.dedupe?.key ?? null,
        })
        .returning({ id: submissions.id })
      const messages = input.messages(reference)
      if (messages.length > 0) {
        await tx.insert(outbox).values(messages.map(({ kind, message }) => ({ submissionId: row!.id, kind, message })))
      }
      return { id: row!.id, reference, receivedAt: input.receivedAt, duplicate: false, timesReceived: 1 }
    })
  } catch (error) {
    // 23505: unique violation. The only one a new submission can meet is its dedupe key's: a copy won the race.
    if (input.dedupe && failureCode(error) === '23505') {
      const winner = await recordRepeat(db, input.dedupe, input.receivedAt)
      if (winner) return winner
    }
    throw error
  }
}

import fs from 'node:fs/promises'
import path from 'node:path'
import { and, inArray, notExists, eq, sql } from 'drizzle-orm'
import type { Database } from '../db/database.ts'
import { destructionRecords, followUpRequests, legalHolds, outbox, staffCaseEvents, staffCases, submissions } from '../db/schema.ts'
import type { OutboxMessage } from '../outbox/message.ts'
import { mailFileName } from '../mail/transport.ts'
import { noJournal, type Journal } from './journal.ts'
import type { Scrubber } from './scrub.ts'

export type DestructionCounts = {
  submissions: number
  caseEvents: number
  outbox: number
  mailFiles: number
  incidents: number
  requests: number
}
export type Destroyed<Rule extends string = string> = { references: { reference: string; rule: Rule }[]; counts: DestructionCounts }

/**
 * What follows a committed destruction: the tables it touched rewritten so that no file keeps what it deleted
 * (scrub.ts), and its record noted outside the database, where a restore of an older backup finds it (journal.ts).
 */
export type AfterDestruction = { scrub: Scrubber; journal: Journal }
/** Neither: for tests of what is destroyed, and dry runs. */
export const nothingAfter: AfterDestruction = { scrub: async () => {}, journal: noJournal }

export const noCounts = (): DestructionCounts => ({ submissions: 0, caseEvents: 0, outbox: 0, mailFiles: 0, incidents: 0, requests: 0 })

/** Removes .eml files by name; a file already gone (another server, an earlier run) is not counted. */
export async function removeMailFiles(mailDir: string | undefined, names: Iterable<string>): Promise<number> {
  if (!mailDir) return 0
  let removed = 0
  for (const name of new Set(names)) {
    try {
      await fs.unlink(path.join(mailDir, path.basename(name)))
      removed += 1
    } catch (error) {
      if ((error as { code?: string }).code !== 'ENOENT') throw error
    }
  }
  return removed
}

/**
 * How many submissions one transaction destroys. Each statement binds one parameter per id: a backlog in one
 * statement could pass PostgreSQL's 65,535 bind parameters and fail every day; a batch also keeps the locks short.
 */
export const DESTROY_BATCH = 500

/**
 * Destroys submissions with every copy: their case, its history, their outbox messages and the .eml files of
 * those. In batches of `batchSize`, each its own transaction with its own record: a failure part-way keeps what
 * was destroyed, recorded, and the next run takes up the rest. Only what a transaction itself deletes is counted:
 * two servers destroying the same submission at once destroy it once (the second finds the row gone). A
 * submission put under a legal hold meanwhile is left alone, whatever the caller read before.
 */
export async function destroySubmissions<Rule extends string>(
  db: Database,
  items: { id: number; rule: Rule }[],
  options: { mailDir?: string; cause: 'retention' | 'erasure'; actor: string; at: Date; batchSize?: number; after?: AfterDestruction },
): Promise<Destroyed<Rule>> {
  const batchSize = Math.max(1, options.batchSize ?? DESTROY_BATCH)
  // In the order of their ids, as each batch locks them: two servers lock in the same order, never in a cycle.
  const sorted = [...items].sort((a, b) => a.id - b.id)
  const total: Destroyed<Rule> = { references: [], counts: noCounts() }
  for (let start = 0; start < sorted.length; start += batchSize) {
    const batch = await destroyBatch(db, sorted.slice(start, start + batchSize), options)
    total.references.push(...batch.references)
    for (const key of Object.keys(total.counts) as (keyof DestructionCounts)[]) total.counts[key] += batch.counts[key]
  }
  return total
}

async function destroyBatch<Rule extends string>(
  db: Database,
  items: { id: number; rule: Rule }[],
  {
    mailDir,
    cause,
    actor,
    at,
    after,
  }: { mailDir?: string; cause: 'retention' | 'erasure'; actor: string; at: Date; after?: AfterDestruction },
): Promise<Destroyed<Rule>> {
  const rules = new Map(items.map((item) => [item.id, item.rule]))
  const { destroyed, messageIds, counts } = await db.transaction((tx) => deleteSubmissions(tx, [...rules.keys()]))
  counts.mailFiles = await removeMailFiles(mailDir, messageIds.map(mailFileName))
  const references = destroyed.map((row) => ({ reference: row.reference, rule: rules.get(row.id)! }))
  await recordDestruction(db, { at, cause, actor, references, counts }, after)
  return { references, counts }
}

/**
 * Deletes submissions with their case, its history, its follow-up links and their outbox messages, in the caller's transaction, a
 * statement per DESTROY_BATCH ids (the bind-parameter limit); what is under a legal hold stays. Returns what went
 * and the Message-IDs whose .eml files are to be removed once the transaction has committed.
 */
export async function deleteSubmissions(tx: Database, ids: readonly number[]) {
  const counts = noCounts()
  const destroyed: { id: number; reference: string }[] = []
  const messageIds: string[] = []
  const sorted = [...ids].sort((a, b) => a - b)
  for (let start = 0; start < sorted.length; start += DESTROY_BATCH) {
    // Locks the rows first: a concurrent destruction waits here, then finds nothing left.
    const locked = await tx
      .select({ id: submissions.id, reference: submissions.reference })
      .from(submissions)
      .where(
        and(
          inArray(submissions.id, sorted.slice(start, start + DESTROY_BATCH)),
          notExists(
            tx
              .select({ one: sql`1` })
              .from(legalHolds)
              .where(eq(legalHolds.submissionId, submissions.id)),
          ),
        ),
      )
      .orderBy(submissions.id)
      .for('update')
    const chunk = locked.map((row) => row.id)
    if (chunk.length === 0) continue
    const events = await tx
      .delete(staffCaseEvents)
      .where(inArray(staffCaseEvents.submissionId, chunk))
      .returning({ id: staffCaseEvents.id })
    await tx.delete(staffCases).where(inArray(staffCases.submissionId, chunk))
    // A follow-up's link dies with its case: the answers were in the history deleted above.
    await tx.delete(followUpRequests).where(inArray(followUpRequests.submissionId, chunk))
    const messages = await tx.delete(outbox).where(inArray(outbox.submissionId, chunk)).returning({ message: outbox.message })
    const gone = await tx
      .delete(submissions)
      .where(inArray(submissions.id, chunk))
      .returning({ id: submissions.id, reference: submissions.reference })
    counts.caseEvents += events.length
    counts.outbox += messages.length
    counts.submissions += gone.length
    destroyed.push(...gone)
    messageIds.push(...messages.map((row) => (row.message as OutboxMessage).messageId))
  }
  return { destroyed, messageIds, counts }
}

/**
 * The proof of a destruction: counts and references, never content. Nothing destroyed, nothing recorded. Once
 * written, the references go to the journal too, where a restore finds them (`after`).
 */
export async function recordDestruction(
  db: Database,
  record: { at: Date; cause: 'retention' | 'erasure'; actor: string; references: Destroyed['references']; counts: DestructionCounts },
  after: AfterDestruction = nothingAfter,
): Promise<void> {
  if (Object.values(record.counts).every((count) => count === 0)) return
  await db.insert(destructionRecords).values(record)
  if (record.references.length > 0)
    await after.journal.destroyed({ at: record.at.toISOString(), cause: record.cause, references: record.references })
}

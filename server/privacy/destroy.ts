import fs from 'node:fs/promises'
import path from 'node:path'
import { and, inArray, notExists, eq, sql } from 'drizzle-orm'
import type { Database } from '../db/database.ts'
import { destructionRecords, legalHolds, outbox, staffCaseEvents, staffCases, submissions } from '../db/schema.ts'
import type { OutboxMessage } from '../db/submissions.ts'
import { mailFileName } from '../mail/transport.ts'

export type DestructionCounts = {
  submissions: number
  caseEvents: number
  outbox: number
  mailFiles: number
  incidents: number
  requests: number
}
export type Destroyed<Rule extends string = string> = { references: { reference: string; rule: Rule }[]; counts: DestructionCounts }

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
  options: { mailDir?: string; cause: 'retention' | 'erasure'; actor: string; at: Date; batchSize?: number },
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
  { mailDir, cause, actor, at }: { mailDir?: string; cause: 'retention' | 'erasure'; actor: string; at: Date },
): Promise<Destroyed<Rule>> {
  const counts = noCounts()
  const rules = new Map(items.map((item) => [item.id, item.rule]))
  const { destroyed, messageIds } = await db.transaction(async (tx) => {
    // Locks the rows first: a concurrent destruction waits here, then finds nothing left.
    const locked = await tx
      .select({ id: submissions.id, reference: submissions.reference })
      .from(submissions)
      .where(
        and(
          inArray(submissions.id, [...rules.keys()]),
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
    const ids = locked.map((row) => row.id)
    if (ids.length === 0) return { destroyed: [], messageIds: [] }
    const events = await tx.delete(staffCaseEvents).where(inArray(staffCaseEvents.submissionId, ids)).returning({ id: staffCaseEvents.id })
    await tx.delete(staffCases).where(inArray(staffCases.submissionId, ids))
    const messages = await tx.delete(outbox).where(inArray(outbox.submissionId, ids)).returning({ message: outbox.message })
    const gone = await tx
      .delete(submissions)
      .where(inArray(submissions.id, ids))
      .returning({ id: submissions.id, reference: submissions.reference })
    counts.caseEvents = events.length
    counts.outbox = messages.length
    counts.submissions = gone.length
    return { destroyed: gone, messageIds: messages.map((row) => (row.message as OutboxMessage).messageId) }
  })
  counts.mailFiles = await removeMailFiles(mailDir, messageIds.map(mailFileName))
  const references = destroyed.map((row) => ({ reference: row.reference, rule: rules.get(row.id)! }))
  await recordDestruction(db, { at, cause, actor, references, counts })
  return { references, counts }
}

/** The proof of a destruction: counts and references, never content. Nothing destroyed, nothing recorded. */
export async function recordDestruction(
  db: Database,
  record: { at: Date; cause: 'retention' | 'erasure'; actor: string; references: Destroyed['references']; counts: DestructionCounts },
): Promise<void> {
  if (Object.values(record.counts).every((count) => count === 0)) return
  await db.insert(destructionRecords).values(record)
}

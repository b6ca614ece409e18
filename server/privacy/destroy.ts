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
export type Destroyed = { references: { reference: string; rule: string }[]; counts: DestructionCounts }

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
 * Destroys submissions with every copy: their case, its history, their outbox messages and the .eml files of
 * those. In one transaction, and only what this transaction itself deletes is counted: two servers destroying
 * the same submission at once destroy it once (the second finds the row gone). A submission put under a legal
 * hold meanwhile is left alone, whatever the caller read before.
 */
export async function destroySubmissions(
  db: Database,
  items: { id: number; rule: string }[],
  { mailDir, cause, actor, at }: { mailDir?: string; cause: 'retention' | 'erasure'; actor: string; at: Date },
): Promise<Destroyed> {
  const counts = noCounts()
  if (items.length === 0) return { references: [], counts }
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

import { and, eq, inArray, isNull, lte, sql } from 'drizzle-orm'
import type { Database } from '../db/database.ts'
import { legalHolds, outbox, privacyIncidents, privacyRequests, referenceCounters, submissions } from '../db/schema.ts'
import { deleteSubmissions, noCounts, recordDestruction, type AfterDestruction } from './destroy.ts'
import type { DestroyedEntry, JournalEntry, SentEntry } from './journal.ts'

/** What a restore did again: counts only. */
export type Reapplied = { submissions: number; incidents: number; requests: number; markedSent: number; counters: number }

const submissionReference = /^([A-Z]{2})-(\d{4})-(\d{6})$/
/** The site's Message-IDs start with their submission's reference (server/forms/mail/compose.ts, server/staff/reminders.ts). */
const referenceOfMessageId = (messageId: string) => /^<([A-Z]{2}-\d{4}-\d{6})\./.exec(messageId)?.[1]
const notSubmission = new Set(['incidents', 'requests', 'requests-open'])

/**
 * Applies the journal's entries since a backup to the database restored from it, before it takes any request:
 *
 * - what was destroyed since (retention, erasure) is destroyed again: each submission no later than the entry says
 *   (a newer one with the same reference is another person's), its legal hold with it (it was lifted before, or the
 *   erasure would have refused); the incidents and the requests by reference;
 * - the e-mails sent since are marked sent, or, when the copy had none yet (a reminder, the day's digest), a row
 *   emptied to its Message-ID says they were: the outbox and its unique keys then send nothing twice;
 * - the reference counters go past every reference the journal saw, so no reference given since is given again.
 *
 * Idempotent: what is already gone stays gone, what is marked stays marked.
 */
export async function reapplyJournal(
  db: Database,
  entries: readonly JournalEntry[],
  { actor, at, after }: { actor: string; at: Date; after: AfterDestruction },
): Promise<Reapplied> {
  const done: Reapplied = { submissions: 0, incidents: 0, requests: 0, markedSent: 0, counters: 0 }
  const destroyed = entries.filter((entry): entry is DestroyedEntry => entry.type === 'destroyed')
  const sent = entries.filter((entry): entry is SentEntry => entry.type === 'sent')
  done.counters = await advanceCounters(db, [
    ...destroyed.flatMap((entry) => entry.references.map((item) => item.reference)),
    ...sent.flatMap((entry) => entry.reference ?? referenceOfMessageId(entry.messageId) ?? []),
  ])
  for (const cause of ['retention', 'erasure'] as const) {
    const ofCause = destroyed.filter((entry) => entry.cause === cause)
    const gone = await destroyAgain(db, ofCause)
    done.submissions += gone.submissions.length
    done.incidents += gone.incidents.length
    done.requests += gone.requests.length
    const references = [
      ...gone.submissions.map((reference) => ({ reference, rule: cause === 'erasure' ? 'erasure' : 'retention' })),
      ...gone.incidents.map((reference) => ({ reference, rule: 'incidents' })),
      ...gone.requests.map((reference) => ({ reference, rule: 'requests' })),
    ]
    const counts = { ...noCounts(), ...gone.counts, incidents: gone.incidents.length, requests: gone.requests.length }
    // Recorded in the restored database; the journal has these already.
    await recordDestruction(db, { at, cause, actor, references, counts })
  }
  for (const entry of sent) done.markedSent += await markSent(db, entry)
  if (done.submissions + done.incidents + done.requests > 0)
    await after.scrub([
      'submissions',
      'outbox',
      'staff_cases',
      'staff_case_events',
      'follow_up_requests',
      'legal_holds',
      'privacy_incidents',
      'privacy_requests',
    ])
  return done
}

async function destroyAgain(db: Database, entries: readonly DestroyedEntry[]) {
  const result = { submissions: [] as string[], incidents: [] as string[], requests: [] as string[], counts: noCounts() }
  for (const entry of entries) {
    const byRule = (rules: (rule: string) => boolean) => entry.references.filter((item) => rules(item.rule)).map((item) => item.reference)
    const references = byRule((rule) => !notSubmission.has(rule)).filter((reference) => submissionReference.test(reference))
    const incidents = byRule((rule) => rule === 'incidents')
    const requests = byRule((rule) => rule === 'requests' || rule === 'requests-open')
    await db.transaction(async (tx) => {
      if (references.length > 0) {
        const rows = await tx
          .select({ id: submissions.id })
          .from(submissions)
          .where(and(inArray(submissions.reference, references), lte(submissions.receivedAt, new Date(entry.at))))
        const ids = rows.map((row) => row.id)
        if (ids.length > 0) {
          await tx.delete(legalHolds).where(inArray(legalHolds.submissionId, ids))
          const deleted = await deleteSubmissions(tx, ids)
          result.submissions.push(...deleted.destroyed.map((row) => row.reference))
          for (const key of Object.keys(deleted.counts) as (keyof typeof deleted.counts)[]) result.counts[key] += deleted.counts[key]
        }
      }
      result.incidents.push(...(await deleteByReference(tx, privacyIncidents, incidents)))
      result.requests.push(...(await deleteByReference(tx, privacyRequests, requests)))
    })
  }
  return result
}

/** Deletes the register's entries (incidents, requests) of these references; those it deleted. */
async function deleteByReference(tx: Database, table: typeof privacyIncidents | typeof privacyRequests, references: string[]) {
  if (references.length === 0) return []
  const gone = await tx.delete(table).where(inArray(table.reference, references)).returning({ reference: table.reference })
  return gone.map((row) => row.reference)
}

/** Marks one e-mail sent; 1 when that changed the outbox. */
async function markSent(db: Database, entry: SentEntry): Promise<number> {
  const sentAt = new Date(entry.sentAt)
  const marked = await db
    .update(outbox)
    .set({ sentAt, lockedUntil: null })
    .where(and(sql`${outbox.message} ->> 'messageId' = ${entry.messageId}`, isNull(outbox.sentAt)))
    .returning({ id: outbox.id })
  if (marked.length > 0) return marked.length
  const [known] = await db
    .select({ id: outbox.id })
    .from(outbox)
    .where(sql`${outbox.message} ->> 'messageId' = ${entry.messageId}`)
  if (known) return 0
  // The copy never had the message: a row that says it went, holding nothing but its Message-ID, for its day (the
  // digest) or its submission (a reminder), whose unique keys then send it no more.
  let owner: { digestDay: string } | { submissionId: number }
  if (entry.digestDay !== null) owner = { digestDay: entry.digestDay }
  else {
    const reference = entry.reference ?? referenceOfMessageId(entry.messageId)
    const [submission] = reference
      ? await db.select({ id: submissions.id }).from(submissions).where(eq(submissions.reference, reference))
      : []
    if (!submission) return 0
    owner = { submissionId: submission.id }
  }
  const inserted = await db
    .insert(outbox)
    .values({ ...owner, kind: entry.kind, message: { messageId: entry.messageId, sentBeforeRestore: true }, sentAt, createdAt: sentAt })
    .onConflictDoNothing()
    .returning({ id: outbox.id })
  return inserted.length
}

/** Moves each (prefix, year) counter past the highest number the references show; how many counters moved. */
async function advanceCounters(db: Database, references: readonly string[]): Promise<number> {
  const highest = new Map<string, { prefix: string; year: number; value: number }>()
  for (const reference of references) {
    const match = submissionReference.exec(reference)
    if (!match) continue
    const [, prefix, year, value] = match as unknown as [string, string, string, string]
    const key = `${prefix}-${year}`
    const current = highest.get(key)
    if (!current || current.value < Number(value)) highest.set(key, { prefix, year: Number(year), value: Number(value) })
  }
  let moved = 0
  for (const { prefix, year, value } of highest.values()) {
    const changed = await db
      .insert(referenceCounters)
      .values({ prefix, year, lastValue: value })
      .onConflictDoUpdate({
        target: [referenceCounters.prefix, referenceCounters.year],
        set: { lastValue: sql`greatest(${referenceCounters.lastValue}, ${value})` },
        setWhere: sql`${referenceCounters.lastValue} < ${value}`,
      })
      .returning({ prefix: referenceCounters.prefix })
    moved += changed.length
  }
  return moved
}

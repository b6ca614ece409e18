import fs from 'node:fs/promises'
import path from 'node:path'
import { and, eq, inArray, isNotNull, isNull, lte, ne, or, sql } from 'drizzle-orm'
import {
  ADVERSE_EVENT_FORM,
  endOfPeriod,
  isPastRetention,
  retentionRule,
  ruleOfSubmission,
  type RetentionRuleId,
} from '../../app/privacy/retention-schedule.ts'
import { dayIn } from '../../app/i18n/zoned-time.ts'
import type { Database } from '../db/database.ts'
import {
  legalHolds,
  outbox,
  privacyIncidents,
  privacyRequests,
  retentionRuns,
  staffCaseEvents,
  staffCases,
  submissions,
} from '../db/schema.ts'
import type { OutboxMessage } from '../outbox/message.ts'
import { mailFileName } from '../mail/transport.ts'
import {
  destroySubmissions,
  noCounts,
  nothingAfter,
  recordDestruction,
  removeMailFiles,
  type AfterDestruction,
  type DestructionCounts,
} from './destroy.ts'
import { heldMailFiles } from './held-mail-files.ts'
import { adverseEventOnRecord, suspectedSpamOnRecord } from './flags-on-record.ts'

export const RETENTION_ACTOR = 'retention-job'

export type RetentionReport = {
  applied: boolean
  /** The submissions past their period (destroyed when applied), with the rule that ended each. */
  references: { reference: string; rule: RetentionRuleId }[]
  counts: DestructionCounts
  /** Held submissions that would otherwise be past their period: kept, and said. */
  held: string[]
}

/** When each submission's case was last closed: the latest status event to `closed`, while it is closed still. */
const closedAt = sql<string | null>`(select max(${staffCaseEvents.at}) from ${staffCaseEvents}
  where ${staffCaseEvents.submissionId} = ${submissions.id} and ${staffCaseEvents.kind} = 'status'
  and ${staffCaseEvents.details} ->> 'to' = 'closed' and ${staffCases.status} = 'closed')`

async function expiredSubmissions(db: Database, now: Date) {
  const rows = await db
    .select({
      id: submissions.id,
      reference: submissions.reference,
      form: submissions.form,
      adverseEvent: adverseEventOnRecord,
      suspectedSpam: suspectedSpamOnRecord,
      receivedAt: submissions.receivedAt,
      closedAt,
      caseStatus: staffCases.status,
      hold: legalHolds.reason,
    })
    .from(submissions)
    .leftJoin(staffCases, eq(staffCases.submissionId, submissions.id))
    .leftJoin(legalHolds, eq(legalHolds.submissionId, submissions.id))
    // Adverse events, as the visitor or triage marked them, are never destroyed by the schedule: not even read
    // here (the rule says so again).
    .where(and(sql`not ${adverseEventOnRecord}`, ne(submissions.form, ADVERSE_EVENT_FORM)))
  const retained = rows.map((row) => ({
    ...row,
    hasCase: row.caseStatus !== null,
    closedAt: row.closedAt ? new Date(row.closedAt) : null,
    legalHold: row.hold !== null,
  }))
  return {
    expired: retained
      .filter((row) => isPastRetention(row, now))
      .map((row) => ({ id: row.id, reference: row.reference, rule: ruleOfSubmission(row).id })),
    held: retained.filter((row) => row.legalHold && isPastRetention({ ...row, legalHold: false }, now)).map((row) => row.reference),
  }
}

/** The newest instant something sent or written may have to be past its 30 days. */
const periodStartBefore = (id: 'outbox' | 'mail-files' | 'incidents' | 'requests' | 'requests-open', now: Date) => {
  const period = retentionRule(id).period!
  return endOfPeriod(now, { years: -(period.years ?? 0), days: -(period.days ?? 0) })
}

/**
 * Applies the retention schedule at `now`: destroys the submissions past their period with every copy, the
 * outbox messages sent more than 30 days ago, and the .eml files older than that (but those of a held case), the
 * incidents and the requests past theirs (a request never closed counts from its receipt); records what it
 * destroyed, then rewrites the tables it touched and notes it in the journal (`after`).
 * Without `apply`, only says what it would destroy.
 */
export async function runRetention(
  db: Database,
  {
    now,
    mailDir,
    apply,
    actor = RETENTION_ACTOR,
    batchSize,
    after = nothingAfter,
  }: { now: Date; mailDir?: string; apply: boolean; actor?: string; batchSize?: number; after?: AfterDestruction },
): Promise<RetentionReport> {
  const { expired, held } = await expiredSubmissions(db, now)
  const sentBefore = periodStartBefore('outbox', now)
  // A stored message past its period keeps its row, emptied to its message id: the row is what tells the outbox
  // and the reminders a message was sent (their unique keys), and a deleted row would have a reminder sent again.
  // A legal hold keeps its case's stored messages too.
  const oldMessages = and(
    isNotNull(outbox.sentAt),
    lte(outbox.sentAt, sentBefore),
    sql`${outbox.message} ->> 'destroyedAt' is null`,
    sql`not exists (select 1 from ${legalHolds} where ${legalHolds.submissionId} = ${outbox.submissionId})`,
  )
  // A legal hold keeps its case's .eml copies too, as it keeps its stored messages.
  const keptByHold = await heldMailFiles(db)
  const oldFiles = (await oldMailFiles(mailDir, periodStartBefore('mail-files', now))).filter((name) => !keptByHold(name))
  const oldIncidents = lte(privacyIncidents.learnedOn, dayIn(periodStartBefore('incidents', now), 'UTC'))
  const oldRequests = or(
    lte(privacyRequests.closedAt, periodStartBefore('requests', now)),
    and(isNull(privacyRequests.closedAt), lte(privacyRequests.receivedOn, dayIn(periodStartBefore('requests-open', now), 'UTC'))),
  )
  if (!apply) {
    const [messages] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(outbox)
      .where(oldMessages)
    const [incidents] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(privacyIncidents)
      .where(oldIncidents)
    const [requests] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(privacyRequests)
      .where(oldRequests)
    return {
      applied: false,
      references: expired.map(({ reference, rule }) => ({ reference, rule })),
      counts: {
        ...noCounts(),
        submissions: expired.length,
        outbox: messages?.count ?? 0,
        mailFiles: oldFiles.length,
        incidents: incidents?.count ?? 0,
        requests: requests?.count ?? 0,
      },
      held,
    }
  }
  const destroyed = await destroySubmissions(db, expired, { mailDir, cause: 'retention', actor, at: now, batchSize, after })
  // The sent copies of messages whose submission stays (and the daily digests): the message, then its file.
  const gone = await db
    .update(outbox)
    .set({ message: sql`jsonb_build_object('messageId', ${outbox.message} -> 'messageId', 'destroyedAt', ${now.toISOString()}::text)` })
    .where(oldMessages)
    .returning({ message: outbox.message })
  const files = await removeMailFiles(mailDir, [
    ...gone.map((row) => mailFileName((row.message as Pick<OutboxMessage, 'messageId'>).messageId)),
    ...oldFiles,
  ])
  const incidents = await db.delete(privacyIncidents).where(oldIncidents).returning({ reference: privacyIncidents.reference })
  const requests = await db
    .delete(privacyRequests)
    .where(oldRequests)
    .returning({ reference: privacyRequests.reference, closedAt: privacyRequests.closedAt })
  const extra = { ...noCounts(), outbox: gone.length, mailFiles: files, incidents: incidents.length, requests: requests.length }
  await recordDestruction(
    db,
    {
      at: now,
      cause: 'retention',
      actor,
      references: [
        ...incidents.map(({ reference }) => ({ reference, rule: 'incidents' })),
        ...requests.map(({ reference, closedAt }) => ({ reference, rule: closedAt ? 'requests' : 'requests-open' })),
      ],
      counts: extra,
    },
    after,
  )
  const touched = [
    ...(destroyed.counts.submissions > 0 ? (['submissions', 'staff_cases', 'staff_case_events', 'follow_up_requests'] as const) : []),
    ...(destroyed.counts.outbox + gone.length > 0 ? (['outbox'] as const) : []),
    ...(incidents.length > 0 ? (['privacy_incidents'] as const) : []),
    ...(requests.length > 0 ? (['privacy_requests'] as const) : []),
  ]
  await after.scrub(touched)
  return {
    applied: true,
    references: destroyed.references,
    counts: {
      submissions: destroyed.counts.submissions,
      caseEvents: destroyed.counts.caseEvents,
      outbox: destroyed.counts.outbox + extra.outbox,
      mailFiles: destroyed.counts.mailFiles + extra.mailFiles,
      incidents: extra.incidents,
      requests: extra.requests,
    },
    held,
  }
}

/** The .eml files last written before `before`. */
async function oldMailFiles(mailDir: string | undefined, before: Date): Promise<string[]> {
  if (!mailDir) return []
  let names: string[]
  try {
    names = (await fs.readdir(mailDir)).filter((name) => name.endsWith('.eml'))
  } catch (error) {
    if ((error as { code?: string }).code === 'ENOENT') return []
    throw error
  }
  const old: string[] = []
  for (const name of names) {
    const stat = await fs.stat(path.join(mailDir, name)).catch(() => undefined)
    if (stat && stat.mtime <= before) old.push(name)
  }
  return old
}

/**
 * The daily run: the first server to claim the company day runs it, the others do nothing (the day is the
 * claim's primary key). Returns the report, or null when another server has the day.
 */
export async function runDailyRetention(
  db: Database,
  { now, mailDir, timeZone, after }: { now: Date; mailDir?: string; timeZone: string; after?: AfterDestruction },
): Promise<RetentionReport | null> {
  const day = dayIn(now, timeZone)
  const claimed = await db.insert(retentionRuns).values({ day, claimedAt: now }).onConflictDoNothing().returning({ day: retentionRuns.day })
  if (claimed.length === 0) return null
  const report = await runRetention(db, { now, mailDir, apply: true, after })
  await db
    .update(retentionRuns)
    .set({ finishedAt: new Date() })
    .where(inArray(retentionRuns.day, [day]))
  return report
}

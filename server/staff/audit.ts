import { parseDate } from '@internationalized/date'
import { and, desc, eq, gte, lt } from 'drizzle-orm'
import { addDays, type IsoDate } from '../../app/calendar/business-days.ts'
import type { StaffRole } from '../../app/staff/domain/roles.ts'
import type { AuditAction, AuditEntry, AuditFilters, StaffUser } from '../../app/staff/domain/services.ts'
import type { Database } from '../db/database.ts'
import { staffAuditLog } from '../db/schema.ts'

/** A transaction of the staff database, as Drizzle hands it to `db.transaction`. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0]

/** What one audit entry says: the action, what it was done to (a reference), and what changed, never content. */
export type AuditRecord = { action: AuditAction; target?: string | null; details?: Record<string, unknown> }

/** A command that did its work: its value, and the entry the audit log keeps of it. */
export type Done<T> = { ok: true; value: T; audit: AuditRecord }
/** A command that was refused: nothing it did is kept, and the log has no entry of it. */
export type Refused<R extends string> = { ok: false; reason: R }

class Rollback<R extends string> extends Error {
  readonly refusal: Refused<R>
  constructor(refusal: Refused<R>) {
    super(`refused: ${refusal.reason}`)
    this.refusal = refusal
  }
}

/**
 * Runs a staff command: its change and its audit entry in one transaction, so that neither is ever kept without
 * the other. A refusal rolls back whatever the command wrote before refusing; an error rolls back both. The audit
 * entry is written here and nowhere else: a command cannot forget it, and a route cannot write one of its own.
 * The role is checked here too, whatever the screen checked: a command is the rule, the screen only its door.
 */
export async function audited<T, R extends string = never>(
  db: Database,
  { actor, role, at }: { actor: StaffUser; role: StaffRole; at: Date },
  work: (tx: Transaction) => Promise<Done<T> | Refused<R>>,
): Promise<{ ok: true; value: T } | Refused<R | 'forbidden'>> {
  if (!actor.roles.includes(role)) return { ok: false, reason: 'forbidden' }
  try {
    return await db.transaction(async (tx) => {
      const outcome = await work(tx)
      if (!outcome.ok) throw new Rollback(outcome)
      await appendAudit(tx, actor, outcome.audit, at)
      return { ok: true as const, value: outcome.value }
    })
  } catch (error) {
    if (error instanceof Rollback) return error.refusal as Refused<R>
    throw error
  }
}

/** One entry, in the caller's transaction: for a command whose work spans several (an erasure's batches). */
export async function appendAudit(tx: Transaction | Database, actor: StaffUser, record: AuditRecord, at: Date): Promise<void> {
  await tx.insert(staffAuditLog).values({
    at,
    actorSubject: actor.subject,
    actorName: actor.name,
    action: record.action,
    target: record.target ?? null,
    details: record.details ?? {},
  })
}

/** The instant a company day starts, in the company's time zone. */
const startOf = (day: IsoDate, timeZone: string) => parseDate(day).toDate(timeZone)

/**
 * The log, newest first, a page at a time (`before` an entry's id), filtered by person (subject), action, case
 * (reference) and company days (inclusive). Each filter has its index; the days are instants on the `at` index.
 */
export async function readAuditLog(
  db: Transaction | Database,
  { before, limit, filters = {}, timeZone = 'UTC' }: { before?: number; limit: number; filters?: AuditFilters; timeZone?: string },
) {
  const rows = await db
    .select()
    .from(staffAuditLog)
    .where(
      and(
        before ? lt(staffAuditLog.id, before) : undefined,
        filters.actor ? eq(staffAuditLog.actorSubject, filters.actor) : undefined,
        filters.action ? eq(staffAuditLog.action, filters.action) : undefined,
        filters.target ? eq(staffAuditLog.target, filters.target) : undefined,
        filters.from ? gte(staffAuditLog.at, startOf(filters.from, timeZone)) : undefined,
        filters.to ? lt(staffAuditLog.at, startOf(addDays(filters.to, 1), timeZone)) : undefined,
      ),
    )
    .orderBy(desc(staffAuditLog.id))
    .limit(limit)
  return rows.map((row) => ({
    id: row.id,
    at: row.at.toISOString(),
    actorSubject: row.actorSubject,
    actorName: row.actorName,
    action: row.action as AuditAction,
    target: row.target,
    details: row.details,
  })) satisfies (AuditEntry & { id: number })[]
}

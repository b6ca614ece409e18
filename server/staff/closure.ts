import { and, eq, ne } from 'drizzle-orm'
import type { CaseStatus } from '../../app/staff/domain/case-status.ts'
import type { CloseReason } from '../../app/staff/domain/closure.ts'
import type { ClosureRequest, ClosureResult, StaffUser } from '../../app/staff/domain/services.ts'
import { staffCases } from '../db/schema.ts'
import type { Done, Refused, Transaction } from './audit.ts'
import { lockedCase, recordEvent } from './locked-case.ts'

type Refusal = Extract<ClosureResult, { ok: false }>['reason']
/** What confirming or withdrawing a closure asked for needs: the case, who, when. */
type PendingClosureCommand = { reference: string; actor: StaffUser; at: Date }
type Outcome = Promise<Done<{ closed: boolean }> | Refused<Exclude<Refusal, 'forbidden'>>>

const REFERENCE = /^[A-Z]{2}-\d{4}-\d{6,}$/

/** The case as a closure reads it, locked for the command's transaction. */
export const lockedForClosure = (tx: Transaction, reference: string) =>
  lockedCase(tx, reference, {
    id: staffCases.submissionId,
    status: staffCases.status,
    adverseEvent: staffCases.adverseEvent,
    suspectedSpam: staffCases.suspectedSpam,
    requestedBy: staffCases.closeRequestedBy,
    requestedAt: staffCases.closeRequestedAt,
    reason: staffCases.closeReason,
    duplicateOf: staffCases.closeDuplicateOf,
    followUpReportDue: staffCases.followUpReportDue,
  })
type Locked = NonNullable<Awaited<ReturnType<typeof lockedForClosure>>>

const pending = (row: Locked) => row.status !== 'closed' && row.requestedAt !== null

/** The case whose closure waits for a second person, or why there is none. */
async function pendingClosure(tx: Transaction, reference: string) {
  const row = await lockedForClosure(tx, reference)
  if (!row) return 'not-found' as const
  if (!pending(row)) return row.status === 'closed' ? ('closed-already' as const) : ('no-closure-request' as const)
  return row
}

/**
 * Closes a case without transfer: the status event (what retention counts its period from, as for any closure)
 * and the closure's own. The closure's reason stays on the case: its report clock then reads "closed without
 * transfer", never "done".
 */
export async function closeWithoutTransfer(
  tx: Transaction,
  row: Locked,
  { reason, duplicateOf, confirmedBy, at }: { reason: CloseReason; duplicateOf: string | null; confirmedBy: StaffUser; at: Date },
) {
  await tx
    .update(staffCases)
    .set({ status: 'closed', closeConfirmedByName: confirmedBy.name, updatedAt: at })
    .where(eq(staffCases.submissionId, row.id))
  await recordEvent(tx, { id: row.id, at, actor: confirmedBy }, 'status', {
    from: row.status as CaseStatus,
    to: 'closed',
    reason,
    duplicateOf,
  })
}

/**
 * Asks to close a case without transfer, for a reason of the fixed list. A case that is no adverse event closes
 * at once; an adverse event waits for a second member of the team (confirmClosure).
 */
export async function requestClosure(
  tx: Transaction,
  { reference, request, actor, at }: { reference: string; request: ClosureRequest; actor: StaffUser; at: Date },
): Outcome {
  const row = await lockedForClosure(tx, reference)
  if (!row) return { ok: false, reason: 'not-found' }
  if (row.status === 'closed') return { ok: false, reason: 'closed-already' }
  if (pending(row)) return { ok: false, reason: 'closure-pending' }
  if (row.followUpReportDue) return { ok: false, reason: 'follow-up-report-due' }
  let duplicateOf: string | null = null
  if (request.reason === 'duplicate') {
    duplicateOf = request.duplicateOf?.trim().toUpperCase() || null
    if (!duplicateOf) return { ok: false, reason: 'duplicate-of-required' }
    const [other] = REFERENCE.test(duplicateOf)
      ? await tx
          .select({ id: staffCases.submissionId })
          .from(staffCases)
          .where(and(eq(staffCases.reference, duplicateOf), ne(staffCases.submissionId, row.id)))
      : []
    if (!other) return { ok: false, reason: 'duplicate-of-unknown' }
  }
  await tx
    .update(staffCases)
    .set({
      closeReason: request.reason,
      closeDuplicateOf: duplicateOf,
      closeRequestedBy: actor.subject,
      closeRequestedByName: actor.name,
      closeRequestedAt: at,
      closeConfirmedByName: null,
      updatedAt: at,
    })
    .where(eq(staffCases.submissionId, row.id))
  await recordEvent(tx, { id: row.id, at, actor }, 'closure-request', { reason: request.reason, duplicateOf })
  const closed = !row.adverseEvent
  if (closed) await closeWithoutTransfer(tx, row, { reason: request.reason, duplicateOf, confirmedBy: actor, at })
  const details = { reason: request.reason, duplicateOf, closed }
  return { ok: true, value: { closed }, audit: { action: 'case-closure-request', target: reference, details } }
}

/** A second member of the team confirms the closure asked for: the case closes without transfer. */
export async function confirmClosure(tx: Transaction, { reference, actor, at }: PendingClosureCommand): Outcome {
  const row = await pendingClosure(tx, reference)
  if (typeof row === 'string') return { ok: false, reason: row }
  // Four eyes: whoever asked cannot confirm, whatever the screen shows them.
  if (row.requestedBy === actor.subject) return { ok: false, reason: 'same-person' }
  // New information may have come in since the closure was asked for.
  if (row.followUpReportDue) return { ok: false, reason: 'follow-up-report-due' }
  const reason = row.reason as CloseReason
  await recordEvent(tx, { id: row.id, at, actor }, 'closure-confirm', { reason, duplicateOf: row.duplicateOf })
  await closeWithoutTransfer(tx, row, { reason, duplicateOf: row.duplicateOf, confirmedBy: actor, at })
  const details = { reason, duplicateOf: row.duplicateOf }
  return { ok: true, value: { closed: true }, audit: { action: 'case-closure-confirm', target: reference, details } }
}

/** Withdraws the closure asked for (the one who asked, or a colleague who declines it): the case stays open. */
export async function withdrawClosure(tx: Transaction, { reference, actor, at }: PendingClosureCommand): Outcome {
  const row = await pendingClosure(tx, reference)
  if (typeof row === 'string') return { ok: false, reason: row }
  await clearClosure(tx, row.id, at)
  await recordEvent(tx, { id: row.id, at, actor }, 'closure-withdraw', { reason: row.reason })
  return {
    ok: true,
    value: { closed: false },
    audit: { action: 'case-closure-withdraw', target: reference, details: { reason: row.reason } },
  }
}

/** No closure asked for or done: when one is withdrawn, and when a closed case is reopened. */
export async function clearClosure(tx: Transaction, id: number, at: Date) {
  await tx
    .update(staffCases)
    .set({
      closeReason: null,
      closeDuplicateOf: null,
      closeRequestedBy: null,
      closeRequestedByName: null,
      closeRequestedAt: null,
      closeConfirmedByName: null,
      updatedAt: at,
    })
    .where(eq(staffCases.submissionId, id))
}

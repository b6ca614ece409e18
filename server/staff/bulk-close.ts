import type { BulkCloseResult, StaffUser } from '../../app/staff/domain/services.ts'
import { staffCases } from '../db/schema.ts'
import type { Done, Refused, Transaction } from './audit.ts'
import { closeWithoutTransfer, lockedForClosure } from './closure.ts'
import { recordEvent } from './locked-case.ts'
import { eq } from 'drizzle-orm'

/** At most this many cases in one post: a page of the queue. */
export const MAX_BULK = 100

type Closed = Extract<BulkCloseResult, { ok: true }>

/**
 * Closes suspected spam in bulk, each case with the reason "spam" and its own history, in one transaction with one
 * audit entry naming them. A case flagged adverse event is never closed this way (a second person must confirm
 * it, on its page), nor a case that is not suspected spam, nor one already closed: those are said, not closed.
 */
export async function closeSpam(
  tx: Transaction,
  { references, actor, at }: { references: string[]; actor: StaffUser; at: Date },
): Promise<Done<Omit<Closed, 'ok'>> | Refused<'nothing-selected'>> {
  const selected = [...new Set(references.map((r) => r.trim().toUpperCase()).filter(Boolean))].slice(0, MAX_BULK)
  if (selected.length === 0) return { ok: false, reason: 'nothing-selected' }
  const closed: string[] = []
  const refused: Closed['refused'] = []
  for (const reference of selected) {
    const row = await lockedForClosure(tx, reference)
    const why = !row
      ? 'not-found'
      : row.status === 'closed'
        ? 'closed-already'
        : row.adverseEvent
          ? 'adverse-event'
          : !row.suspectedSpam
            ? 'not-spam'
            : null
    if (why || !row) {
      refused.push({ reference, reason: why ?? 'not-found' })
      continue
    }
    await tx
      .update(staffCases)
      .set({ closeReason: 'spam', closeRequestedBy: actor.subject, closeRequestedByName: actor.name, closeRequestedAt: at })
      .where(eq(staffCases.submissionId, row.id))
    await recordEvent(tx, { id: row.id, at, actor }, 'closure-request', { reason: 'spam', duplicateOf: null })
    await closeWithoutTransfer(tx, row, { reason: 'spam', duplicateOf: null, confirmedBy: actor, at })
    closed.push(reference)
  }
  const details = { reason: 'spam', count: closed.length, closed, refused }
  return { ok: true, value: { closed, refused }, audit: { action: 'case-bulk-close', details } }
}

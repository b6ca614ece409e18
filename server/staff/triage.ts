import { eq } from 'drizzle-orm'
import { addDays } from '../../app/calendar/business-days.ts'
import { dayIn, SERIOUS_REPORT_DAYS } from '../../app/staff/domain/clock.ts'
import type { StaffUser } from '../../app/staff/domain/services.ts'
import {
  normalTriage,
  triageChanges,
  triageErrors,
  type CaseProduct,
  type SeriousCriterion,
  type Triage,
  type TriageError,
  type TriageInput,
} from '../../app/staff/domain/triage.ts'
import { staffCases } from '../db/schema.ts'
import type { Done, Refused, Transaction } from './audit.ts'
import { lockedCase, recordEvent } from './locked-case.ts'

const MAX_REASON = 1_000

/**
 * Applies the team's triage to a case: the flags change, the report's due date follows (day 0 + 15 days once it
 * is a serious adverse event, none otherwise), and each changed field goes into the history with its value
 * before and after, and the reason when a flag was cleared. The rules are triage.ts's, checked here again.
 */
export async function applyTriage(
  tx: Transaction,
  { reference, input, actor, at, timeZone }: { reference: string; input: TriageInput; actor: StaffUser; at: Date; timeZone: string },
): Promise<Done<undefined> | Refused<'not-found' | 'unchanged' | TriageError>> {
  const row = await lockedCase(tx, reference, {
    id: staffCases.submissionId,
    receivedAt: staffCases.receivedAt,
    reportDue: staffCases.reportDue,
    adverseEvent: staffCases.adverseEvent,
    serious: staffCases.seriousAdverseEvent,
    seriousCriteria: staffCases.seriousCriteria,
    product: staffCases.product,
    qualityProblem: staffCases.qualityProblem,
    suspectedSpam: staffCases.suspectedSpam,
  })
  if (!row) return { ok: false, reason: 'not-found' }
  const before: Triage = {
    adverseEvent: row.adverseEvent,
    serious: row.serious,
    seriousCriteria: row.seriousCriteria as SeriousCriterion[],
    product: row.product as CaseProduct | null,
    qualityProblem: row.qualityProblem,
    suspectedSpam: row.suspectedSpam,
  }
  const after = normalTriage({ ...input, reason: input.reason.trim().slice(0, MAX_REASON) })
  const error = Object.values(triageErrors(before, after))[0]
  if (error) return { ok: false, reason: error }
  const changes = triageChanges(before, after)
  if (changes.length === 0) return { ok: false, reason: 'unchanged' }
  const serious = after.adverseEvent && after.serious
  const reportDue = serious ? (row.reportDue ?? addDays(dayIn(row.receivedAt, timeZone), SERIOUS_REPORT_DAYS)) : null
  await tx
    .update(staffCases)
    .set({
      adverseEvent: after.adverseEvent,
      seriousAdverseEvent: serious,
      seriousCriteria: after.seriousCriteria,
      product: after.product,
      qualityProblem: after.qualityProblem,
      suspectedSpam: after.suspectedSpam,
      reportDue,
      updatedAt: at,
    })
    .where(eq(staffCases.submissionId, row.id))
  await recordEvent(tx, { id: row.id, at, actor }, 'triage', { changes, reason: after.reason || null })
  // The reason is the team's words, kept with the case; the log says that one was given.
  return {
    ok: true,
    value: undefined,
    audit: { action: 'case-triage', target: reference, details: { changes, reasonGiven: Boolean(after.reason) } },
  }
}

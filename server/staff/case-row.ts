import type { FormKind } from '../../app/forms/domain/form-kinds.ts'
import type { Lang } from '../../app/routing/route-table.ts'
import type { CaseStatus } from '../../app/staff/domain/case-status.ts'
import type { CloseReason } from '../../app/staff/domain/closure.ts'
import type { CaseSummary } from '../../app/staff/domain/services.ts'
import type { CaseProduct, SeriousCriterion } from '../../app/staff/domain/triage.ts'
import { staffCases } from '../db/schema.ts'

/** The columns of a case the list, the queue and the case page read: all on `staff_cases`, no join. */
export const summaryColumns = {
  id: staffCases.submissionId,
  reference: staffCases.reference,
  form: staffCases.form,
  lang: staffCases.lang,
  receivedAt: staffCases.receivedAt,
  adverseEvent: staffCases.adverseEvent,
  qualityProblem: staffCases.qualityProblem,
  suspectedSpam: staffCases.suspectedSpam,
  seriousAdverseEvent: staffCases.seriousAdverseEvent,
  seriousCriteria: staffCases.seriousCriteria,
  product: staffCases.product,
  status: staffCases.status,
  owner: staffCases.owner,
  ownerSubject: staffCases.ownerSubject,
  externalCaseNumber: staffCases.externalCaseNumber,
  triageDue: staffCases.triageDue,
  reportDue: staffCases.reportDue,
  followUpReportDue: staffCases.followUpReportDue,
  closeReason: staffCases.closeReason,
  closeDuplicateOf: staffCases.closeDuplicateOf,
  closeRequestedBy: staffCases.closeRequestedBy,
  closeRequestedByName: staffCases.closeRequestedByName,
  closeRequestedAt: staffCases.closeRequestedAt,
  closeConfirmedByName: staffCases.closeConfirmedByName,
}

export type SummaryRow = { [K in keyof typeof summaryColumns]: unknown } & { receivedAt: Date }

export const toSummary = (row: SummaryRow): CaseSummary => ({
  reference: row.reference as string,
  form: row.form as FormKind,
  lang: row.lang as Lang,
  receivedAt: row.receivedAt.toISOString(),
  adverseEvent: row.adverseEvent as boolean,
  qualityProblem: row.qualityProblem as boolean,
  suspectedSpam: row.suspectedSpam as boolean,
  seriousAdverseEvent: row.seriousAdverseEvent as boolean,
  seriousCriteria: (row.seriousCriteria ?? []) as SeriousCriterion[],
  product: row.product as CaseProduct | null,
  status: row.status as CaseStatus,
  owner: row.owner as string | null,
  ownerSubject: row.ownerSubject as string | null,
  externalCaseNumber: row.externalCaseNumber as string | null,
  triageDue: row.triageDue as string,
  reportDue: row.reportDue as string | null,
  followUpReportDue: row.followUpReportDue as string | null,
  closure:
    row.closeReason && row.closeRequestedAt
      ? {
          reason: row.closeReason as CloseReason,
          duplicateOf: row.closeDuplicateOf as string | null,
          requestedBy: row.closeRequestedByName as string,
          requesterSubject: row.closeRequestedBy as string,
          requestedAt: (row.closeRequestedAt as Date).toISOString(),
          confirmedBy: row.closeConfirmedByName as string | null,
        }
      : null,
})

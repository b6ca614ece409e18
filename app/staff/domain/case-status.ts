/** A case's way through the team: received, triaged, handed to the safety system, answered, closed. */
export const caseStatuses = ['new', 'triaged', 'transferred', 'answered', 'closed'] as const
export type CaseStatus = (typeof caseStatuses)[number]

/**
 * The next statuses a case may take. A step may be skipped forwards (a question that needs no safety report is
 * answered without a transfer; spam is closed at once), never taken back, except that a closed case may be
 * reopened as triaged.
 */
export function nextStatuses(status: CaseStatus): CaseStatus[] {
  if (status === 'closed') return ['triaged']
  return caseStatuses.slice(caseStatuses.indexOf(status) + 1)
}

export const canMove = (from: CaseStatus, to: CaseStatus) => nextStatuses(from).includes(to)

/** Triage is done once a case has left `new`. */
export const triageDone = (status: CaseStatus) => status !== 'new'

/** The safety report is done only once the transfer is recorded: the safety system's case number is the proof. */
export const reportDone = (c: { externalCaseNumber: string | null }) => c.externalCaseNumber !== null

export const isCaseStatus = (value: unknown): value is CaseStatus => (caseStatuses as readonly unknown[]).includes(value)

export type StatusRefusal = 'bad-transition' | 'external-number-required' | 'transfer-required' | 'follow-up-report-due'

/**
 * Why a case may not take a status, or null when it may. The rule the screen shows and the case desk applies:
 * an adverse event is answered or closed only once it was transferred with the safety system's case number, and
 * closed only once any follow-up report was sent;
 * closing one otherwise is a closure with a reason, confirmed by a second person (closure.ts), never a status.
 */
export function statusRefusal(
  c: { status: CaseStatus; adverseEvent: boolean; externalCaseNumber: string | null; followUpReportDue?: string | null },
  to: CaseStatus,
  externalCaseNumber?: string,
): StatusRefusal | null {
  if (!canMove(c.status, to)) return 'bad-transition'
  if (to === 'transferred' && !externalCaseNumber) return 'external-number-required'
  if ((to === 'answered' || to === 'closed') && c.adverseEvent && !reportDone(c)) return 'transfer-required'
  // New information still to report keeps the case open: closing it would hide the follow-up report's clock.
  if (to === 'closed' && c.followUpReportDue) return 'follow-up-report-due'
  return null
}

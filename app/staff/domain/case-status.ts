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

/** Triage is done once a case has left `new`; the safety report once it was transferred (or later). */
export const triageDone = (status: CaseStatus) => status !== 'new'
export const reportDone = (status: CaseStatus) => status === 'transferred' || status === 'answered' || status === 'closed'

export const isCaseStatus = (value: unknown): value is CaseStatus => (caseStatuses as readonly unknown[]).includes(value)

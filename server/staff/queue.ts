import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm'
import type { IsoDate } from '../../app/calendar/business-days.ts'
import type { CaseFilters } from '../../app/staff/domain/filters.ts'
import { queueViews, type QueueView } from '../../app/staff/domain/queue-views.ts'
import type { StaffUser } from '../../app/staff/domain/services.ts'
import { staffCases } from '../db/schema.ts'
import { clockDue, nextDue, nextReportDue, reportsRunning } from './clocks.ts'

const open = sql`(${staffCases.status} <> 'closed')`

/** What each view holds, for a person on a day. */
export function viewCondition(view: QueueView, user: Pick<StaffUser, 'subject'>, today: IsoDate): SQL | undefined {
  switch (view) {
    case 'open':
      return open
    case 'unassigned':
      return sql`(${open} and ${staffCases.owner} is null)`
    case 'mine':
      return sql`(${open} and ${staffCases.ownerSubject} = ${user.subject})`
    case 'serious':
      return sql`(${staffCases.seriousAdverseEvent} and ${reportsRunning})`
    case 'triage-overdue':
      return sql`(${staffCases.status} = 'new' and ${staffCases.triageDue} < ${today})`
    case 'to-confirm':
      return sql`(${open} and ${staffCases.closeRequestedAt} is not null)`
    case 'spam':
      return sql`(${open} and ${staffCases.suspectedSpam})`
    case 'all':
      return undefined
  }
}

/** Each view's order: the soonest deadline first where something is due, the newest first for everything. */
export function viewOrder(view: QueueView): SQL[] {
  const oldestFirst = [asc(staffCases.receivedAt), asc(staffCases.submissionId)]
  if (view === 'all') return [desc(staffCases.receivedAt), desc(staffCases.submissionId)]
  if (view === 'serious') return [sql`${nextReportDue} asc nulls last`, ...oldestFirst]
  if (view === 'triage-overdue') return [asc(staffCases.triageDue), ...oldestFirst]
  if (view === 'to-confirm') return [asc(staffCases.closeRequestedAt), ...oldestFirst]
  return [sql`${nextDue} asc nulls last`, ...oldestFirst]
}

/** The list's filters beside the view. */
export function filterCondition(filters: CaseFilters, today: IsoDate): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    filters.form && eq(staffCases.form, filters.form),
    filters.adverseEvent !== undefined ? eq(staffCases.adverseEvent, filters.adverseEvent) : undefined,
    filters.qualityProblem !== undefined ? eq(staffCases.qualityProblem, filters.qualityProblem) : undefined,
    filters.suspectedSpam !== undefined ? eq(staffCases.suspectedSpam, filters.suspectedSpam) : undefined,
    filters.lang && eq(staffCases.lang, filters.lang),
    filters.status && eq(staffCases.status, filters.status),
    filters.owner ? eq(staffCases.ownerSubject, filters.owner) : undefined,
    filters.overdue === true ? clockDue(today) : filters.overdue === false ? sql`not ${clockDue(today)}` : undefined,
  ]
  return and(...conditions.filter((c): c is SQL => c !== undefined))
}

/** Every view's count in one pass over the cases. */
export function viewCounts(user: Pick<StaffUser, 'subject'>, today: IsoDate) {
  return Object.fromEntries(
    queueViews.map((view) => {
      const condition = viewCondition(view, user, today)
      return [view, condition ? sql<number>`(count(*) filter (where ${condition}))::int` : sql<number>`count(*)::int`]
    }),
  ) as Record<QueueView, SQL<number>>
}

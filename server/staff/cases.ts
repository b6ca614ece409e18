import { and, desc, eq, lt, sql, type SQL } from 'drizzle-orm'
import type { FormKind } from '../../app/forms/domain/form-kinds.ts'
import type { Lang } from '../../app/routing/route-table.ts'
import { canMove, isCaseStatus, type CaseStatus } from '../../app/staff/domain/case-status.ts'
import { caseClock, dayIn } from '../../app/staff/domain/clock.ts'
import type { CaseFilters } from '../../app/staff/domain/filters.ts'
import { isSeriousAdverseEvent } from '../../app/staff/domain/serious.ts'
import type {
  AuditAction,
  CaseChange,
  CaseDetail,
  CaseEvent,
  CaseSummary,
  ChangeResult,
  StaffServices,
  StaffUser,
} from '../../app/staff/domain/services.ts'
import type { Database } from '../db/database.ts'
import { legalHolds, staffAuditLog, staffCaseEvents, staffCases, submissions } from '../db/schema.ts'

export const PAGE_SIZE = 50
const MAX_NOTE = 4_000
const MAX_EXTERNAL = 100
const MAX_OWNER = 200

const summaryColumns = {
  id: staffCases.submissionId,
  reference: staffCases.reference,
  form: staffCases.form,
  lang: staffCases.lang,
  receivedAt: staffCases.receivedAt,
  adverseEvent: staffCases.adverseEvent,
  qualityProblem: staffCases.qualityProblem,
  suspectedSpam: staffCases.suspectedSpam,
  seriousAdverseEvent: staffCases.seriousAdverseEvent,
  status: staffCases.status,
  owner: staffCases.owner,
  externalCaseNumber: staffCases.externalCaseNumber,
  triageDue: staffCases.triageDue,
  reportDue: staffCases.reportDue,
}

/**
 * How far below the newest case the search for submissions without one looks again: a submission committed
 * after others with higher ids (concurrent posts on PostgreSQL) is still found, without scanning the whole table.
 */
const RECHECK_IDS = 1_000

type SummaryRow = { [K in keyof typeof summaryColumns]: unknown } & { receivedAt: Date }
const toSummary = (row: SummaryRow): CaseSummary => ({
  reference: row.reference as string,
  form: row.form as FormKind,
  lang: row.lang as Lang,
  receivedAt: row.receivedAt.toISOString(),
  adverseEvent: row.adverseEvent as boolean,
  qualityProblem: row.qualityProblem as boolean,
  suspectedSpam: row.suspectedSpam as boolean,
  seriousAdverseEvent: row.seriousAdverseEvent as boolean,
  status: row.status as CaseStatus,
  owner: row.owner as string | null,
  externalCaseNumber: row.externalCaseNumber as string | null,
  triageDue: row.triageDue as string,
  reportDue: row.reportDue as string | null,
})

/** Overdue: triage not done by its day, or a serious adverse event not handed to the safety system by its day. */
const overdueCondition = (today: string) =>
  sql`((${staffCases.status} = 'new' and ${staffCases.triageDue} < ${today}) or (${staffCases.reportDue} < ${today} and ${staffCases.status} in ('new', 'triaged')))`

/**
 * The staff area's data: a case for each submission (made on first sight, with its clock), its changes and
 * history, and the audit log. The submissions themselves are only read.
 */
export function createStaffServices({
  db,
  timeZone,
  now = () => new Date(),
}: {
  db: Database
  timeZone: string
  now?: () => Date
}): StaffServices {
  const today = () => dayIn(now(), timeZone)

  /**
   * Gives every submission without a case its case and clock. Submissions are stored by the forms, which know
   * nothing of the staff area; this runs before each read, and finds nothing to do but for the newest posts.
   */
  async function openNewCases(): Promise<void> {
    for (;;) {
      const fresh = await db
        .select({
          id: submissions.id,
          reference: submissions.reference,
          form: submissions.form,
          lang: submissions.lang,
          receivedAt: submissions.receivedAt,
          adverseEvent: submissions.adverseEvent,
          qualityProblem: submissions.qualityProblem,
          suspectedSpam: submissions.suspectedSpam,
          answers: submissions.answers,
        })
        .from(submissions)
        .where(
          sql`${submissions.id} > coalesce((select max(${staffCases.submissionId}) from ${staffCases}), 0) - ${RECHECK_IDS}
            and not exists (select 1 from ${staffCases} where ${staffCases.submissionId} = ${submissions.id})`,
        )
        .orderBy(submissions.id)
        .limit(1_000)
      if (fresh.length === 0) return
      const at = now()
      await db
        .insert(staffCases)
        .values(
          fresh.map(({ id, answers, ...row }) => {
            const serious = isSeriousAdverseEvent(row.form as FormKind, (answers ?? {}) as Readonly<Record<string, unknown>>)
            const clock = caseClock(row.receivedAt, serious, timeZone)
            return {
              submissionId: id,
              ...row,
              seriousAdverseEvent: serious,
              triageDue: clock.triageDue,
              reportDue: clock.reportDue,
              updatedAt: at,
            }
          }),
        )
        .onConflictDoNothing()
      if (fresh.length < 1_000) return
    }
  }

  function whereOf(filters: CaseFilters): SQL | undefined {
    const conditions: (SQL | undefined)[] = [
      filters.form && eq(staffCases.form, filters.form),
      filters.adverseEvent !== undefined ? eq(staffCases.adverseEvent, filters.adverseEvent) : undefined,
      filters.qualityProblem !== undefined ? eq(staffCases.qualityProblem, filters.qualityProblem) : undefined,
      filters.suspectedSpam !== undefined ? eq(staffCases.suspectedSpam, filters.suspectedSpam) : undefined,
      filters.lang && eq(staffCases.lang, filters.lang),
      filters.status && eq(staffCases.status, filters.status),
      filters.owner ? eq(staffCases.owner, filters.owner) : undefined,
      filters.overdue === true ? overdueCondition(today()) : filters.overdue === false ? sql`not ${overdueCondition(today())}` : undefined,
    ]
    return and(...conditions.filter((c): c is SQL => c !== undefined))
  }

  async function caseRow(reference: string) {
    const [row] = await db
      .select({ ...summaryColumns, answers: submissions.answers })
      .from(staffCases)
      .innerJoin(submissions, eq(staffCases.submissionId, submissions.id))
      .where(eq(staffCases.reference, reference))
    return row
  }

  return {
    today,

    async listCases(filters, { limit = PAGE_SIZE } = {}) {
      await openNewCases()
      const where = whereOf(filters)
      const offset = ((filters.page ?? 1) - 1) * limit
      const [rows, [count]] = await Promise.all([
        db
          .select(summaryColumns)
          .from(staffCases)
          .where(where)
          .orderBy(desc(staffCases.receivedAt), desc(staffCases.submissionId))
          .limit(limit)
          .offset(offset),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(staffCases)
          .where(where),
      ])
      return { cases: rows.map((row) => toSummary(row as SummaryRow)), total: count?.total ?? 0 }
    },

    async getCase(reference) {
      await openNewCases()
      const row = await caseRow(reference)
      if (!row) return null
      const events = await db
        .select()
        .from(staffCaseEvents)
        .where(eq(staffCaseEvents.submissionId, row.id as number))
        .orderBy(staffCaseEvents.id)
      const history: CaseEvent[] = events.map((event) => ({
        at: event.at.toISOString(),
        actor: event.actor,
        kind: event.kind as CaseEvent['kind'],
        details: event.details,
      }))
      const [hold] = await db
        .select({ reason: legalHolds.reason })
        .from(legalHolds)
        .where(eq(legalHolds.submissionId, row.id as number))
      return {
        ...toSummary(row as SummaryRow),
        answers: row.answers as Record<string, unknown>,
        history,
        legalHold: hold?.reason ?? null,
      } satisfies CaseDetail
    },

    async changeCase(reference: string, change: CaseChange, actor: StaffUser): Promise<ChangeResult> {
      await openNewCases()
      return db.transaction(async (tx) => {
        const [current] = await tx
          .select({ id: staffCases.submissionId, status: staffCases.status, owner: staffCases.owner })
          .from(staffCases)
          .where(eq(staffCases.reference, reference))
          .for('update')
        if (!current) return { ok: false, reason: 'not-found' } as const
        const at = now()
        const event = (kind: CaseEvent['kind'], details: Record<string, string | null>) =>
          tx.insert(staffCaseEvents).values({ submissionId: current.id, at, actor: actor.name, kind, details })
        if (change.kind === 'status') {
          const from = current.status
          if (!isCaseStatus(from) || !canMove(from, change.to)) return { ok: false, reason: 'bad-transition' } as const
          const external = change.externalCaseNumber?.trim().slice(0, MAX_EXTERNAL) || undefined
          if (change.to === 'transferred' && !external) return { ok: false, reason: 'external-number-required' } as const
          await tx
            .update(staffCases)
            .set({ status: change.to, updatedAt: at, ...(external ? { externalCaseNumber: external } : {}) })
            .where(eq(staffCases.submissionId, current.id))
          await event('status', { from, to: change.to, externalCaseNumber: external ?? null })
        } else if (change.kind === 'owner') {
          const owner = change.owner?.trim().slice(0, MAX_OWNER) || null
          await tx.update(staffCases).set({ owner, updatedAt: at }).where(eq(staffCases.submissionId, current.id))
          await event('owner', { from: current.owner, to: owner })
        } else {
          const text = change.text.trim().slice(0, MAX_NOTE)
          if (!text) return { ok: false, reason: 'bad-transition' } as const
          await tx.update(staffCases).set({ updatedAt: at }).where(eq(staffCases.submissionId, current.id))
          await event('note', { text })
        }
        return { ok: true } as const
      })
    },

    async owners() {
      const rows = await db
        .selectDistinct({ owner: staffCases.owner })
        .from(staffCases)
        .where(sql`${staffCases.owner} is not null`)
        .orderBy(staffCases.owner)
      return rows.map((row) => row.owner!).filter(Boolean)
    },

    async audit(actor: StaffUser, action: AuditAction, target: string | null, details: Record<string, unknown> = {}) {
      await db.insert(staffAuditLog).values({ at: now(), actorSubject: actor.subject, actorName: actor.name, action, target, details })
    },

    async listAudit({ before, limit }) {
      const rows = await db
        .select()
        .from(staffAuditLog)
        .where(before ? lt(staffAuditLog.id, before) : undefined)
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
      }))
    },
  }
}

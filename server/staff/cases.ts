import { and, desc, eq, sql, type SQL } from 'drizzle-orm'
import { isCaseStatus, statusRefusal } from '../../app/staff/domain/case-status.ts'
import { dayIn } from '../../app/staff/domain/clock.ts'
import type { CaseFilters } from '../../app/staff/domain/filters.ts'
import { DEFAULT_VIEW } from '../../app/staff/domain/queue-views.ts'
import type { CaseChange, CaseDetail, CaseEvent, ChangeResult, StaffServices, StaffUser } from '../../app/staff/domain/services.ts'
import { requiredRoles } from '../../app/staff/domain/roles.ts'
import type { Database } from '../db/database.ts'
import { legalHolds, staffCaseEvents, staffCases, submissions } from '../db/schema.ts'
import { appendAudit, audited, readAuditLog, type Done, type Refused, type Transaction } from './audit.ts'
import { closeSpam } from './bulk-close.ts'
import { summaryColumns, toSummary, type SummaryRow } from './case-row.ts'
import { clearClosure, confirmClosure, requestClosure, withdrawClosure } from './closure.ts'
import { lockedCase, recordEvent } from './locked-case.ts'
import { openNewCases } from './open-cases.ts'
import { filterCondition, viewCondition, viewCounts, viewOrder } from './queue.ts'
import { searchCondition, searchKind } from './search.ts'
import { auditActors, teamMembers } from './team.ts'
import { applyTriage } from './triage.ts'
import { readContactLog } from '../../app/staff/domain/contact-log.ts'
import { teamFigures } from '../../app/staff/domain/figures.ts'
import { readFigureCases } from './figures.ts'
import { draftReply, sendReply, type ReplySettings } from './replies.ts'
import { criteriaBetween, dismissDuplicate, linkDuplicate, listDuplicates, readPair, unlinkDuplicate } from './duplicates.ts'
import { recordFollowUpReport, requestFollowUp, type FollowUpSettings } from './follow-ups.ts'
import { readStandardResponses } from '../../app/content/standard-responses.server.ts'
import { envDefaults } from '../../app/config/env.server.ts'

export const PAGE_SIZE = 50
const MAX_NOTE = 4_000
const MAX_EXTERNAL = 100
/** What one search lists: a search is for finding a case, not for browsing people. */
const SEARCH_LIMIT = 50
/** References an audit entry of a search keeps: enough to say whose requests were looked at. */
const AUDITED_REFERENCES = 100

/** A command's outcome as the case desk answers it: its value's fields beside `ok`. */
const withValue = <T extends object, R>(result: { ok: true; value: T } | R) =>
  typeof result === 'object' && result !== null && 'value' in result
    ? { ok: true as const, ...result.value }
    : (result as Exclude<R, { ok: true }>)

/**
 * The staff area's data: a case for each submission (made on first sight, with its clock), the work queue, its
 * commands (each through `audited`: the change, the history and the audit entry in one transaction, the role
 * checked again) and the audit log. The submissions themselves are only read.
 */
export function createStaffServices({
  db,
  timeZone,
  now = () => new Date(),
  replies = { from: envDefaults.MAIL_REPLY_FROM, responses: () => readStandardResponses().responses },
  onMailQueued = () => {},
  followUps = { from: replies.from, siteUrl: envDefaults.SITE_URL },
  answerTarget = Number(envDefaults.ANSWER_TARGET_BUSINESS_DAYS),
}: {
  db: Database
  timeZone: string
  now?: () => Date
  /** The reply address and the standard responses; by default the documented address and the content's responses. */
  replies?: ReplySettings
  /** Where follow-ups' links point and their e-mails come from; by default the reply address and the documented site. */
  followUps?: FollowUpSettings
  /** Told once a command's e-mail is committed to the outbox, so that it leaves now rather than at the next poll. */
  onMailQueued?: () => void
  /** The answer's target in business days (`ANSWER_TARGET_BUSINESS_DAYS`). */
  answerTarget?: number
}): StaffServices {
  const today = () => dayIn(now(), timeZone)
  const role = requiredRoles.cases
  const open = () => openNewCases(db, timeZone, now())

  async function caseRow(on: Database | Transaction, reference: string) {
    const [row] = await on
      .select({ ...summaryColumns, answers: submissions.answers })
      .from(staffCases)
      .innerJoin(submissions, eq(staffCases.submissionId, submissions.id))
      .where(eq(staffCases.reference, reference))
    return row
  }

  /** A case with its answers, history and hold, read in the command's transaction. */
  async function readCase(tx: Transaction, reference: string): Promise<CaseDetail | null> {
    const row = await caseRow(tx, reference)
    if (!row) return null
    const events = await tx
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
    const [hold] = await tx
      .select({ reason: legalHolds.reason })
      .from(legalHolds)
      .where(eq(legalHolds.submissionId, row.id as number))
    return {
      ...toSummary(row as SummaryRow),
      answers: row.answers as Record<string, unknown>,
      history,
      legalHold: hold?.reason ?? null,
    } satisfies CaseDetail
  }

  /** A page of cases and their count; on the given connection (inside a command, PGlite's one connection is the transaction's). */
  async function page(
    where: SQL | undefined,
    order: SQL[],
    { limit, page = 1 }: { limit: number; page?: number },
    on: Database | Transaction = db,
  ) {
    const [rows, [count]] = await Promise.all([
      on
        .select(summaryColumns)
        .from(staffCases)
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset((page - 1) * limit),
      on
        .select({ total: sql<number>`count(*)::int` })
        .from(staffCases)
        .where(where),
    ])
    return { cases: rows.map((row) => toSummary(row as SummaryRow)), total: count?.total ?? 0 }
  }

  /** A case-desk command at this moment: new submissions opened first, then the work and its entry, the role checked. */
  async function command<T, R extends string>(actor: StaffUser, work: (tx: Transaction, at: Date) => Promise<Done<T> | Refused<R>>) {
    await open()
    const at = now()
    return audited(db, { actor, role, at }, (tx) => work(tx, at))
  }

  const newestFirst = [desc(staffCases.receivedAt), desc(staffCases.submissionId)]
  const listAll = (filters: CaseFilters, limit: number, on: Database | Transaction = db) =>
    page(filterCondition(filters, today()), newestFirst, { limit, page: filters.page }, on)

  return {
    today,

    async listCases(filters, { limit = PAGE_SIZE } = {}) {
      await open()
      return listAll(filters, limit)
    },

    async queue(filters, user, { limit = PAGE_SIZE } = {}) {
      await open()
      const day = today()
      const view = filters.view ?? DEFAULT_VIEW
      const [list, [counts]] = await Promise.all([
        page(and(viewCondition(view, user, day), filterCondition(filters, day)), viewOrder(view), { limit, page: filters.page }),
        db.select(viewCounts(user, day)).from(staffCases),
      ])
      return { ...list, counts: counts! }
    },

    async viewCounts(user) {
      await open()
      const [counts] = await db.select(viewCounts(user, today())).from(staffCases)
      return counts!
    },

    async searchCases(query, filters, actor, { limit = SEARCH_LIMIT } = {}) {
      await open()
      const result = await audited(db, { actor, role, at: now() }, async (tx) => {
        const where = and(searchCondition(query), filterCondition(filters, today()))
        const [rows, [count]] = await Promise.all([
          tx
            .select(summaryColumns)
            .from(staffCases)
            .innerJoin(submissions, eq(staffCases.submissionId, submissions.id))
            .where(where)
            .orderBy(...newestFirst)
            .limit(limit),
          tx
            .select({ total: sql<number>`count(*)::int` })
            .from(staffCases)
            .innerJoin(submissions, eq(staffCases.submissionId, submissions.id))
            .where(where),
        ])
        const cases = rows.map((row) => toSummary(row as SummaryRow))
        const total = count?.total ?? 0
        // What was looked for (a reference, an e-mail, a name) and what it found; never the words, a person's name perhaps.
        const details = { by: searchKind(query), count: total, references: cases.slice(0, AUDITED_REFERENCES).map((c) => c.reference) }
        return { ok: true, value: { cases, total }, audit: { action: 'case-search', details } }
      })
      return result.ok ? result.value : { cases: [], total: 0 }
    },

    async viewCase(reference, actor, purpose = 'view') {
      await open()
      const result = await audited(db, { actor, role, at: now() }, async (tx) => {
        const found = await readCase(tx, reference)
        if (!found) return { ok: false, reason: 'not-found' } as const
        return { ok: true, value: found, audit: { action: purpose === 'print' ? 'case-print' : 'case-view', target: found.reference } }
      })
      return result.ok ? result.value : null
    },

    async exportCases(filters, actor) {
      await open()
      const { page: _page, ...applied } = filters
      const result = await audited(db, { actor, role, at: now() }, async (tx) => {
        const { cases } = await listAll(applied, 1_000_000, tx)
        return { ok: true, value: cases, audit: { action: 'export', details: { filters: applied, count: cases.length } } }
      })
      return result.ok ? result.value : []
    },

    async changeCase(reference: string, change: CaseChange, actor: StaffUser): Promise<ChangeResult> {
      await open()
      const at = now()
      const result = await audited(db, { actor, role, at }, async (tx) => {
        const current = await lockedCase(tx, reference, {
          id: staffCases.submissionId,
          status: staffCases.status,
          owner: staffCases.owner,
          adverseEvent: staffCases.adverseEvent,
          externalCaseNumber: staffCases.externalCaseNumber,
          followUpReportDue: staffCases.followUpReportDue,
        })
        if (!current || !isCaseStatus(current.status)) return { ok: false, reason: 'not-found' } as const
        const event = (kind: CaseEvent['kind'], details: Record<string, string | null>) =>
          recordEvent(tx, { id: current.id, at, actor }, kind, details)
        // What changed, never a note's text: the audit log says who did what, the case keeps the content.
        const done = (details: Record<string, unknown>) =>
          ({ ok: true, value: undefined, audit: { action: 'case-change', target: reference, details } }) as const
        if (change.kind === 'status') {
          const external = change.externalCaseNumber?.trim().slice(0, MAX_EXTERNAL) || undefined
          const refusal = statusRefusal({ ...current, status: current.status }, change.to, external)
          if (refusal) return { ok: false, reason: refusal } as const
          await tx
            .update(staffCases)
            .set({ status: change.to, updatedAt: at, ...(external ? { externalCaseNumber: external } : {}) })
            .where(eq(staffCases.submissionId, current.id))
          // A reopened case starts again: a closure without transfer must be asked for (and confirmed) anew.
          if (current.status === 'closed') await clearClosure(tx, current.id, at)
          await event('status', { from: current.status, to: change.to, externalCaseNumber: external ?? null })
          return done({ kind: 'status', from: current.status, to: change.to, ...(external ? { externalCaseNumber: external } : {}) })
        }
        if (change.kind === 'owner') {
          const member = change.ownerSubject
            ? change.ownerSubject === actor.subject
              ? actor
              : (await teamMembers(tx)).find((m) => m.subject === change.ownerSubject)
            : null
          if (change.ownerSubject && !member) return { ok: false, reason: 'unknown-owner' } as const
          await tx
            .update(staffCases)
            .set({ owner: member?.name ?? null, ownerSubject: member?.subject ?? null, updatedAt: at })
            .where(eq(staffCases.submissionId, current.id))
          await event('owner', { from: current.owner, to: member?.name ?? null })
          return done({ kind: 'owner', from: current.owner, to: member?.name ?? null })
        }
        if (change.kind === 'contact') {
          const read = readContactLog(change, today())
          if (!read.ok) return { ok: false, reason: read.errors[0]! } as const
          const { on, direction, channel, summary } = read.contact
          await tx.update(staffCases).set({ updatedAt: at }).where(eq(staffCases.submissionId, current.id))
          await event('contact', { on, direction, channel, summary })
          // Which way and how, never what was said: the case keeps the summary.
          return done({ kind: 'contact', on, direction, channel })
        }
        const text = change.text.trim().slice(0, MAX_NOTE)
        if (!text) return { ok: false, reason: 'empty-note' } as const
        await tx.update(staffCases).set({ updatedAt: at }).where(eq(staffCases.submissionId, current.id))
        await event('note', { text })
        return done({ kind: 'note' })
      })
      return result.ok ? { ok: true } : result
    },

    async triageCase(reference, triage, actor) {
      const result = await command(actor, (tx, at) => applyTriage(tx, { reference, input: triage, actor, at, timeZone }))
      return result.ok ? { ok: true } : result
    },

    requestClosure: async (reference, request, actor) =>
      withValue(await command(actor, (tx, at) => requestClosure(tx, { reference, request, actor, at }))),
    confirmClosure: async (reference, actor) => withValue(await command(actor, (tx, at) => confirmClosure(tx, { reference, actor, at }))),
    withdrawClosure: async (reference, actor) => withValue(await command(actor, (tx, at) => withdrawClosure(tx, { reference, actor, at }))),
    async replyToCase(reference, reply, actor) {
      const result = await command(actor, (tx, at) => sendReply(tx, { reference, input: reply, actor, at, settings: replies, timeZone }))
      if (!result.ok) return result
      onMailQueued()
      return { ok: true, answered: result.value.answered }
    },
    async draftReply(reference, reply, actor) {
      if (!actor.roles.includes(role)) return { ok: false, reason: 'forbidden' }
      return draftReply(db, { reference, input: reply, actor, at: now(), settings: replies, timeZone })
    },
    async duplicates(reference, actor) {
      if (!actor.roles.includes(role)) return null
      await open()
      return listDuplicates(db, reference)
    },
    async compareCases(reference, other, actor) {
      await open()
      const at = now()
      const result = await audited(db, { actor, role, at }, async (tx) => {
        const [current, candidate] = await Promise.all([readCase(tx, reference), readCase(tx, other)])
        if (!current || !candidate || current.reference === candidate.reference) return { ok: false, reason: 'not-found' } as const
        // Two cases read: an entry for each, so that the log's filter by case finds every reading of either.
        await appendAudit(tx, actor, { action: 'case-compare', target: candidate.reference, details: { with: current.reference } }, at)
        const pair = await readPair(tx, reference, other)
        const listed = (await listDuplicates(tx, reference))?.find((c) => c.reference === candidate.reference)
        return {
          ok: true,
          value: {
            current,
            other: candidate,
            criteria: pair ? criteriaBetween(pair.current, pair.candidate) : [],
            link: listed?.link ?? null,
          },
          audit: { action: 'case-compare', target: current.reference, details: { with: candidate.reference } },
        }
      })
      return result.ok ? result.value : null
    },
    linkDuplicate: async (reference, { other, relation, typed }, actor) => {
      const result = await command(actor, (tx, at) => linkDuplicate(tx, { reference, other, relation, typed, actor, at }))
      return result.ok ? { ok: true } : result
    },
    unlinkDuplicate: async (reference, other, reason, actor) => {
      const result = await command(actor, (tx, at) => unlinkDuplicate(tx, { reference, other, reason, actor, at }))
      return result.ok ? { ok: true } : result
    },
    dismissDuplicate: async (reference, other, actor) => {
      const result = await command(actor, (tx, at) => dismissDuplicate(tx, { reference, other, actor, at }))
      return result.ok ? { ok: true } : result
    },
    async requestFollowUp(reference, input, actor) {
      const result = await command(actor, (tx, at) => requestFollowUp(tx, { reference, input, actor, at, settings: followUps }))
      if (!result.ok) return result
      onMailQueued()
      return { ok: true, expiresAt: result.value.expiresAt.toISOString() }
    },
    recordFollowUpReport: async (reference, actor) => {
      const result = await command(actor, (tx, at) => recordFollowUpReport(tx, { reference, actor, at, timeZone }))
      return result.ok ? { ok: true } : result
    },
    closeSpam: async (references, actor) => withValue(await command(actor, (tx, at) => closeSpam(tx, { references, actor, at }))),

    async figures(month) {
      await open()
      return { figures: teamFigures(await readFigureCases(db, month, timeZone), answerTarget), answerTarget }
    },

    team: () => teamMembers(db),

    async readAudit({ filters = {}, ...options }, actor) {
      const result = await audited(db, { actor, role: requiredRoles.audit, at: now() }, async (tx) => ({
        ok: true,
        value: await readAuditLog(tx, { ...options, filters, timeZone }),
        // Which filters were applied: the log says what its reader looked for, as an export's entry does.
        audit: { action: 'audit-view', details: Object.keys(filters).length ? { filters } : {} },
      }))
      return result.ok ? result.value : []
    },

    async exportAudit(filters, actor) {
      const result = await audited(db, { actor, role: requiredRoles.audit, at: now() }, async (tx) => {
        const entries = await readAuditLog(tx, { limit: 1_000_000, filters, timeZone })
        return { ok: true, value: entries, audit: { action: 'audit-export', details: { filters, count: entries.length } } }
      })
      return result.ok ? result.value : []
    },

    auditActors: () => auditActors(db),
  }
}

import crypto from 'node:crypto'
import { and, eq, like } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { COMPANY_TIME_ZONE } from '../../app/config/constants.ts'
import { sampleCaseDesk } from '../../tests/support/sample-case-desk.ts'
import { testBackends } from '../../tests/support/test-databases.ts'
import { marie, wednesdayAfternoon } from '../../tests/support/staff-people.ts'
import type { Database } from '../db/database.ts'
import { followUpRequests, outbox, staffAuditLog, staffCaseEvents, staffCases, submissions } from '../db/schema.ts'
import type { OutboxMessage } from '../outbox/message.ts'
import { destroySubmissions } from '../privacy/destroy.ts'
import { answerFollowUp, openFollowUp, tokenHash, type FollowUpSettings } from './follow-ups.ts'

const now = wednesdayAfternoon
const settings: FollowUpSettings = {
  from: '"Nordora Pharma" <medinfo@nordorapharma.ca>',
  siteUrl: 'https://www.example.ca',
  team: { to: 'medinfo-team@example.ca', lang: 'en' },
}
const day = 24 * 60 * 60 * 1000

async function desk(backend: (typeof testBackends)[number]) {
  const { db, services, queued } = await sampleCaseDesk(backend, now, { followUps: settings })
  const { cases } = await services.listCases({})
  const rows = await db.select({ reference: submissions.reference, answers: submissions.answers }).from(submissions)
  const emails = new Set(rows.filter((r) => typeof (r.answers as Record<string, unknown>).email === 'string').map((r) => r.reference))
  const open = cases.filter((c) => emails.has(c.reference) && c.status !== 'closed')
  // A serious adverse event with an address: triage's flag set here, so the test does not hang on the sample's draw.
  const reference = open[0]!.reference
  await db.update(staffCases).set({ adverseEvent: true, seriousAdverseEvent: true }).where(eq(staffCases.reference, reference))
  return { db, services, reference, other: open[1]!.reference, queued }
}

const sentMessages = async (db: Database, kind: string) =>
  (
    await db
      .select()
      .from(outbox)
      .where(like(outbox.kind, `${kind}%`))
  ).map((row) => row.message as OutboxMessage)
/** The first report recorded as sent: the safety system's number on the case. */
const transferred = (db: Database, reference: string) =>
  db.update(staffCases).set({ status: 'transferred', externalCaseNumber: 'SAF-2026-0042' }).where(eq(staffCases.reference, reference))
const tokenIn = (text: string) => /\/(?:follow-up|suivi)\/([A-Za-z0-9_-]{43})$/m.exec(text)?.[1]
const eventsOf = async (db: Database, kind: string) => db.select().from(staffCaseEvents).where(eq(staffCaseEvents.kind, kind))
const ask = (fields: Partial<{ questions: ('lot-number' | 'outcome' | 'free')[]; freeQuestion: string; key: string }> = {}) => ({
  questions: ['lot-number', 'outcome', 'free'] as ('lot-number' | 'outcome' | 'free')[],
  freeQuestion: 'Was the dose changed?',
  key: crypto.randomUUID(),
  ...fields,
})

describe.each(testBackends)('follow-ups on $name', (backend) => {
  it('sends the questions once with a single-use link, stores only its hash, and records the request', async () => {
    const { db, services, reference, queued } = await desk(backend)
    const sent = ask()
    const result = await services.requestFollowUp(reference, sent, marie)
    expect(result).toEqual({ ok: true, expiresAt: new Date(now.getTime() + 14 * day).toISOString() })
    // The same form again (a second click): nothing more.
    expect(await services.requestFollowUp(reference, sent, marie)).toEqual({ ok: false, reason: 'already-sent' })
    expect(queued()).toBe(1)

    const [message, ...more] = await sentMessages(db, 'follow-up-')
    expect(more).toEqual([])
    expect(message!.from).toBe(settings.from)
    expect(message!.text).toContain('Was the dose changed?')
    const token = tokenIn(message!.text)!
    expect(token).toBeDefined()
    const [stored] = await db.select().from(followUpRequests)
    expect(stored!.tokenHash).toBe(tokenHash(token))
    expect(JSON.stringify(stored)).not.toContain(token)

    const [event] = await eventsOf(db, 'follow-up-request')
    expect(event).toMatchObject({
      actor: 'Marie Tremblay',
      details: { questions: [{ key: 'lot-number' }, { key: 'outcome' }, { key: 'free', text: 'Was the dose changed?' }] },
    })
    expect(JSON.stringify(event!.details)).not.toContain(token)
    const audit = await db.select().from(staffAuditLog).where(eq(staffAuditLog.action, 'case-follow-up'))
    expect(audit).toEqual([
      expect.objectContaining({ target: reference, details: { questions: ['lot-number', 'outcome', 'free'], lang: event!.details.lang } }),
    ])
  })

  it('stores the answers once with their own day 0 and follow-up report date, tells the team without them, and refuses a second use', async () => {
    const { db, services, reference } = await desk(backend)
    await transferred(db, reference)
    await services.requestFollowUp(reference, ask(), marie)
    const token = tokenIn((await sentMessages(db, 'follow-up-'))[0]!.text)!
    expect(await openFollowUp(db, token, now)).toMatchObject({
      state: 'open',
      questions: [{ key: 'lot-number' }, { key: 'outcome' }, { key: 'free' }],
    })

    const received = new Date(now.getTime() + 3 * day)
    const answers = { 'lot-number': 'LOT-4411', outcome: 'Recovered after a week', free: 'No' }
    expect(await answerFollowUp(db, { token, answers, now: received, timeZone: COMPANY_TIME_ZONE, settings })).toMatchObject({ ok: true })
    const again = await answerFollowUp(db, {
      token,
      answers: { 'lot-number': 'other' },
      now: received,
      timeZone: COMPANY_TIME_ZONE,
      settings,
    })
    expect(again).toEqual({ ok: false, state: 'answered' })
    expect(await openFollowUp(db, token, received)).toMatchObject({ state: 'answered' })

    const events = await eventsOf(db, 'follow-up-answer')
    expect(events).toHaveLength(1)
    // Received on Saturday 28 November, company time: the follow-up report is due 15 calendar days later.
    expect(events[0]).toMatchObject({
      actor: 'reporter',
      details: {
        receivedAt: received.toISOString(),
        reportDue: '2026-12-13',
        joinsFirstReport: false,
        answers: [
          { key: 'lot-number', answer: 'LOT-4411' },
          { key: 'outcome', answer: 'Recovered after a week' },
          { key: 'free', text: 'Was the dose changed?', answer: 'No' },
        ],
      },
    })
    const notices = await sentMessages(db, 'follow-up-answer-')
    expect(notices).toHaveLength(1)
    expect(notices[0]).toMatchObject({ to: 'medinfo-team@example.ca', subject: `Follow-up answers received – ${reference}` })
    expect(notices[0]!.text).not.toMatch(/LOT-4411|Recovered/)
    expect(notices[0]!.text).toContain('2026')
    const audit = await db.select().from(staffAuditLog).where(eq(staffAuditLog.action, 'case-follow-up-answer'))
    expect(audit).toEqual([
      expect.objectContaining({
        actorSubject: 'reporter',
        target: reference,
        details: { requestId: expect.any(Number), answered: 3, reportDue: '2026-12-13', reopened: false },
      }),
    ])
    const record = (await services.viewCase(reference, marie))!
    expect(record.history.map((e) => e.kind)).toContain('follow-up-answer')
    expect(record.followUpReportDue).toBe('2026-12-13')
  })

  it('runs the follow-up report’s clock until the team records the report sent, and keeps the case open until then', async () => {
    const { db, services, reference } = await desk(backend)
    await transferred(db, reference)
    await services.requestFollowUp(reference, ask({ questions: ['outcome'] }), marie)
    const token = tokenIn((await sentMessages(db, 'follow-up-'))[0]!.text)!
    await answerFollowUp(db, { token, answers: { outcome: 'Recovered' }, now, timeZone: COMPANY_TIME_ZONE, settings })
    // Received Wednesday 25 November: due 10 December, in the serious view and counted as overdue from the 11th.
    const { cases } = await services.queue({}, marie)
    const serious = await services.queue({ view: 'serious' }, marie)
    expect(serious.cases.map((c) => c.reference)).toContain(reference)
    expect(cases.find((c) => c.reference === reference)?.followUpReportDue).toBe('2026-12-10')

    expect(await services.changeCase(reference, { kind: 'status', to: 'closed' }, marie)).toEqual({
      ok: false,
      reason: 'follow-up-report-due',
    })
    expect(await services.recordFollowUpReport(reference, marie)).toEqual({ ok: true })
    expect(await services.recordFollowUpReport(reference, marie)).toEqual({ ok: false, reason: 'no-follow-up-report-due' })
    const [reported, ...more] = await eventsOf(db, 'follow-up-reported')
    expect(more).toEqual([])
    expect(reported).toMatchObject({ actor: 'Marie Tremblay', details: { due: '2026-12-10', on: '2026-11-25' } })
    const audit = await db.select().from(staffAuditLog).where(eq(staffAuditLog.action, 'case-follow-up-reported'))
    expect(audit).toEqual([expect.objectContaining({ target: reference, details: { due: '2026-12-10', on: '2026-11-25', late: false } })])
    expect((await services.viewCase(reference, marie))!.followUpReportDue).toBeNull()
    expect((await services.queue({ view: 'serious' }, marie)).cases.map((c) => c.reference)).not.toContain(reference)
    expect(await services.changeCase(reference, { kind: 'status', to: 'closed' }, marie)).toEqual({ ok: true })
  })

  it('adds answers received before the transfer to the first report, whose clock stands', async () => {
    const { db, services, reference } = await desk(backend)
    await db.update(staffCases).set({ reportDue: '2026-12-10' }).where(eq(staffCases.reference, reference))
    await services.requestFollowUp(reference, ask({ questions: ['lot-number'] }), marie)
    const token = tokenIn((await sentMessages(db, 'follow-up-'))[0]!.text)!
    await answerFollowUp(db, {
      token,
      answers: { 'lot-number': 'L1' },
      now: new Date(now.getTime() + day),
      timeZone: COMPANY_TIME_ZONE,
      settings,
    })
    const [event] = await eventsOf(db, 'follow-up-answer')
    expect(event!.details).toMatchObject({ reportDue: null, joinsFirstReport: true })
    const record = (await services.viewCase(reference, marie))!
    expect(record).toMatchObject({ followUpReportDue: null, reportDue: '2026-12-10' })
  })

  it('opens a closed case again when its new information must still be reported', async () => {
    const { db, services, reference } = await desk(backend)
    await transferred(db, reference)
    await services.requestFollowUp(reference, ask({ questions: ['outcome'] }), marie)
    const token = tokenIn((await sentMessages(db, 'follow-up-'))[0]!.text)!
    expect(await services.changeCase(reference, { kind: 'status', to: 'closed' }, marie)).toEqual({ ok: true })
    await answerFollowUp(db, {
      token,
      answers: { outcome: 'Worse' },
      now: new Date(now.getTime() + day),
      timeZone: COMPANY_TIME_ZONE,
      settings,
    })
    const record = (await services.viewCase(reference, marie))!
    expect(record).toMatchObject({ status: 'triaged', followUpReportDue: '2026-12-11' })
    expect(record.history.at(-1)).toMatchObject({
      kind: 'status',
      actor: 'reporter',
      details: { from: 'closed', to: 'triaged', reopenedFor: 'follow-up-report' },
    })
  })

  it('lets a link expire by the server’s clock, knows no other token, and asks nothing of a closed case', async () => {
    const { db, services, reference, other } = await desk(backend)
    await services.requestFollowUp(reference, ask({ questions: ['lot-number'] }), marie)
    const token = tokenIn((await sentMessages(db, 'follow-up-'))[0]!.text)!
    const late = new Date(now.getTime() + 14 * day)
    expect(await openFollowUp(db, token, new Date(late.getTime() - 1))).toMatchObject({ state: 'open' })
    expect(await answerFollowUp(db, { token, answers: { 'lot-number': 'X' }, now: late, timeZone: COMPANY_TIME_ZONE, settings })).toEqual({
      ok: false,
      state: 'expired',
    })
    expect(await eventsOf(db, 'follow-up-answer')).toEqual([])
    expect(await openFollowUp(db, crypto.randomBytes(32).toString('base64url'), now)).toEqual({ state: 'not-found' })
    expect(await openFollowUp(db, 'short', now)).toEqual({ state: 'not-found' })

    expect(await services.requestFollowUp(reference, ask({ questions: [] }), marie)).toEqual({ ok: false, reason: 'no-questions' })
    expect(await services.requestFollowUp(reference, ask({ questions: ['free'], freeQuestion: ' ' }), marie)).toEqual({
      ok: false,
      reason: 'free-question-required',
    })
    await db.update(staffCases).set({ status: 'closed' }).where(eq(staffCases.reference, other))
    expect(await services.requestFollowUp(other, ask(), marie)).toEqual({ ok: false, reason: 'case-closed' })
    expect(await services.requestFollowUp('MI-2026-999999', ask(), marie)).toEqual({ ok: false, reason: 'not-found' })
    expect(await db.select().from(followUpRequests)).toHaveLength(1)
  })

  it('goes with its case when the case is destroyed, and the link then opens nothing', async () => {
    const { db, services, reference } = await desk(backend)
    await services.requestFollowUp(reference, ask(), marie)
    const token = tokenIn((await sentMessages(db, 'follow-up-'))[0]!.text)!
    const [row] = await db.select({ id: submissions.id }).from(submissions).where(eq(submissions.reference, reference))
    await destroySubmissions(db, [{ id: row!.id, rule: 'erasure' }], { cause: 'erasure', actor: 'test', at: now })
    expect(
      await db
        .select()
        .from(followUpRequests)
        .where(and(eq(followUpRequests.submissionId, row!.id))),
    ).toEqual([])
    expect(await openFollowUp(db, token, now)).toEqual({ state: 'not-found' })
  })
})

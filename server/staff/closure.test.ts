import { describe, expect, it } from 'vitest'
import { reportClock } from '../../app/staff/domain/clock.ts'
import type { StaffUser } from '../../app/staff/domain/services.ts'
import { sampleCaseDesk } from '../../tests/support/sample-case-desk.ts'
import { testBackends } from '../../tests/support/test-databases.ts'
import { readAuditLog } from './audit.ts'
import { marie, wednesdayAfternoon } from '../../tests/support/staff-people.ts'

const sam: StaffUser = { subject: 'sam', name: 'Sam Lee', email: null, roles: ['medical-information', 'admin'] }
const alex: StaffUser = { subject: 'alex', name: 'Alex Roy', email: null, roles: ['admin'] }
const now = wednesdayAfternoon

async function desk(backend: (typeof testBackends)[number]) {
  const { db, services } = await sampleCaseDesk(backend, now)
  const { cases } = await services.listCases({})
  const serious = cases.find((c) => c.seriousAdverseEvent)!.reference
  const spam = cases.filter((c) => c.suspectedSpam).map((c) => c.reference)
  const question = cases.find((c) => c.form === 'medical-information' && !c.adverseEvent && !c.qualityProblem)!.reference
  return { db, services, serious, spam, question, other: cases.find((c) => c.reference !== serious && c.form === 'contact')!.reference }
}

describe.each(testBackends)('closing a case on $name', (backend) => {
  it('refuses to answer or close an adverse event before its transfer, and says "done" only once it is recorded', async () => {
    const { services, serious } = await desk(backend)
    expect(await services.changeCase(serious, { kind: 'status', to: 'closed' }, marie)).toEqual({ ok: false, reason: 'transfer-required' })
    expect(await services.changeCase(serious, { kind: 'status', to: 'answered' }, marie)).toEqual({
      ok: false,
      reason: 'transfer-required',
    })
    expect(await services.changeCase(serious, { kind: 'status', to: 'triaged' }, marie)).toEqual({ ok: true })
    expect(await services.changeCase(serious, { kind: 'status', to: 'closed' }, marie)).toEqual({ ok: false, reason: 'transfer-required' })
    let record = (await services.viewCase(serious, marie))!
    expect(record.status).toBe('triaged')
    expect(reportClock(record, services.today()).state).not.toBe('met')

    expect(await services.changeCase(serious, { kind: 'status', to: 'transferred', externalCaseNumber: 'VS-0042' }, marie)).toEqual({
      ok: true,
    })
    expect(await services.changeCase(serious, { kind: 'status', to: 'closed' }, marie)).toEqual({ ok: true })
    record = (await services.viewCase(serious, marie))!
    expect(reportClock(record, services.today())).toEqual({ state: 'met', due: record.reportDue })
  })

  it('closes an adverse event with a reason only once a second person confirms, never the one who asked', async () => {
    const { services, serious, db } = await desk(backend)
    expect(await services.requestClosure(serious, { reason: 'not-adverse-event' }, marie)).toEqual({ ok: true, closed: false })
    let record = (await services.viewCase(serious, marie))!
    expect(record.status).toBe('new')
    expect(record.closure).toMatchObject({ reason: 'not-adverse-event', requestedBy: 'Marie Tremblay', confirmedBy: null })
    // Asked for already: not twice.
    expect(await services.requestClosure(serious, { reason: 'spam' }, sam)).toEqual({ ok: false, reason: 'closure-pending' })
    expect(await services.confirmClosure(serious, marie)).toEqual({ ok: false, reason: 'same-person' })
    // The role is the case desk's, whatever screen asks.
    expect(await services.confirmClosure(serious, alex)).toEqual({ ok: false, reason: 'forbidden' })
    expect((await services.queue({ view: 'to-confirm' }, sam)).cases.map((c) => c.reference)).toEqual([serious])

    expect(await services.confirmClosure(serious, sam)).toEqual({ ok: true, closed: true })
    record = (await services.viewCase(serious, marie))!
    expect(record.status).toBe('closed')
    expect(record.closure).toMatchObject({ reason: 'not-adverse-event', confirmedBy: 'Sam Lee' })
    expect(reportClock(record, services.today())).toMatchObject({ state: 'closed-without-transfer', reason: 'not-adverse-event' })
    expect(record.history.map((e) => e.kind)).toEqual(['closure-request', 'closure-confirm', 'status'])
    // Retention counts a closed case's period from its status event to closed, whatever closed it.
    expect(record.history.at(-1)!.details).toMatchObject({ to: 'closed', reason: 'not-adverse-event' })
    const log = await readAuditLog(db, { limit: 20 })
    expect(log.filter((e) => e.target === serious).map((e) => e.action)).toContain('case-closure-confirm')

    // Reopened, it starts again: a new closure must be asked for and confirmed.
    expect(await services.changeCase(serious, { kind: 'status', to: 'triaged' }, marie)).toEqual({ ok: true })
    expect((await services.viewCase(serious, marie))!.closure).toBeNull()
  })

  it('needs the reference a duplicate repeats, and lets a closure be withdrawn', async () => {
    const { services, serious, other } = await desk(backend)
    expect(await services.requestClosure(serious, { reason: 'duplicate' }, marie)).toEqual({ ok: false, reason: 'duplicate-of-required' })
    expect(await services.requestClosure(serious, { reason: 'duplicate', duplicateOf: 'MI-2026-999999' }, marie)).toEqual({
      ok: false,
      reason: 'duplicate-of-unknown',
    })
    expect(await services.requestClosure(serious, { reason: 'duplicate', duplicateOf: serious }, marie)).toEqual({
      ok: false,
      reason: 'duplicate-of-unknown',
    })
    expect(await services.requestClosure(serious, { reason: 'duplicate', duplicateOf: ` ${other.toLowerCase()} ` }, marie)).toEqual({
      ok: true,
      closed: false,
    })
    expect((await services.viewCase(serious, marie))!.closure).toMatchObject({ reason: 'duplicate', duplicateOf: other })
    expect(await services.withdrawClosure(serious, sam)).toEqual({ ok: true, closed: false })
    expect((await services.viewCase(serious, marie))!.closure).toBeNull()
    expect(await services.confirmClosure(serious, sam)).toEqual({ ok: false, reason: 'no-closure-request' })
  })

  it('closes a case that is no adverse event at once, with its reason', async () => {
    const { services, question } = await desk(backend)
    expect(await services.requestClosure(question, { reason: 'spam' }, marie)).toEqual({ ok: true, closed: true })
    const record = (await services.viewCase(question, marie))!
    expect(record).toMatchObject({ status: 'closed', closure: { reason: 'spam', confirmedBy: 'Marie Tremblay' } })
    expect(await services.requestClosure(question, { reason: 'spam' }, marie)).toEqual({ ok: false, reason: 'closed-already' })
  })

  it('closes suspected spam in bulk, and leaves an adverse event and what is not spam for a person to look at', async () => {
    const { services, spam, serious, question, db } = await desk(backend)
    const result = await services.closeSpam([...spam, serious, question, 'CT-2026-999999'], marie)
    expect(result).toEqual({
      ok: true,
      closed: spam,
      refused: [
        { reference: serious, reason: 'adverse-event' },
        { reference: question, reason: 'not-spam' },
        { reference: 'CT-2026-999999', reason: 'not-found' },
      ],
    })
    for (const reference of spam) {
      expect((await services.viewCase(reference, marie))!).toMatchObject({ status: 'closed', closure: { reason: 'spam' } })
    }
    expect((await services.queue({ view: 'spam' }, marie)).total).toBe(0)
    expect(await services.closeSpam([], marie)).toEqual({ ok: false, reason: 'nothing-selected' })
    const [entry] = (await readAuditLog(db, { limit: 50 })).filter((e) => e.action === 'case-bulk-close')
    expect(entry!.details).toMatchObject({ reason: 'spam', count: spam.length, closed: spam })
  })
})

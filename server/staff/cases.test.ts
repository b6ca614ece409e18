import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { COMPANY_TIME_ZONE } from '../../app/config/constants.ts'
import { seedSampleCases } from '../../scripts/staff/sample-cases.ts'
import { databaseForDescribe } from '../../tests/support/test-database-handle.ts'
import { testBackends } from '../../tests/support/test-databases.ts'
import { staffAuditLog } from '../db/schema.ts'
import { readAuditLog } from './audit.ts'
import { createStaffServices } from './cases.ts'
import { createSessionStore } from './sessions.ts'
import { marie, wednesdayAfternoon } from '../../tests/support/staff-people.ts'

const now = wednesdayAfternoon

describe.each(testBackends)('staff cases on $name', (backend) => {
  const database = databaseForDescribe(backend)
  it('opens a case for each submission with its clock, and filters them', async () => {
    const { db } = await database.fresh()
    await seedSampleCases(db, 12, now)
    const services = createStaffServices({ db, timeZone: COMPANY_TIME_ZONE, now: () => now })
    const all = await services.listCases({})
    expect(all.total).toBe(12)
    const serious = all.cases.filter((c) => c.seriousAdverseEvent)
    expect(serious.length).toBe(2)
    for (const c of serious) expect(c.reportDue).not.toBeNull()
    expect(all.cases.filter((c) => !c.seriousAdverseEvent).every((c) => c.reportDue === null)).toBe(true)
    // The newest, received today (Wednesday): triage due Thursday.
    expect(all.cases[0]!.triageDue).toBe('2026-11-26')

    expect((await services.listCases({ form: 'contact' })).total).toBe(4)
    expect((await services.listCases({ suspectedSpam: true })).total).toBe(2)
    expect((await services.listCases({ adverseEvent: true, lang: 'fr' })).cases.every((c) => c.adverseEvent && c.lang === 'fr')).toBe(true)
    // Received over the last 30 days and still new: all but today's are past their triage day.
    const overdue = await services.listCases({ overdue: true })
    expect(overdue.total).toBeGreaterThan(0)
    expect(overdue.cases.every((c) => c.triageDue < '2026-11-25')).toBe(true)
  })

  it('moves a case through its statuses, requires the safety number to transfer, and keeps the history', async () => {
    const { db } = await database.fresh()
    await seedSampleCases(db, 2, now)
    const services = createStaffServices({ db, timeZone: COMPANY_TIME_ZONE, now: () => now })
    const { cases } = await services.listCases({ adverseEvent: true })
    const reference = cases[0]!.reference

    expect(await services.changeCase(reference, { kind: 'status', to: 'triaged' }, marie)).toEqual({ ok: true })
    expect(await services.changeCase(reference, { kind: 'status', to: 'transferred' }, marie)).toEqual({
      ok: false,
      reason: 'external-number-required',
    })
    expect(await services.changeCase(reference, { kind: 'status', to: 'new' }, marie)).toEqual({ ok: false, reason: 'bad-transition' })
    expect(await services.changeCase(reference, { kind: 'status', to: 'transferred', externalCaseNumber: ' VS-123 ' }, marie)).toEqual({
      ok: true,
    })
    expect(await services.changeCase(reference, { kind: 'owner', ownerSubject: 'marie' }, marie)).toEqual({ ok: true })
    expect(await services.changeCase(reference, { kind: 'note', text: 'Called the reporter.' }, marie)).toEqual({ ok: true })
    expect(await services.changeCase('MI-2026-999999', { kind: 'status', to: 'triaged' }, marie)).toEqual({
      ok: false,
      reason: 'not-found',
    })

    const record = (await services.viewCase(reference, marie))!
    expect(record).toMatchObject({ status: 'transferred', externalCaseNumber: 'VS-123', owner: 'Marie Tremblay' })
    expect(record.history.map((e) => e.kind)).toEqual(['status', 'status', 'owner', 'note'])
    expect(record.answers).toHaveProperty('aeDescription')
    expect((await services.listCases({ owner: 'marie' })).total).toBe(1)
  })

  it('keeps an audit log that cannot be changed or emptied', async () => {
    const { db } = await database.fresh()
    await seedSampleCases(db, 1, now)
    const services = createStaffServices({ db, timeZone: COMPANY_TIME_ZONE, now: () => now })
    await createSessionStore(db, { idleTimeoutMs: 60_000, absoluteTimeoutMs: 60_000 }, () => now).create(marie)
    const { cases } = await services.listCases({})
    await services.viewCase(cases[0]!.reference, marie)
    const entries = await readAuditLog(db, { limit: 10 })
    expect(entries.map((e) => e.action)).toEqual(['case-view', 'sign-in'])
    await expect(db.execute(sql`update ${staffAuditLog} set action = 'nothing'`)).rejects.toThrow()
    await expect(db.execute(sql`delete from ${staffAuditLog}`)).rejects.toThrow()
    expect((await readAuditLog(db, { limit: 10 })).length).toBe(2)
  })
})

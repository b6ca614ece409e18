import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { COMPANY_TIME_ZONE } from '../../app/config/constants.ts'
import { runningClocks } from '../../app/staff/domain/clock.ts'
import { queueViews } from '../../app/staff/domain/queue-views.ts'
import type { StaffUser } from '../../app/staff/domain/services.ts'
import { seedSampleCases } from '../../scripts/staff/sample-cases.ts'
import { databaseForDescribe } from '../../tests/support/test-database-handle.ts'
import { testBackends } from '../../tests/support/test-databases.ts'
import { submissions } from '../db/schema.ts'
import { readAuditLog } from './audit.ts'
import { createStaffServices } from './cases.ts'
import { createSessionStore } from './sessions.ts'
import { marie, wednesdayAfternoon } from '../../tests/support/staff-people.ts'

const sam: StaffUser = { subject: 'sam', name: 'Sam Lee', email: null, roles: ['medical-information', 'admin'] }
const alex: StaffUser = { subject: 'alex', name: 'Alex Roy', email: null, roles: ['admin'] }
const now = wednesdayAfternoon

describe.each(testBackends)('the work queue on $name', (backend) => {
  const database = databaseForDescribe(backend)
  async function desk() {
    const { db } = await database.fresh()
    await seedSampleCases(db, 30, now)
    const services = createStaffServices({ db, timeZone: COMPANY_TIME_ZONE, now: () => now })
    return { db, services, cases: (await services.listCases({}, { limit: 100 })).cases }
  }

  it('counts each view, and opens on the open cases with the soonest deadline first', async () => {
    const { services, cases } = await desk()
    const first = cases[0]
    const second = cases.find((c) => !c.adverseEvent && c !== first)
    await services.changeCase(first!.reference, { kind: 'owner', ownerSubject: 'marie' }, marie)
    expect(await services.changeCase(second!.reference, { kind: 'status', to: 'closed' }, marie)).toEqual({ ok: true })
    const queue = await services.queue({}, marie, { limit: 100 })
    const today = services.today()
    const open = cases.filter((c) => c.reference !== second!.reference)
    expect(queue.counts).toEqual({
      open: open.length,
      unassigned: open.length - 1,
      mine: 1,
      serious: cases.filter((c) => c.seriousAdverseEvent).length,
      'triage-overdue': open.filter((c) => c.status === 'new' && c.triageDue < today).length,
      'to-confirm': 0,
      spam: open.filter((c) => c.suspectedSpam).length,
      all: cases.length,
    })
    expect(Object.keys(queue.counts)).toEqual([...queueViews])
    // The soonest running clock first, whichever it is.
    const deadlines = queue.cases.map((c) => runningClocks(c)[0]?.due ?? '9999')
    expect(deadlines).toEqual([...deadlines].sort())
    expect((await services.queue({ view: 'mine' }, marie)).cases.map((c) => c.reference)).toEqual([first!.reference])
    expect((await services.queue({ view: 'mine' }, sam)).total).toBe(0)
    const serious = (await services.queue({ view: 'serious' }, marie)).cases.map((c) => c.reportDue)
    expect(serious).toEqual([...serious].sort())
  })

  it('finds a case by reference, e-mail or name, accents and case aside, and audits what it found, not the words', async () => {
    const { db, services, cases } = await desk()
    const target = cases.find((c) => c.form === 'contact')!
    await db
      .update(submissions)
      .set({ answers: sql`${submissions.answers} || '{"firstName":"Hélène","lastName":"Côté","email":"Helene.Cote@example.com"}'::jsonb` })
      .where(eq(submissions.reference, target.reference))
    const found = async (query: string) => (await services.searchCases(query, {}, marie)).cases.map((c) => c.reference)
    expect(await found(target.reference)).toEqual([target.reference])
    expect(await found(target.reference.toLowerCase())).toEqual([target.reference])
    expect(await found(target.reference.slice(-6))).toEqual([target.reference])
    expect(await found('helene.cote@EXAMPLE')).toEqual([target.reference])
    expect(await found('helene cote')).toEqual([target.reference])
    expect(await found('CÔTÉ')).toEqual([target.reference])
    expect(await found('100%_cote')).toEqual([])
    expect((await services.searchCases('Martin', {}, marie)).total).toBe(cases.filter((c) => c.form === 'medical-information').length)
    expect(await services.searchCases('cote', {}, alex)).toEqual({ cases: [], total: 0 })

    const searches = (await readAuditLog(db, { limit: 50 })).filter((e) => e.action === 'case-search')
    // Alex's was refused: no entry.
    expect(searches).toHaveLength(8)
    expect(searches.find((e) => e.details.by === 'email')!.details).toEqual({ by: 'email', count: 1, references: [target.reference] })
    expect(JSON.stringify(searches)).not.toMatch(/helene|côté|cote/i)
  })

  it('knows the team from who signed in with the role, and assigns a case to its members only', async () => {
    const { db, services, cases } = await desk()
    const sessions = createSessionStore(db, { idleTimeoutMs: 60_000, absoluteTimeoutMs: 60_000 }, () => now)
    for (const user of [marie, sam, alex]) await sessions.create(user)
    await sessions.create({ ...marie, name: 'Marie Tremblay-Roy' })
    expect(await services.team()).toEqual([
      { subject: 'marie', name: 'Marie Tremblay-Roy' },
      { subject: 'sam', name: 'Sam Lee' },
    ])
    expect((await services.auditActors()).map((m) => m.subject)).toEqual(['alex', 'marie', 'sam'])
    const reference = cases[0]!.reference
    expect(await services.changeCase(reference, { kind: 'owner', ownerSubject: 'alex' }, marie)).toEqual({
      ok: false,
      reason: 'unknown-owner',
    })
    expect(await services.changeCase(reference, { kind: 'owner', ownerSubject: 'sam' }, marie)).toEqual({ ok: true })
    expect((await services.viewCase(reference, marie))!).toMatchObject({ owner: 'Sam Lee', ownerSubject: 'sam' })
    expect((await services.queue({ owner: 'sam' }, marie)).total).toBe(1)
    expect(await services.changeCase(reference, { kind: 'owner', ownerSubject: null }, marie)).toEqual({ ok: true })
    expect((await services.viewCase(reference, marie))!.owner).toBeNull()
  })

  it('filters the audit log by person, action, case and company days, and exports it', async () => {
    const { services, cases } = await desk()
    const [one, two] = cases
    await services.viewCase(one!.reference, marie)
    await services.viewCase(two!.reference, sam)
    await services.changeCase(one!.reference, { kind: 'note', text: 'Called back.' }, sam)
    const read = (filters: Parameters<typeof services.readAudit>[0]['filters']) =>
      services
        .readAudit({ limit: 50, filters }, alex)
        .then((entries) => entries.map((e) => `${e.actorSubject} ${e.action} ${e.target ?? ''}`))
    expect(await read({ actor: 'sam' })).toEqual([`sam case-change ${one!.reference}`, `sam case-view ${two!.reference}`])
    expect(await read({ action: 'case-view', target: one!.reference })).toEqual([`marie case-view ${one!.reference}`])
    // 20:00 UTC is 15:00 in Toronto, the 25th: in the range of the 25th, not of the 26th.
    expect(await read({ from: '2026-11-25', to: '2026-11-25', actor: 'marie' })).toEqual([`marie case-view ${one!.reference}`])
    expect(await read({ from: '2026-11-26', actor: 'marie' })).toEqual([])
    const exported = await services.exportAudit({ actor: 'sam' }, alex)
    expect(exported.map((e) => e.action)).toEqual(['case-change', 'case-view'])
    expect(await services.exportAudit({}, marie)).toEqual([])
    expect((await services.readAudit({ limit: 1 }, alex))[0]).toMatchObject({ action: 'audit-export', details: { count: 2 } })
  })
})

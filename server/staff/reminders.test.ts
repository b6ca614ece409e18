import { describe, expect, it } from 'vitest'
import { COMPANY_TIME_ZONE } from '../../app/config/constants.ts'
import { seedSampleCases } from '../../scripts/staff/sample-cases.ts'
import { openTestDatabase } from '../../tests/support/test-database-handle.ts'
import { testBackends } from '../../tests/support/test-databases.ts'
import { eq } from 'drizzle-orm'
import { outbox, staffCases } from '../db/schema.ts'
import type { OutboxMessage } from '../outbox/message.ts'
import { createStaffServices } from './cases.ts'
import { queueOverdueReminders } from './reminders.ts'

const mail = {
  from: '"Nordora Pharma" <no-reply@nordorapharma.ca>',
  teamAddresses: { contact: 'info@nordorapharma.ca', 'medical-information': 'medinfo@nordorapharma.ca' },
  teamLang: 'en' as const,
  siteUrl: 'https://www.nordorapharma.ca',
}

describe.each(testBackends)('overdue reminders on $name', (backend) => {
  it('queue one reminder per overdue case and clock, once, without health information', async () => {
    const { handle } = await openTestDatabase(backend)
    // Six cases received over the 30 days before 25 November, looked at on 20 December.
    await seedSampleCases(handle.db, 6, new Date('2026-11-25T20:00:00Z'))
    const services = createStaffServices({ db: handle.db, timeZone: COMPANY_TIME_ZONE, now: () => new Date('2026-12-20T15:00:00Z') })

    const first = await queueOverdueReminders(handle.db, services, mail)
    expect(first).toBeGreaterThan(0)
    expect(await queueOverdueReminders(handle.db, services, mail)).toBe(0)
    const rows = await handle.db.select().from(outbox)
    expect(rows.length).toBe(first)
    // Every case is past triage; the serious ones (one in six samples) past their report day too.
    const { cases } = await services.listCases({})
    expect(rows.filter((r) => r.kind === 'overdue-triage').length).toBe(cases.length)
    expect(rows.filter((r) => r.kind === 'overdue-report').length).toBe(cases.filter((c) => c.seriousAdverseEvent).length)
    for (const row of rows) {
      const message = row.message as OutboxMessage
      expect(message.text).toMatch(/https:\/\/www\.nordorapharma\.ca\/staff\/en\/cases\/(MI|CT)-2026-\d+/)
      expect(message.text).not.toMatch(/Tingling|Alex|Martin|renal/)
    }

    // A case triaged since gets no new triage reminder (and had its one).
    const reference = cases[0]!.reference
    await services.changeCase(
      reference,
      { kind: 'status', to: 'triaged' },
      { subject: 's', name: 'S', email: null, roles: ['medical-information'] },
    )
    expect(await queueOverdueReminders(handle.db, services, mail)).toBe(0)

    // A follow-up report past its day gets its own urgent reminder, once, naming that clock.
    await handle.db.update(staffCases).set({ followUpReportDue: '2026-12-18' }).where(eq(staffCases.reference, reference))
    expect(await queueOverdueReminders(handle.db, services, mail)).toBe(1)
    const [followUp] = await handle.db.select().from(outbox).where(eq(outbox.kind, 'overdue-follow-up'))
    const message = followUp!.message as OutboxMessage
    expect(message.subject).toBe(`OVERDUE – follow-up report to Health Canada – ${reference}`)
    expect(message.text).toContain('Follow-up report to Health Canada due: Friday, December 18, 2026')
    expect(message.headers).toMatchObject({ Priority: 'urgent' })
    expect(await queueOverdueReminders(handle.db, services, mail)).toBe(0)
  })
})

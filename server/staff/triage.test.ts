import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { COMPANY_TIME_ZONE } from '../../app/config/constants.ts'
import type { StaffUser } from '../../app/staff/domain/services.ts'
import type { Triage } from '../../app/staff/domain/triage.ts'
import { seedSampleCases } from '../../scripts/staff/sample-cases.ts'
import { databaseForDescribe } from '../../tests/support/test-database-handle.ts'
import { testBackends } from '../../tests/support/test-databases.ts'
import { outbox, submissions } from '../db/schema.ts'
import { readAuditLog } from './audit.ts'
import { createStaffServices } from './cases.ts'
import { queueDailyDigest } from './digest.ts'
import { queueOverdueReminders } from './reminders.ts'
import { marie } from '../../tests/support/staff-people.ts'

/** A command's refusal, as the services answer it. */
const refused = (reason: string) => ({ ok: false, reason })

const olivier: StaffUser = { subject: 'olivier', name: 'Olivier Gagnon', email: null, roles: ['privacy'] }
// A Thursday morning in Toronto, after the digest's hour.
const now = new Date('2026-11-26T13:00:00Z')
const triageOf = (c: Triage) => ({
  adverseEvent: c.adverseEvent,
  serious: c.serious,
  seriousCriteria: c.seriousCriteria,
  product: c.product,
  qualityProblem: c.qualityProblem,
  suspectedSpam: c.suspectedSpam,
})

describe.each(testBackends)('triage on $name', (backend) => {
  const database = databaseForDescribe(backend)
  async function desk() {
    const { db } = await database.fresh()
    // Received over the last 30 days: the contact cases are all past their first day.
    await seedSampleCases(db, 24, now)
    const services = createStaffServices({ db, timeZone: COMPANY_TIME_ZONE, now: () => now })
    const { cases } = await services.listCases({})
    return { db, services, cases }
  }

  it('starts from the answers: the product named and a serious adverse event’s criteria', async () => {
    const { cases } = await desk()
    const serious = cases.find((c) => c.seriousAdverseEvent)!
    expect(serious).toMatchObject({ adverseEvent: true, seriousCriteria: ['hospitalization'], product: 'ruzurgi' })
    expect(cases.find((c) => c.form === 'contact')).toMatchObject({ adverseEvent: false, seriousCriteria: [], product: null })
  })

  it('marks a contact request a serious adverse event: its report is due 15 days after day 0, and the queue, the reminders and the digest follow', async () => {
    const { db, services, cases } = await desk()
    // The oldest contact request, weeks old: its report is already late once it is known to be serious.
    const contact = cases.filter((c) => c.form === 'contact' && !c.suspectedSpam).at(-1)!
    const triage = { ...triageOf({ ...contact, serious: contact.seriousAdverseEvent }), reason: '' }
    expect(await services.triageCase(contact.reference, { ...triage, serious: true }, marie)).toEqual(
      refused('serious-needs-adverse-event'),
    )
    expect(await services.triageCase(contact.reference, { ...triage, adverseEvent: true, serious: true }, marie)).toEqual(
      refused('criteria-required'),
    )
    expect(await services.triageCase(contact.reference, triage, marie)).toEqual({ ok: false, reason: 'unchanged' })
    expect(await services.triageCase(contact.reference, { ...triage, adverseEvent: true }, olivier)).toEqual(refused('forbidden'))
    const marked = {
      ...triage,
      adverseEvent: true,
      serious: true,
      seriousCriteria: ['lifeThreatening' as const],
      product: 'lysodren' as const,
    }
    expect(await services.triageCase(contact.reference, marked, marie)).toEqual({ ok: true })

    const record = (await services.viewCase(contact.reference, marie))!
    const dayZero = new Intl.DateTimeFormat('en-CA', { timeZone: COMPANY_TIME_ZONE }).format(new Date(contact.receivedAt))
    const due = new Date(`${dayZero}T00:00:00Z`)
    due.setUTCDate(due.getUTCDate() + 15)
    expect(record).toMatchObject({ adverseEvent: true, seriousAdverseEvent: true, reportDue: due.toISOString().slice(0, 10) })
    const [event] = record.history
    expect(event).toMatchObject({ kind: 'triage', actor: 'Marie Tremblay' })
    expect(event!.details.changes).toEqual([
      { field: 'adverseEvent', from: 'no', to: 'yes' },
      { field: 'serious', from: 'no', to: 'yes' },
      { field: 'seriousCriteria', from: '', to: 'lifeThreatening' },
      { field: 'product', from: null, to: 'lysodren' },
    ])
    // The submission keeps what the visitor sent.
    const [sent] = await db
      .select({ adverseEvent: submissions.adverseEvent })
      .from(submissions)
      .where(eq(submissions.reference, contact.reference))
    expect(sent!.adverseEvent).toBe(false)

    // First in the serious view, whose order is the report's due date: it is the most late.
    expect((await services.queue({ view: 'serious' }, marie)).cases[0]!.reference).toBe(contact.reference)
    // Its report is overdue: a reminder, and the digest lists it.
    await queueOverdueReminders(db, services, {
      from: 'no-reply@nordorapharma.ca',
      teamAddresses: { contact: 'info@nordorapharma.ca', 'medical-information': 'medinfo@nordorapharma.ca' },
      teamLang: 'en',
      siteUrl: 'https://www.nordorapharma.ca',
    })
    const reminders = await db.select({ kind: outbox.kind, message: outbox.message }).from(outbox)
    expect(
      reminders
        .filter((r) => r.kind === 'overdue-report')
        .map((r) => (r.message as { subject: string }).subject)
        .join(),
    ).toContain(contact.reference)
    await queueDailyDigest(
      db,
      services,
      {
        from: 'no-reply@nordorapharma.ca',
        to: 'medinfo@nordorapharma.ca',
        teamLang: 'en',
        siteUrl: 'https://x.ca',
        timeZone: COMPANY_TIME_ZONE,
      },
      now,
    )
    const [digest] = await db.select({ message: outbox.message }).from(outbox).where(eq(outbox.kind, 'staff-digest'))
    expect((digest!.message as { text: string }).text).toMatch(new RegExp(`${contact.reference}[^]*Report to Health Canada due`))
  })

  it('needs a reason to clear the adverse-event or serious flag, keeps it in the history and not in the log', async () => {
    const { db, services, cases } = await desk()
    const serious = cases.find((c) => c.seriousAdverseEvent)!
    const triage = { ...triageOf({ ...serious, serious: true }), reason: '' }
    expect(await services.triageCase(serious.reference, { ...triage, serious: false }, marie)).toEqual(refused('reason-required'))
    expect(await services.triageCase(serious.reference, { ...triage, adverseEvent: false, serious: false }, marie)).toEqual(
      refused('reason-required'),
    )
    const why = 'The reporter confirmed the tingling began before the first dose.'
    expect(await services.triageCase(serious.reference, { ...triage, serious: false, reason: why }, marie)).toEqual({ ok: true })
    const record = (await services.viewCase(serious.reference, marie))!
    expect(record).toMatchObject({ adverseEvent: true, seriousAdverseEvent: false, seriousCriteria: [], reportDue: null })
    expect(record.history.at(-1)!.details).toMatchObject({ reason: why })
    const [entry] = (await readAuditLog(db, { limit: 5 })).filter((e) => e.action === 'case-triage')
    expect(entry!.details).toMatchObject({ reasonGiven: true })
    expect(JSON.stringify(entry!.details)).not.toContain('tingling')
    expect((await services.queue({ view: 'serious' }, marie)).cases.map((c) => c.reference)).not.toContain(serious.reference)
  })
})

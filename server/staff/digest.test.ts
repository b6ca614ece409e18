import { and, eq } from 'drizzle-orm'
import { describe, expect, it, onTestFinished } from 'vitest'
import { COMPANY_TIME_ZONE } from '../../app/config/constants.ts'
import { parseEnv } from '../../app/config/env.server.ts'
import { reportDone, triageDone } from '../../app/staff/domain/case-status.ts'
import { dueState } from '../../app/staff/domain/clock.ts'
import { seedSampleCases } from '../../scripts/staff/sample-cases.ts'
import { openTestDatabase } from '../../tests/support/test-database-handle.ts'
import { testBackends } from '../../tests/support/test-databases.ts'
import type { DatabaseHandle } from '../db/database.ts'
import { outbox } from '../db/schema.ts'
import type { OutboxMessage } from '../outbox/message.ts'
import { createOutboxWorker } from '../outbox/worker.ts'
import { createStaffServices } from './cases.ts'
import { staffConfigFromEnv } from './config.ts'
import { DIGEST_KIND, queueDailyDigest } from './digest.ts'
import { periodicJobs, staffMail, type JobParts } from '../jobs.ts'
import { silentLog } from '../logger.ts'
import { createScheduler } from '../scheduler.ts'

const mail = {
  from: '"Nordora Pharma" <no-reply@nordorapharma.ca>',
  to: 'medinfo@nordorapharma.ca',
  teamLang: 'en' as const,
  siteUrl: 'https://www.nordorapharma.ca',
  timeZone: COMPANY_TIME_ZONE,
}
// Thursday 26 November 2026, 08:00 in Toronto: a working day, past the digest's hour.
const thursdayMorning = new Date('2026-11-26T13:00:00Z')
// Whatever the sample cases hold that a visitor wrote (names, addresses, questions, the reaction).
const visitorText = /Tingling|Alex|Martin|Tremblay|renal|monograph|J\.D\.|example\.com|555-0123|Neurologist/

const digests = async (handle: DatabaseHandle) =>
  (await handle.db.select().from(outbox).where(eq(outbox.kind, DIGEST_KIND))).map((row) => ({
    day: row.digestDay,
    submissionId: row.submissionId,
    message: row.message as OutboxMessage,
  }))

describe.each(testBackends)('the daily digest on $name', (backend) => {
  async function seeded() {
    const database = await openTestDatabase(backend)
    // Eight cases received over the 30 days before 25 November.
    await seedSampleCases(database.db, 8, new Date('2026-11-25T20:00:00Z'))
    return database
  }

  it('is queued once a day, however many servers run it at once, with the counts and the due and overdue cases only', async () => {
    const { handle, url, reopen } = await seeded()
    // A second server on the same PostgreSQL; PGlite has one process, so its runs share one handle.
    const other = url ? await reopen() : handle
    const services = [handle, other].map((h) => createStaffServices({ db: h.db, timeZone: COMPANY_TIME_ZONE, now: () => thursdayMorning }))
    // One question already answered: open, but with no clock running, so in the counts and not in the lists.
    const answered = (await services[0]!.listCases({})).cases.findLast((c) => !c.seriousAdverseEvent)!
    const staffer = { subject: 's', name: 'S', email: null, roles: ['medical-information' as const] }
    expect(await services[0]!.changeCase(answered.reference, { kind: 'status', to: 'answered' }, staffer)).toEqual({ ok: true })

    const runs = await Promise.all([
      queueDailyDigest(handle.db, services[0]!, mail, thursdayMorning),
      queueDailyDigest(other.db, services[1]!, mail, thursdayMorning),
      queueDailyDigest(handle.db, services[0]!, mail, thursdayMorning),
    ])
    expect(runs.filter(Boolean)).toHaveLength(1)
    expect(await queueDailyDigest(other.db, services[1]!, mail, new Date('2026-11-26T21:00:00Z'))).toBe(false)
    const rows = await digests(handle)
    expect(rows).toHaveLength(1)
    const [{ day, submissionId, message }] = rows as [(typeof rows)[number]]
    expect(day).toBe('2026-11-26')
    expect(submissionId).toBeNull()
    expect(message.to).toBe('medinfo@nordorapharma.ca')
    expect(message.replyTo).toBeUndefined()

    // What the digest must say, worked out from the case list rather than from the digest's own queries.
    const { cases } = await services[0]!.listCases({})
    const today = '2026-11-26'
    const states = cases.map((c) => ({
      c,
      states: [dueState(c.triageDue, today, triageDone(c.status)), dueState(c.reportDue, today, reportDone(c) || c.status === 'closed')],
    }))
    const overdue = states.filter((s) => s.states.includes('overdue')).map((s) => s.c)
    const dueToday = states.filter((s) => !s.states.includes('overdue') && s.states.includes('due-today')).map((s) => s.c)
    const notDue = cases.filter((c) => !overdue.includes(c) && !dueToday.includes(c))
    expect(overdue.length).toBeGreaterThan(0)
    expect(dueToday.length).toBeGreaterThan(0)
    expect(notDue.length).toBeGreaterThan(0)

    expect(message.subject).toBe(`Daily digest – 2026-11-26 – ${overdue.length} overdue, ${dueToday.length} due today`)
    const open = cases.filter((c) => c.status !== 'closed')
    expect(message.text).toContain(`Open cases: ${open.length}`)
    expect(message.text).toContain(`  New: ${open.filter((c) => c.status === 'new').length}`)
    expect(message.text).toContain('  Answered: 1')
    expect(message.text).toContain(`Overdue (${overdue.length})`)
    expect(message.text).toContain(`Due today (${dueToday.length})`)
    const [overdueSection, todaySection] = message.text.split(/^Due today/m) as [string, string]
    for (const c of overdue) {
      expect(overdueSection).toContain(`${c.reference} – `)
      expect(overdueSection).toContain(`https://www.nordorapharma.ca/staff/en/cases/${c.reference}`)
    }
    for (const c of dueToday) expect(todaySection).toContain(`https://www.nordorapharma.ca/staff/en/cases/${c.reference}`)
    for (const c of notDue) expect(message.text).not.toContain(c.reference)
    expect(message.text).toMatch(/Flags: adverse event, serious/)
    expect(message.text).toContain('Triage due: ')
    expect(message.text).toContain('Medical information request')
    expect(message.text).toContain('The case list: https://www.nordorapharma.ca/staff/en/cases')
    // Nothing the visitor wrote, no health information.
    expect(message.subject + message.text).not.toMatch(visitorText)

    // The outbox worker delivers it as any other message, though it belongs to a day rather than a submission.
    const sent: OutboxMessage[] = []
    const logged: Record<string, unknown>[] = []
    const log = { info: (_: string, fields?: Record<string, unknown>) => void logged.push(fields ?? {}), warn() {}, error() {} }
    const worker = createOutboxWorker({
      db: handle.outboxDb,
      mailer: { send: async (m) => void sent.push(m), close() {}, target: 'test' },
      log,
    })
    expect(await worker.runOnce()).toBe(1)
    await worker.close()
    expect(sent.map((m) => m.subject)).toEqual([message.subject])
    expect(logged).toContainEqual(expect.objectContaining({ reference: '2026-11-26', kind: DIGEST_KIND }))
  }, 60_000)

  it('waits for the hour on working days, skips weekends and holidays, and comes again the next working day', async () => {
    const { handle } = await seeded()
    const at = (iso: string) => {
      const now = new Date(iso)
      return queueDailyDigest(handle.db, createStaffServices({ db: handle.db, timeZone: COMPANY_TIME_ZONE, now: () => now }), mail, now)
    }
    expect(await at('2026-11-26T11:30:00Z')).toBe(false) // 06:30 in Toronto
    expect(await at('2026-11-26T12:05:00Z')).toBe(true) // 07:05
    expect(await at('2026-11-28T15:00:00Z')).toBe(false) // Saturday
    expect(await at('2026-12-25T15:00:00Z')).toBe(false) // Christmas Day
    expect(await at('2026-11-27T15:00:00Z')).toBe(true) // Friday
    expect((await digests(handle)).map((row) => row.day).sort()).toEqual(['2026-11-26', '2026-11-27'])
  }, 60_000)

  it('is written in French when the team reads French', async () => {
    const { handle } = await seeded()
    const services = createStaffServices({ db: handle.db, timeZone: COMPANY_TIME_ZONE, now: () => thursdayMorning })
    expect(await queueDailyDigest(handle.db, services, { ...mail, teamLang: 'fr' }, thursdayMorning)).toBe(true)
    const { message } = (await digests(handle))[0]!
    expect(message.subject).toMatch(/^Sommaire quotidien – 2026-11-26 – \d+ en retard, \d+ à faire aujourd’hui$/)
    expect(message.text).toContain('Dossiers ouverts\u00a0: ')
    expect(message.text).toContain('  Nouveau\u00a0: ')
    expect(message.text).toContain('jeudi 26 novembre 2026')
    expect(message.text).toMatch(/https:\/\/www\.nordorapharma\.ca\/staff\/fr\/cases\/(MI|CT)-2026-\d+/)
    expect(message.text).not.toMatch(visitorText)
  }, 60_000)

  it('is sent by the server’s periodic jobs when the staff area is configured, and by none when it is not', async () => {
    const { handle } = await seeded()
    const site = { SITE_URL: 'https://www.nordorapharma.ca' }
    // Without the staff settings there is no staff area (server/compose-server.ts), so no job queues a digest.
    expect(staffConfigFromEnv(parseEnv(site))).toBeUndefined()
    const config = staffConfigFromEnv(
      parseEnv({
        ...site,
        STAFF_OIDC_ISSUER: 'https://login.example.ca',
        STAFF_OIDC_CLIENT_ID: 'site',
        STAFF_OIDC_CLIENT_SECRET: 'secret',
      }),
    )!
    const team = { from: mail.from, teamAddresses: { contact: 'info@nordorapharma.ca', 'medical-information': 'medinfo@nordorapharma.ca' } }
    const idle = { runOnce: async () => 0, close: async () => {} }
    const jobs = (staff?: JobParts['staff']) =>
      periodicJobs({ db: handle.db, log: silentLog, now: () => thursdayMorning, outbox: { worker: idle, pollMs: 60_000 }, staff })
    expect(jobs().map((job) => job.name)).toEqual(['outbox', 'retention'])
    const cases = createStaffServices({ db: handle.db, timeZone: config.timeZone, now: () => thursdayMorning })
    const scheduler = createScheduler({ ready: handle.migrated })
    const staffJobs = jobs({ cases, ...staffMail({ ...team, teamLang: 'en', siteUrl: config.siteUrl, timeZone: config.timeZone }) })
    expect(staffJobs.map((job) => job.name)).toEqual(['outbox', 'overdue-reminders', 'daily-digest', 'retention'])
    scheduler.start(staffJobs.filter((job) => job.name !== 'retention'))
    onTestFinished(() => scheduler.close())
    await expect.poll(async () => (await digests(handle)).length, { timeout: 20_000 }).toBe(1)
    const { message } = (await digests(handle))[0]!
    expect(message.to).toBe('medinfo@nordorapharma.ca')
    expect(message.text).toContain('https://www.nordorapharma.ca/staff/en/cases/')
    // The overdue reminders of the same start come too, each for its submission; the scheduler runs the jobs side
    // by side, so the digest can be queued before them.
    const reminders = async () =>
      (
        await handle.db
          .select()
          .from(outbox)
          .where(and(eq(outbox.kind, 'overdue-triage')))
      ).length
    await expect.poll(reminders, { timeout: 20_000 }).toBeGreaterThan(0)
  }, 60_000)
})

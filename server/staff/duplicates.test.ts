import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { COMPANY_TIME_ZONE } from '../../app/config/constants.ts'
import { databaseForDescribe } from '../../tests/support/test-database-handle.ts'
import { testBackends } from '../../tests/support/test-databases.ts'
import { marie } from '../../tests/support/staff-people.ts'
import type { StaffUser } from '../../app/staff/domain/services.ts'
import type { Database } from '../db/database.ts'
import { staffAuditLog, staffCases, submissions } from '../db/schema.ts'
import { readAuditLog } from './audit.ts'
import { createStaffServices } from './cases.ts'

const olivier: StaffUser = { subject: 'olivier', name: 'Olivier Gagnon', email: null, roles: ['privacy'] }
const now = new Date('2026-11-26T13:00:00Z')
const daysBefore = (days: number) => new Date(now.getTime() - days * 86_400_000)

const report = {
  requesterType: 'caregiver',
  reporterName: 'Sam Okafor',
  email: 'sam.okafor@example.com',
  aePatientInitials: 'R.O.',
  aeStartDate: '2026-11-02',
  suspectProduct: 'lysodren',
  aeDescription: 'Dizziness the morning after the first dose.',
}

let sequence = 0
/** A submission as the forms store it; the case desk opens its case on its next read. */
async function submit(db: Database, answers: Record<string, unknown>, receivedAt: Date, form = 'side-effect') {
  const reference = `MI-2026-${String(++sequence).padStart(6, '0')}`
  await db.insert(submissions).values({ reference, form, lang: 'en', receivedAt, adverseEvent: form === 'side-effect', answers })
  return reference
}

describe.each(testBackends)('possible duplicates on $name', (backend) => {
  const database = databaseForDescribe(backend)
  async function desk() {
    const { db } = await database.fresh()
    const services = createStaffServices({ db, timeZone: COMPANY_TIME_ZONE, now: () => now })
    return { db, services }
  }

  it('lists the earlier cases that match, with what matched, never a later one nor another patient', async () => {
    const { db, services } = await desk()
    const first = await submit(db, report, daysBefore(20))
    // Another patient, the same product and day: not the same event.
    await submit(db, { ...report, email: 'other@example.com', aePatientInitials: 'A.B.' }, daysBefore(19))
    // The same reporter, about something else, long ago: out of the e-mail's 30 days.
    await submit(db, { ...report, aeStartDate: '2026-01-02' }, daysBefore(60))
    const asked = await submit(
      db,
      { firstName: 'Sam', lastName: 'Okafor', email: 'SAM.Okafor@example.com', question: 'Dose?' },
      daysBefore(10),
      'contact',
    )
    const second = await submit(db, { ...report, email: undefined, aePatientInitials: 'ro', reporterName: 'Dr Roy' }, daysBefore(2))

    const listed = await services.duplicates(second, marie)
    expect(listed).toEqual([
      {
        reference: first,
        receivedAt: daysBefore(20).toISOString(),
        form: 'side-effect',
        criteria: ['product', 'reactionDate', 'initials'],
        link: null,
      },
    ])
    // The contact request matches the first report by its e-mail, within 30 days.
    expect((await services.duplicates(asked, marie))!.map((c) => [c.reference, c.criteria])).toEqual([[first, ['email']]])
    // Earlier cases only: the first lists nothing.
    expect(await services.duplicates(first, marie)).toEqual([])
    expect(await services.duplicates('MI-2026-999999', marie)).toBeNull()
    expect(await services.duplicates(second, olivier)).toBeNull()
  })

  it('uses the team’s product once triage changed it', async () => {
    const { db, services } = await desk()
    const first = await submit(db, report, daysBefore(5))
    const second = await submit(db, { ...report, suspectProduct: 'unsure', email: undefined }, daysBefore(1))
    expect(await services.duplicates(second, marie)).toEqual([])
    await db.update(staffCases).set({ product: 'lysodren' }).where(eq(staffCases.reference, second))
    expect((await services.duplicates(second, marie))!.map((c) => c.reference)).toEqual([first])
  })

  it('links a candidate in both histories and the log at once, shows it linked on both cases, and never twice', async () => {
    const { db, services } = await desk()
    const first = await submit(db, report, daysBefore(3))
    const second = await submit(db, report, daysBefore(1))
    expect(await services.linkDuplicate(second, { other: first, relation: 'duplicate-of', typed: false }, olivier)).toEqual({
      ok: false,
      reason: 'forbidden',
    })
    expect(
      await services.linkDuplicate(second, { other: ` ${first.toLowerCase()} `, relation: 'duplicate-of', typed: false }, marie),
    ).toEqual({ ok: true })

    const [mine, theirs] = [(await services.viewCase(second, marie))!, (await services.viewCase(first, marie))!]
    expect(mine.history.at(-1)).toMatchObject({
      kind: 'duplicate-link',
      actor: marie.name,
      details: { with: first, relation: 'duplicate-of', basis: 'match', criteria: ['product', 'reactionDate', 'initials', 'email'] },
    })
    expect(theirs.history.at(-1)).toMatchObject({
      kind: 'duplicate-link',
      details: { with: second, relation: 'duplicated-by', basis: 'match' },
    })
    const [entry] = (await readAuditLog(db, { limit: 10 })).filter((e) => e.action === 'case-duplicate-link')
    expect(entry).toMatchObject({ target: second, details: { with: first, relation: 'duplicate-of' } })

    // Linked, on both: the earlier case lists the later one it was linked to.
    expect((await services.duplicates(second, marie))![0]!.link).toMatchObject({ relation: 'duplicate-of', actor: marie.name })
    expect((await services.duplicates(first, marie))!.map((c) => [c.reference, c.link?.relation, c.criteria])).toEqual([
      [second, 'duplicated-by', ['product', 'reactionDate', 'initials', 'email']],
    ])

    // No double link, from either side; nothing closed or merged.
    expect(await services.linkDuplicate(second, { other: first, relation: 'same-event', typed: true }, marie)).toEqual({
      ok: false,
      reason: 'duplicate-linked-already',
    })
    expect(await services.linkDuplicate(first, { other: second, relation: 'same-event', typed: true }, marie)).toEqual({
      ok: false,
      reason: 'duplicate-linked-already',
    })
    expect(await services.dismissDuplicate(second, first, marie)).toEqual({ ok: false, reason: 'duplicate-linked-already' })
    expect(mine.status).toBe('new')
  })

  it('undoes a link made in error, with its reason, from either side: both histories keep the link and why it was undone', async () => {
    const { db, services } = await desk()
    const first = await submit(db, report, daysBefore(3))
    const second = await submit(db, report, daysBefore(1))
    expect(await services.unlinkDuplicate(second, first, 'Two patients', marie)).toEqual({ ok: false, reason: 'duplicate-not-linked' })
    await services.linkDuplicate(second, { other: first, relation: 'duplicate-of', typed: false }, marie)
    expect(await services.unlinkDuplicate(second, first, '  ', marie)).toEqual({ ok: false, reason: 'duplicate-reason-required' })
    expect(await services.unlinkDuplicate(second, first, 'x'.repeat(501), marie)).toEqual({
      ok: false,
      reason: 'duplicate-reason-too-long',
    })
    expect(await services.unlinkDuplicate(second, first, 'Two patients', olivier)).toEqual({ ok: false, reason: 'forbidden' })
    // From the earlier case's page: the same link, seen from its side.
    expect(await services.unlinkDuplicate(first, second, ' Two patients: the initials are a coincidence ', marie)).toEqual({ ok: true })

    const [mine, theirs] = [(await services.viewCase(second, marie))!, (await services.viewCase(first, marie))!]
    expect(mine.history.map((e) => e.kind).slice(-2)).toEqual(['duplicate-link', 'duplicate-unlink'])
    expect(mine.history.at(-1)).toMatchObject({
      actor: marie.name,
      details: { with: first, relation: 'duplicate-of', reason: 'Two patients: the initials are a coincidence' },
    })
    expect(theirs.history.at(-1)).toMatchObject({ kind: 'duplicate-unlink', details: { with: second, relation: 'duplicated-by' } })
    const [entry] = (await readAuditLog(db, { limit: 10 })).filter((e) => e.action === 'case-duplicate-unlink')
    expect(entry).toMatchObject({ target: first, details: { with: second, relation: 'duplicated-by' } })

    // Listed again as a candidate, unlinked, to link or dismiss anew; once.
    expect((await services.duplicates(second, marie))!.map((c) => [c.reference, c.link])).toEqual([[first, null]])
    expect(await services.duplicates(first, marie)).toEqual([])
    expect(await services.unlinkDuplicate(second, first, 'Again', marie)).toEqual({ ok: false, reason: 'duplicate-not-linked' })
    expect(await services.dismissDuplicate(second, first, marie)).toEqual({ ok: true })
  })

  it('refuses a case that is not one, the case itself, and a listed candidate that no longer matches; links a typed reference', async () => {
    const { db, services } = await desk()
    const first = await submit(db, report, daysBefore(3))
    const unrelated = await submit(
      db,
      { ...report, email: 'x@example.com', aePatientInitials: 'ZZ', suspectProduct: 'ruzurgi' },
      daysBefore(2),
    )
    const second = await submit(db, report, daysBefore(1))
    const link = (other: string, typed: boolean) => services.linkDuplicate(second, { other, relation: 'same-event', typed }, marie)
    expect(await link('MI-2026-999999', true)).toEqual({ ok: false, reason: 'duplicate-unknown' })
    expect(await link('nonsense', true)).toEqual({ ok: false, reason: 'duplicate-unknown' })
    expect(await link(second, true)).toEqual({ ok: false, reason: 'duplicate-same-case' })
    expect(await link(unrelated, false)).toEqual({ ok: false, reason: 'duplicate-not-candidate' })
    expect(await services.linkDuplicate('MI-2026-999999', { other: first, relation: 'same-event', typed: true }, marie)).toEqual({
      ok: false,
      reason: 'not-found',
    })
    const refusedEntries = await db.select().from(staffAuditLog)
    expect(refusedEntries.filter((e) => e.action === 'case-duplicate-link')).toEqual([])

    // Staff know better than the forms: a reference typed links what nothing matched, and says so.
    expect(await link(unrelated, true)).toEqual({ ok: true })
    expect((await services.viewCase(unrelated, marie))!.history.at(-1)).toMatchObject({
      kind: 'duplicate-link',
      details: { with: second, relation: 'same-event', basis: 'typed', criteria: [] },
    })
  })

  it('dismisses a candidate: no longer listed, in both histories and the log; only a listed one, once', async () => {
    const { db, services } = await desk()
    const first = await submit(db, report, daysBefore(3))
    const second = await submit(db, report, daysBefore(1))
    expect(await services.dismissDuplicate(first, second, marie)).toEqual({ ok: false, reason: 'duplicate-not-candidate' })
    expect(await services.dismissDuplicate(second, first, marie)).toEqual({ ok: true })
    expect(await services.dismissDuplicate(second, first, marie)).toEqual({ ok: false, reason: 'duplicate-not-candidate' })
    expect(await services.duplicates(second, marie)).toEqual([])
    expect((await services.viewCase(second, marie))!.history.at(-1)).toMatchObject({ kind: 'duplicate-dismiss', details: { with: first } })
    expect((await services.viewCase(first, marie))!.history.at(-1)).toMatchObject({ kind: 'duplicate-dismiss', details: { with: second } })
    expect((await readAuditLog(db, { limit: 10 })).filter((e) => e.action === 'case-duplicate-dismiss')).toHaveLength(1)
    // A dismissal is no verdict on a typed link later: the team may still link them by reference.
    expect(await services.linkDuplicate(second, { other: first, relation: 'same-event', typed: true }, marie)).toEqual({ ok: true })
    expect((await services.duplicates(second, marie))!.map((c) => c.link?.relation)).toEqual(['same-event'])
  })

  it('compares two cases, audited as such', async () => {
    const { db, services } = await desk()
    const first = await submit(db, report, daysBefore(3))
    const second = await submit(db, { ...report, aeDescription: 'Dizzy and tired.' }, daysBefore(1))
    const comparison = (await services.compareCases(second, first, marie))!
    expect(comparison.current.reference).toBe(second)
    expect(comparison.other.reference).toBe(first)
    expect(comparison.criteria).toContain('initials')
    expect(await services.compareCases(second, second, marie)).toBeNull()
    // An entry for each case read, newest first: the log's filter by either case finds it.
    const entries = (await readAuditLog(db, { limit: 5 })).filter((e) => e.action === 'case-compare')
    expect(entries.map((e) => [e.target, e.details.with])).toEqual([
      [second, first],
      [first, second],
    ])
  })
})

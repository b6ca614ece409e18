import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { openDatabase } from '../db/database.ts'
import { outbox, referenceCounters, submissions } from '../db/schema.ts'
import { formatReference } from '../../app/forms/domain/reference.ts'
import { storeSubmission, type NewSubmission } from './submissions.ts'
import { openTestDatabase } from '../../tests/support/test-database-handle.ts'
import { testBackends } from '../../tests/support/test-databases.ts'

const receivedAt = new Date('2026-03-04T15:00:00Z')

function submission(overrides: Partial<NewSubmission> = {}): NewSubmission {
  return {
    form: 'contact',
    referencePrefix: 'CT',
    lang: 'fr',
    receivedAt,
    adverseEvent: false,
    qualityProblem: false,
    suspectedSpam: false,
    answers: { firstName: 'Élise', message: 'Bonjour « test »' },
    messages: (reference) => [
      {
        kind: 'team',
        message: {
          from: 'site@example.com',
          to: 'team@example.com',
          subject: reference,
          text: 'body',
          messageId: `<${reference}.team@example.com>`,
        },
      },
    ],
    ...overrides,
  }
}

describe.each(testBackends)('storage on $name', (backend) => {
  it('applies the migrations on open, stores a submission with its notifications, and keeps it across a restart', async () => {
    const { handle, reopen } = await openTestDatabase(backend)
    const stored = await storeSubmission(handle.db, submission({ adverseEvent: true, suspectedSpam: true }))
    expect(stored.reference).toBe('CT-2026-000001')
    await handle.close()

    const reopened = await reopen()
    const [row] = await reopened.db.select().from(submissions).where(eq(submissions.reference, stored.reference))
    expect(row).toMatchObject({
      form: 'contact',
      lang: 'fr',
      adverseEvent: true,
      suspectedSpam: true,
      answers: { firstName: 'Élise', message: 'Bonjour « test »' },
    })
    expect(row!.receivedAt.toISOString()).toBe(receivedAt.toISOString())
    const mails = await reopened.db.select().from(outbox).where(eq(outbox.submissionId, row!.id))
    expect(mails).toHaveLength(1)
    expect(mails[0]).toMatchObject({ kind: 'team', attempts: 0, sentAt: null, message: { subject: 'CT-2026-000001' } })
  })

  it('numbers each form separately, per year, without gaps or repeats under concurrent posts', async () => {
    const { handle } = await openTestDatabase(backend)
    const contact = await Promise.all(Array.from({ length: 12 }, () => storeSubmission(handle.db, submission())))
    const medical = await storeSubmission(handle.db, submission({ form: 'medical-information', referencePrefix: 'MI' }))
    const nextYear = await storeSubmission(handle.db, submission({ receivedAt: new Date('2027-01-01T05:30:00Z') }))
    expect(contact.map((s) => s.reference).sort()).toEqual(Array.from({ length: 12 }, (_, i) => formatReference('CT', 2026, i + 1)))
    expect(medical.reference).toBe('MI-2026-000001')
    expect(nextYear.reference).toBe('CT-2027-000001')
  })

  it('takes the year at head office: 4 a.m. UTC on New Year’s Day is still the old year in Toronto', async () => {
    const { handle } = await openTestDatabase(backend)
    expect((await storeSubmission(handle.db, submission({ receivedAt: new Date('2027-01-01T04:00:00Z') }))).reference).toBe(
      'CT-2026-000001',
    )
  })

  it('rolls everything back when any part fails: no row, no notification, no number used', async () => {
    const { handle } = await openTestDatabase(backend)
    await expect(
      storeSubmission(
        handle.db,
        submission({
          messages: () => {
            throw new Error('composition failed')
          },
        }),
      ),
    ).rejects.toThrow()
    expect(await handle.db.select().from(submissions)).toEqual([])
    expect(await handle.db.select().from(outbox)).toEqual([])
    expect(await handle.db.select().from(referenceCounters)).toEqual([])
    expect((await storeSubmission(handle.db, submission())).reference).toBe('CT-2026-000001')
  })
})

describe('an unreachable database', () => {
  it('is reported as not ready, and storing fails instead of hanging', async () => {
    const handle = openDatabase({ url: 'postgres://nobody@127.0.0.1:9/none', dataDir: '', retryMs: 50 })
    try {
      expect(await handle.ready(300)).toBe(false)
      await expect(storeSubmission(handle.db, submission())).rejects.toThrow()
      await expect(handle.ping()).rejects.toThrow()
    } finally {
      await handle.close()
    }
  })
})

import { eq } from 'drizzle-orm'
import { RouterContextProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { getPage } from '../../app/content/content.server.ts'
import type { FormActionData } from '../../app/forms/action-data.ts'
import { handleFormPost } from '../../app/forms/form-action.server.ts'
import { formTranslator } from '../../app/forms/domain/messages/index.ts'
import { acceptedPost } from '../../app/forms/domain/services.ts'
import { formPostContext, formServicesContext } from '../../app/forms/services-context.server.ts'
import { minimalSideEffect, toFormData } from '../../tests/support/test-answers.ts'
import { openTestDatabase, testTempDir } from '../../tests/support/test-database-handle.ts'
import { testBackends } from '../../tests/support/test-databases.ts'
import { destructionRecords, staffCaseEvents, staffCases, submissions } from '../db/schema.ts'
import { createFormServices } from '../forms/submit.ts'
import { erasePerson } from './person.ts'
import { runRetention } from './retention.ts'

const mail = {
  from: '"Nordora Pharma" <no-reply@nordorapharma.ca>',
  teamAddresses: { contact: 'info@nordorapharma.ca', 'medical-information': 'medinfo@nordorapharma.ca' },
  teamLang: 'en' as const,
}
const receivedAt = new Date('2026-03-04T15:00:00Z')
/** Far past any period of the schedule: 40 years on. */
const muchLater = new Date('2066-03-04T15:00:00Z')

/**
 * A side-effect report is an adverse event report: the pharmacovigilance rules keep it, so neither the retention
 * schedule nor a person's erasure destroys it. Sent through the real form, as a visitor sends it.
 */
describe.each(testBackends)('a side-effect report on $name, for privacy', { timeout: 60_000 }, (backend) => {
  async function sent(lang: 'en' | 'fr') {
    const { handle: database } = await openTestDatabase(backend)
    const mailDir = testTempDir('nordora-side-effect-mail-')
    const url = new URL(`http://localhost${lang === 'en' ? '/en/report-side-effect' : '/fr/declarer-effet-secondaire'}`)
    const request = new Request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: toFormData(minimalSideEffect),
    })
    const context = new RouterContextProvider(
      new Map<Parameters<RouterContextProvider['get']>[0], unknown>([
        [formPostContext, acceptedPost],
        [formServicesContext, createFormServices({ database, mail, now: () => receivedAt })],
      ]),
    )
    const result = (await handleFormPost({ request, context, url })) as unknown as { data: FormActionData }
    expect(result.data).toMatchObject({ status: 'confirmed', form: 'side-effect', adverseEvent: true })
    const [row] = await database.db.select().from(submissions)
    return { db: database.db, mailDir, row: row! }
  }

  it('records the privacy notice’s version and the wording the sender was shown, in the page’s language', async () => {
    for (const lang of ['en', 'fr'] as const) {
      const { row } = await sent(lang)
      const t = formTranslator(lang)
      expect(row.consent).toEqual({
        noticeVersion: getPage('privacy', lang)!.dateModified,
        wording: [`${t('form.privacy.text')} ${t('form.privacy.link')}`],
      })
      expect(row.consent!.noticeVersion).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    }
  })

  it('is never destroyed by the retention schedule, its case closed decades ago, even with its flag lost', async () => {
    const { db, mailDir, row } = await sent('en')
    await db.insert(staffCases).values({
      submissionId: row.id,
      reference: row.reference,
      form: row.form,
      lang: 'en',
      receivedAt,
      adverseEvent: true,
      qualityProblem: false,
      suspectedSpam: false,
      status: 'closed',
      triageDue: '2026-03-05',
      updatedAt: receivedAt,
    })
    await db
      .insert(staffCaseEvents)
      .values({ submissionId: row.id, at: receivedAt, actor: 'Marie', kind: 'status', details: { from: 'answered', to: 'closed' } })

    const preview = await runRetention(db, { now: muchLater, mailDir, apply: false })
    expect(preview.references).toEqual([])
    await runRetention(db, { now: muchLater, mailDir, apply: true })
    // A report whose stored flag says otherwise is still one by its form.
    await db.update(submissions).set({ adverseEvent: false, suspectedSpam: true }).where(eq(submissions.id, row.id))
    await runRetention(db, { now: muchLater, mailDir, apply: true })
    expect((await db.select({ reference: submissions.reference }).from(submissions)).map((item) => item.reference)).toEqual([row.reference])
    expect(await db.select().from(staffCases)).toHaveLength(1)
    expect(JSON.stringify(await db.select().from(destructionRecords))).not.toContain(row.reference)
  })

  it('is refused erasure for pharmacovigilance, even with its flag lost, and kept whole', async () => {
    const { db, mailDir, row } = await sent('en')
    const erase = () => erasePerson(db, minimalSideEffect.email, { mailDir, actor: 'Olivier', at: muchLater })
    expect(await erase()).toMatchObject({
      erased: [],
      refused: [{ reference: row.reference, reason: 'pharmacovigilance', detail: null }],
    })
    await db.update(submissions).set({ adverseEvent: false }).where(eq(submissions.id, row.id))
    expect((await erase()).refused).toEqual([{ reference: row.reference, reason: 'pharmacovigilance', detail: null }])
    const [kept] = await db.select().from(submissions)
    expect(kept).toMatchObject({ reference: row.reference, form: 'side-effect', answers: minimalSideEffect })
  })
})

import { describe, expect, it } from 'vitest'
import { isSeriousAdverseEvent } from '../../app/staff/domain/serious.ts'
import { minimalSideEffect, sideEffectDetails, toFormData, validMedicalInformation } from '../../tests/support/test-answers.ts'
import { postToFormAction } from '../../tests/support/form-post.ts'
import { databaseForDescribe } from '../../tests/support/test-database-handle.ts'
import { testBackends } from '../../tests/support/test-databases.ts'
import { testMailConfig } from '../../tests/support/test-mail.ts'
import { outbox, submissions } from '../db/schema.ts'
import { COMPANY_TIME_ZONE } from '../../app/config/constants.ts'
import { createStaffServices } from '../staff/cases.ts'
import { createFormServices } from './submit.ts'

describe.each(testBackends)('a side-effect report, stored on $name', { timeout: 60_000 }, (backend) => {
  const databases = databaseForDescribe(backend)
  async function site() {
    const database = await databases.fresh()
    const services = createFormServices({ database, mail: testMailConfig, now: () => new Date('2026-03-04T15:00:00Z') })
    async function post(path: string, answers: Record<string, string | readonly string[]>) {
      const { status, body } = await postToFormAction(path, toFormData(answers), { services })
      return { status, body }
    }
    const rows = async () => ({
      submissions: await database.db.select().from(submissions).orderBy(submissions.id),
      outbox: await database.db.select().from(outbox).orderBy(outbox.id),
    })
    return { post, rows, database }
  }

  it('takes the four minimum elements alone, numbers the report in the MI sequence, flags it, and queues the urgent e-mail', async () => {
    const { post, rows } = await site()
    const outcome = await post('/en/report-side-effect', minimalSideEffect)
    expect(outcome).toEqual({
      status: 200,
      body: {
        status: 'confirmed',
        form: 'side-effect',
        reference: 'MI-2026-000001',
        adverseEvent: true,
        acknowledgementTo: 'sam.okafor@example.com',
      },
    })
    const { submissions: stored, outbox: mails } = await rows()
    expect(stored).toHaveLength(1)
    expect(stored[0]).toMatchObject({
      form: 'side-effect',
      lang: 'en',
      adverseEvent: true,
      qualityProblem: false,
      answers: minimalSideEffect,
    })
    expect(mails.map((row) => row.kind)).toEqual(['team', 'acknowledgement'])
    const [team, acknowledgement] = mails.map((row) => row.message as { to: string; subject: string; text: string; headers?: object })
    expect(team).toMatchObject({ to: 'medinfo@nordorapharma.ca', headers: { Priority: 'urgent' } })
    expect(team!.subject).toBe('URGENT – ADVERSE EVENT – Side-effect report – MI-2026-000001')
    expect(team!.text).toContain('Describe the side effect: Test report: dizziness the morning after the first dose.')
    expect(team!.text).toContain('You are: A caregiver or family member')
    expect(acknowledgement).toMatchObject({ to: 'sam.okafor@example.com' })
    expect(acknowledgement!.text).toContain('Hello Sam Okafor,')
  })

  it('shares the MI sequence with the medical-information form, answers in the page’s language, and sends no acknowledgement without an e-mail', async () => {
    const { post, rows } = await site()
    expect((await post('/en/medicalinformation', validMedicalInformation)).body).toMatchObject({ reference: 'MI-2026-000001' })
    const { email: _email, ...byPhone } = minimalSideEffect
    const outcome = await post('/fr/declarer-effet-secondaire', {
      ...byPhone,
      phone: '514 555-0199',
      ...sideEffectDetails,
    })
    expect(outcome.body).toMatchObject({ status: 'confirmed', reference: 'MI-2026-000002', acknowledgementTo: null })
    const { submissions: stored, outbox: mails } = await rows()
    const report = stored[1]!
    expect(report).toMatchObject({ lang: 'fr', adverseEvent: true, answers: { aeStartDate: '2026-03-27', aeSerious: 'yes' } })
    expect(isSeriousAdverseEvent('side-effect', report.answers as Record<string, unknown>)).toBe(true)
    const reportMails = mails.filter((row) => row.submissionId === report.id)
    expect(reportMails.map((row) => row.kind)).toEqual(['team'])
    expect(reportMails[0]!.message).not.toHaveProperty('replyTo')
  })

  it('refuses a report missing an element with its errors and a 400, storing nothing', async () => {
    const { post, rows } = await site()
    const { aeDescription: _description, ...noReaction } = minimalSideEffect
    const outcome = await post('/en/report-side-effect', noReaction)
    expect(outcome.status).toBe(400)
    expect(outcome.body.status === 'returned' && outcome.body.result.error).toEqual({ aeDescription: ['form.error.required'] })
    expect((await rows()).submissions).toHaveLength(0)
  })

  it('opens a case in the staff inbox like any adverse event, serious with the Health Canada clock when said so', async () => {
    const { post, database } = await site()
    await post('/en/report-side-effect', minimalSideEffect)
    await post('/en/report-side-effect', { ...minimalSideEffect, aeSerious: 'yes', aeSeriousCriteria: 'hospitalization' })
    const staff = createStaffServices({ db: database.db, timeZone: COMPANY_TIME_ZONE, now: () => new Date('2026-03-04T16:00:00Z') })
    const reports = await staff.listCases({ form: 'side-effect', adverseEvent: true })
    expect(reports.total).toBe(2)
    const [serious, other] = [...reports.cases].sort((a, b) => b.reference.localeCompare(a.reference))
    expect(serious).toMatchObject({ reference: 'MI-2026-000002', seriousAdverseEvent: true })
    expect(serious!.reportDue).not.toBeNull()
    expect(other).toMatchObject({ reference: 'MI-2026-000001', seriousAdverseEvent: false, reportDue: null })
    const reader = { subject: 'm', name: 'M', email: null, roles: ['medical-information' as const] }
    expect((await staff.viewCase('MI-2026-000002', reader))!.answers).toMatchObject({ aeSeriousCriteria: ['hospitalization'] })
  })
})

import { describe, expect, it } from 'vitest'
import { getPage } from '../content/content.server.ts'
import type { FormServices, SubmissionRequest } from './domain/services.ts'
import { postToFormAction, type FormPostOutcome } from '../../tests/support/form-post.ts'
import { adverseEventAnswers, toFormData, validContact, validMedicalInformation } from '../../tests/support/test-answers.ts'

function recordingServices(
  result: Awaited<ReturnType<FormServices['submit']>> = { ok: true, reference: 'MI-2026-000001', receivedAt: '2026-03-04T15:00:00.000Z' },
) {
  const requests: SubmissionRequest[] = []
  return { requests, services: { submit: async (request: SubmissionRequest) => (requests.push(request), result) } satisfies FormServices }
}

/** A post to the action; services that record what they are asked to store unless the test gives its own, or null. */
const post = (
  path: string,
  body: BodyInit,
  { services = recordingServices().services, ...options }: Partial<Parameters<typeof postToFormAction>[2]> = {},
) => postToFormAction(path, body, { services, ...options })

const returned = (outcome: FormPostOutcome) => {
  if (outcome.body.status !== 'returned') throw new Error(`expected the form back, got ${outcome.body.status}`)
  return outcome.body.result
}

describe('handleFormPost', () => {
  it('stores a valid request and confirms it with its reference, never cached', async () => {
    const { requests, services } = recordingServices()
    const outcome = await post('/en/medicalinformation', toFormData({ ...validMedicalInformation, ...adverseEventAnswers }), { services })
    expect(outcome.status).toBe(200)
    expect(outcome.body).toEqual({
      status: 'confirmed',
      form: 'medical-information',
      reference: 'MI-2026-000001',
      adverseEvent: true,
      acknowledgementTo: 'alex.martin@example.com',
    })
    expect(outcome.headers.get('Cache-Control')).toBe('no-store')
    expect(requests).toHaveLength(1)
    expect(requests[0]).toMatchObject({
      form: 'medical-information',
      lang: 'en',
      suspectedSpam: false,
      answers: { adverseEvent: 'yes', aeStartDate: '2026-03-27' },
    })
  })

  it('sends with the submission the privacy notice’s version and the consent wording shown, in the page’s language', async () => {
    const { requests, services } = recordingServices({ ok: true, reference: 'CT-2026-000009', receivedAt: '2026-03-04T15:00:00.000Z' })
    await post('/fr/nousjoindre', toFormData(validContact), { services })
    const consent = requests[0]!.consent!
    expect(consent.noticeVersion).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(consent.noticeVersion).toBe(getPage('privacy', 'fr')!.dateModified)
    expect(consent.wording).toEqual([expect.stringContaining('politique de confidentialité'), expect.stringContaining('J’accepte')])
  })

  it('reads dates and answers in the language of the page', async () => {
    const { requests, services } = recordingServices()
    await post('/fr/informationmedicale', toFormData({ ...validMedicalInformation, ...adverseEventAnswers }), {
      services,
    })
    expect(requests[0]).toMatchObject({ lang: 'fr', answers: { aeStartDate: '2026-03-27' } })
  })

  it('stores a honeypot submission flagged as suspected spam and answers as usual, without an acknowledgement', async () => {
    const { requests, services } = recordingServices({ ok: true, reference: 'CT-2026-000009', receivedAt: '2026-03-04T15:00:00.000Z' })
    const outcome = await post('/en/contactus', toFormData({ ...validContact, website: 'http://spam.example' }), { services })
    expect(outcome.status).toBe(200)
    expect(outcome.body).toMatchObject({ status: 'confirmed', reference: 'CT-2026-000009', acknowledgementTo: null })
    expect(requests[0]!.suspectedSpam).toBe(true)
    expect(requests[0]!.answers).not.toHaveProperty('website')
  })

  it('returns empty and malformed answers with their errors and every value kept (400)', async () => {
    const outcome = await post('/en/contactus', toFormData({ ...validContact, email: 'nope', firstName: '' }))
    expect(outcome.status).toBe(400)
    const result = returned(outcome)
    expect(result.error).toMatchObject({ email: ['form.error.email'], firstName: ['form.error.required'] })
    expect(result.initialValue).toMatchObject({ email: 'nope', lastName: 'Tremblay', message: validContact.message })
  })

  it('answers 503 with the answers kept when the submission cannot be stored, and when no server provides storage', async () => {
    for (const services of [recordingServices({ ok: false, reason: 'unavailable' }).services, null]) {
      const outcome = await post('/fr/nousjoindre', toFormData(validContact), { services })
      expect(outcome.status).toBe(503)
      const result = returned(outcome)
      expect(result.error).toEqual({ '': ['form.notice.unavailable'] })
      expect(result.initialValue).toMatchObject({ firstName: 'Marie', message: validContact.message })
    }
  })

  it('answers a rate-limited post 429 with its answers kept and nothing stored', async () => {
    const { requests, services } = recordingServices()
    const outcome = await post('/en/contactus', toFormData(validContact), { verdict: { rateLimited: true }, services })
    expect(outcome.status).toBe(429)
    expect(returned(outcome)).toMatchObject({ error: { '': ['form.notice.rateLimited'] }, initialValue: { firstName: 'Marie' } })
    expect(requests).toHaveLength(0)
  })

  it('refuses a post from another site (403) without echoing it, and one declared too large (413) without reading it', async () => {
    const foreign = await post('/en/contactus', toFormData(validContact), { verdict: { foreignOrigin: true } })
    expect(foreign.status).toBe(403)
    expect(returned(foreign)).toEqual({ status: 'error', error: { '': ['form.notice.origin'] } })
    const large = await post('/en/contactus', toFormData(validContact), { verdict: { tooLarge: true } })
    expect(large.status).toBe(413)
  })

  it('answers other malformed posts with a 4xx, never storing them', async () => {
    const { requests, services } = recordingServices()
    const cases: [BodyInit, { type?: string; method?: string }, number][] = [
      ['{"firstName":"Marie"}', { type: 'application/json' }, 415],
      ['firstName=%E9t%E9', {}, 400],
      ['firstName=%', {}, 400],
      [new Uint8Array([0x66, 0x3d, 0xc3, 0x28]), {}, 400],
      ['x'.repeat(300 * 1024), {}, 413],
      [toFormData({ ...validContact, province: ['QC', 'ON'] }), {}, 400],
      [toFormData({ ...validContact, requesterType: 'robot' }), {}, 400],
      [toFormData({ ...validContact, consent: 'true' }), {}, 400],
      [toFormData({ ...validContact, message: 'x'.repeat(6_000) }), {}, 400],
      [toFormData(validContact), { method: 'PUT' }, 405],
    ]
    for (const [body, options, status] of cases) {
      expect((await post('/en/contactus', body, { ...options, services })).status, String(body).slice(0, 40)).toBe(status)
    }
    expect(requests).toHaveLength(0)
  })

  it('answers hostile shapes with a small 4xx at once: array indices, repeated fields, unknown names, too much text', async () => {
    const { requests, services } = recordingServices()
    const repeated = (name: string, count: number) => Array.from({ length: count }, () => `${name}=`).join('&')
    const cases: [string, string, number][] = [
      ['an array index of 200 million', 'x%5B200000000%5D=1', 400],
      ['an array index of 10 million on a real field', 'message%5B10000000%5D=1', 400],
      ['one field repeated 25,000 times', repeated('message', 25_000), 400],
      [
        'a checkbox group repeated past its options',
        `${new URLSearchParams(validContact as Record<string, string>)}&${repeated('province', 80)}`,
        400,
      ],
      [
        'four long answers of 6,000 characters',
        ['message', 'firstName', 'lastName', 'email'].map((name) => `${name}=${'x'.repeat(6_000)}`).join('&'),
        413,
      ],
    ]
    for (const [name, body, status] of cases) {
      const started = performance.now()
      const outcome = await post('/en/contactus', body, { services })
      expect(outcome.status, name).toBe(status)
      expect(performance.now() - started, name).toBeLessThan(250)
      expect(JSON.stringify(outcome.body).length, name).toBeLessThan(8_000)
    }
    expect(requests).toHaveLength(0)
  })

  it('never echoes fields the form does not have', async () => {
    const outcome = await post(
      '/en/contactus',
      `${new URLSearchParams({ ...(validContact as Record<string, string>), email: 'nope' })}&injected=${'y'.repeat(5_000)}`,
    )
    expect(outcome.status).toBe(400)
    expect(returned(outcome).initialValue).not.toHaveProperty('injected')
  })
})

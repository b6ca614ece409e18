import { parse } from '@conform-to/dom'
import { data, type RouterContextProvider } from 'react-router'
import { requireScreen } from '../content/page-data.server.ts'
import { formPostContext, formServicesContext } from './services-context.server.ts'
import type { FormActionData } from './action-data.ts'
import { errorMessage, type ErrorKey } from './domain/error-message.ts'
import { submissionFlags } from './domain/flags.ts'
import { contactSchema } from './domain/contact-schema.ts'
import { formOfScreen, type FormKind } from './domain/form-kinds.ts'
import { medicalInformationSchema } from './domain/medical-information-schema.ts'
import { sideEffectSchema } from './domain/side-effect-schema.ts'
import { filledHoneypot, parseSubmission, SUBMISSION_KEY_FIELD } from './domain/parse-submission.ts'
import { knownFields } from './known-fields.server.ts'
import { readFormBody } from './read-form-body.server.ts'
import { consentRecord } from './consent-record.server.ts'
import type { Lang } from '../routing/route-table.ts'

// Answers carry health information: no shared cache, no browser cache, ever.
const headers = { 'Cache-Control': 'no-store' }

const returned = (status: number, result: Extract<FormActionData, { status: 'returned' }>['result']) =>
  data<FormActionData>({ status: 'returned', result }, { status, headers })

/**
 * A refusal before the answers are read: nothing to keep, only the reason. A body too large was not read to its
 * end: the connection closes after the answer rather than wait for the rest.
 */
const refused = (status: number, notice: ErrorKey) =>
  data<FormActionData>(
    { status: 'returned', result: { status: 'error', error: { '': [errorMessage(notice)] } } },
    { status, headers: status === 413 ? { ...headers, Connection: 'close' } : headers },
  )

const bodyNotices = { 400: 'form.notice.badRequest', 413: 'form.notice.tooLarge', 415: 'form.notice.badRequest' } as const

/**
 * A post's answers checked with its form's schema, each form in its own branch: the answers come out typed as
 * that form's, beside its name, so the request to the submission service is checked by the compiler, not cast.
 */
function checkAnswers(form: FormKind, lang: Lang, fields: URLSearchParams) {
  if (form === 'contact') {
    const submission = parseSubmission(fields, contactSchema)
    return { submission, answered: submission.status === 'success' ? { form, answers: submission.value } : undefined }
  }
  if (form === 'side-effect') {
    const submission = parseSubmission(fields, sideEffectSchema(lang))
    return { submission, answered: submission.status === 'success' ? { form, answers: submission.value } : undefined }
  }
  const submission = parseSubmission(fields, medicalInformationSchema(lang))
  return { submission, answered: submission.status === 'success' ? { form, answers: submission.value } : undefined }
}

/**
 * The action of the form screens, told apart by their path. Every refusal
 * is a 4xx with a translated notice; the confirmation (200) comes only after
 * the commit; a storage failure is a 503 that keeps the answers and gives
 * the phone number.
 */
export async function handleFormPost({ request, context, url }: { request: Request; context: Readonly<RouterContextProvider>; url: URL }) {
  const { lang, screen } = requireScreen(url)
  const form = formOfScreen(screen.name)
  if (request.method !== 'POST') return refused(405, 'form.notice.badRequest')
  const verdict = context.get(formPostContext)
  if (verdict.foreignOrigin) return refused(403, 'form.notice.origin')
  if (verdict.tooLarge) return refused(413, 'form.notice.tooLarge')

  const body = await readFormBody(request, verdict.maxBytes)
  if (!body.ok) return refused(body.status, bodyNotices[body.status])
  const fields = knownFields(form, body.fields)
  if (!fields) return refused(413, 'form.notice.tooLarge')

  if (verdict.rateLimited) {
    const kept = parse<unknown, string[]>(fields, { resolve: () => ({ error: {} }) })
    return returned(429, kept.reply({ formErrors: [errorMessage('form.notice.rateLimited')] }))
  }

  const { submission, answered } = checkAnswers(form, lang, fields)
  if (!answered) return returned(400, submission.reply())

  const services = context.get(formServicesContext)
  const suspectedSpam = filledHoneypot(fields)
  const result = services
    ? await services.submit({
        ...answered,
        lang,
        suspectedSpam,
        submissionKey: fields.get(SUBMISSION_KEY_FIELD) ?? undefined,
        sentFields: [...fields].filter(([name]) => name !== SUBMISSION_KEY_FIELD),
        consent: consentRecord(form, lang),
      })
    : ({ ok: false, reason: 'unavailable' } as const)
  if (!result.ok) return returned(503, submission.reply({ formErrors: [errorMessage('form.notice.unavailable')] }))

  return data<FormActionData>(
    {
      status: 'confirmed',
      form,
      reference: result.reference,
      adverseEvent: submissionFlags(answered).adverseEvent,
      acknowledgementTo: suspectedSpam ? null : (answered.answers.email ?? null),
    },
    { headers },
  )
}

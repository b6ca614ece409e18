import { data } from 'react-router'
import { answerLines } from '../forms/domain/answer-lines.ts'
import { formTranslator } from '../forms/domain/messages/index.ts'
import type { SubmissionRequest } from '../forms/domain/services.ts'
import type { Lang } from '../routing/route-table.ts'
import type { CaseDetail, StaffServices } from './domain/services.ts'

/** References look like `MI-2026-000123`: anything else is no case, without asking the database. */
const REFERENCE = /^[A-Z]{2}-\d{4}-\d{6,}$/

/** A case and its answers as label and text in the page's language (dates as the visitor typed them); 404 when there is none. */
export async function loadCase(services: StaffServices, reference: string | undefined, lang: Lang) {
  const found = reference && REFERENCE.test(reference) ? await services.getCase(reference) : null
  if (!found) throw data({ staff: 'not-found' }, { status: 404 })
  const { answers, ...rest } = found satisfies CaseDetail
  const request = { form: found.form, lang: found.lang, answers, suspectedSpam: found.suspectedSpam } as SubmissionRequest
  return { ...rest, answers: answerLines(request, formTranslator(lang), found.lang) }
}

export type LoadedCase = Awaited<ReturnType<typeof loadCase>>

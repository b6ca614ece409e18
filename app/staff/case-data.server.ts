import { data } from 'react-router'
import { answerTexts } from '../forms/domain/answer-lines.ts'
import { formTranslator } from '../forms/domain/messages/index.ts'
import type { SubmissionRequest } from '../forms/domain/services.ts'
import type { Lang } from '../routing/route-table.ts'
import { answerLabels, requestField } from './answer-labels.ts'
import type { CaseDetail, StaffServices, StaffUser } from './domain/services.ts'
import { staffTranslator } from './messages/index.ts'
import { replyAddress, replyLanguage } from './domain/reply.ts'

/** References look like `MI-2026-000123`: anything else is no case, without asking the database. */
const REFERENCE = /^[A-Z]{2}-\d{4}-\d{6,}$/

/**
 * A case and its answers as label and text in the page's language, labelled in the team’s words (dates with the
 * month in words), the request itself apart; its view or print audited by the case desk; 404 when there is none.
 */
export async function loadCase(
  services: StaffServices,
  reference: string | undefined,
  lang: Lang,
  actor: StaffUser,
  purpose: 'view' | 'print' = 'view',
) {
  const found = reference && REFERENCE.test(reference) ? await services.viewCase(reference, actor, purpose) : null
  if (!found) throw data({ staff: 'not-found' }, { status: 404 })
  const { answers, ...rest } = found satisfies CaseDetail
  const request = { form: found.form, lang: found.lang, answers, suspectedSpam: found.suspectedSpam } as SubmissionRequest
  const t = staffTranslator(lang)
  const lines = answerTexts(request, formTranslator(lang), lang).map(({ name, value }) => ({
    name,
    label: t(answerLabels[name as keyof typeof answerLabels]),
    value,
  }))
  const asked = requestField[found.form]
  return {
    ...rest,
    /** The request itself (the question, the message, the side effect described), read first. */
    request: lines.find((line) => line.name === asked) ?? null,
    answers: lines.filter((line) => line.name !== asked),
    /** Where and in which language a reply goes: the address the person gave, the language they asked for. */
    replyTo: replyAddress(answers),
    replyLang: replyLanguage(answers, found.lang),
  }
}

export type LoadedCase = Awaited<ReturnType<typeof loadCase>>

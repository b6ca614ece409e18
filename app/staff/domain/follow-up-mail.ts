import { formPhones } from '../../forms/domain/form-kinds.ts'
import { formTranslator } from '../../forms/domain/messages/index.ts'
import { formatInstant } from '../../i18n/format-date.ts'
import type { Lang } from '../../routing/route-table.ts'
import { staffTranslator } from '../messages/index.ts'
import { followUpQuestions, type AskedQuestion } from './follow-up.ts'
import { signOff } from './reply.ts'

/** A question in the reporter's words: the list's wording, or the team's own text. */
export const questionWording = (question: AskedQuestion, lang: Lang): string =>
  question.key === 'free' && question.text ? question.text : formTranslator(lang)(followUpQuestions[question.key].wording)

/**
 * The e-mail asking the reporter for more: the questions' generic wording and the link, in the reporter's language,
 * signed as a reply is. Nothing of the case is in it (no product, no side effect, no answer of theirs): an e-mail
 * crosses servers the company does not run, and the link is what opens the form.
 */
export function composeFollowUpRequest({
  lang,
  questions,
  link,
  expiresAt,
  sender,
  reference,
}: {
  lang: Lang
  questions: readonly AskedQuestion[]
  link: string
  expiresAt: Date
  sender: string
  reference: string
}): { subject: string; text: string } {
  const t = staffTranslator(lang)
  return {
    subject: t('staff.followUpMail.subject', { reference }),
    text: [
      t('staff.followUpMail.intro'),
      '',
      ...questions.map((question) => `- ${questionWording(question, lang)}`),
      '',
      t('staff.followUpMail.link', { expires: formatInstant(expiresAt, lang) }),
      link,
      '',
      t('staff.followUpMail.noAnswer', { phone: formPhones['medical-information'] }),
      '',
      ...signOff(lang, { sender, reference }),
    ].join('\n'),
  }
}

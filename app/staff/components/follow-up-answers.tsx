import type { Lang } from '../../routing/route-table.ts'
import { isFollowUpQuestion, type AnsweredQuestion, type AskedQuestion } from '../domain/follow-up.ts'
import { questionWording } from '../domain/follow-up-mail.ts'
import { staffTranslator } from '../messages/index.ts'

/** The questions of a history entry, as stored; anything this version does not know is left out, never shown raw. */
const questionsOf = <Q extends AskedQuestion>(value: unknown): Q[] =>
  (Array.isArray(value) ? value : []).filter((q): q is Q => typeof q === 'object' && q !== null && isFollowUpQuestion((q as Q).key))

/** The questions asked, in the staff page's language (the team's own question as it was typed), for a history line. */
export const followUpQuestionsText = (questions: unknown, lang: Lang) =>
  questionsOf(questions)
    .map((q) => questionWording(q, lang))
    .join('; ')

/** The reporter's answers, question by question, word for word: the new information the case now holds. */
export function FollowUpAnswers({ answers, lang }: { answers: unknown; lang: Lang }) {
  const t = staffTranslator(lang)
  return (
    <dl className="staff-history__answers" data-follow-up-answers="">
      {questionsOf<AnsweredQuestion>(answers).map((q, index) => (
        <div key={index}>
          <dt>{questionWording(q, lang)}</dt>
          <dd>{typeof q.answer === 'string' && q.answer ? q.answer : t('staff.followUp.noAnswer')}</dd>
        </div>
      ))}
    </dl>
  )
}

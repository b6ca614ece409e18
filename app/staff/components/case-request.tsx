import type { Lang } from '../../routing/route-table.ts'
import { staffTranslator } from '../messages/index.ts'

type Line = { name: string; label: string; value: string }

/** What the person asked, first, then every other answer in the team's words, in the form's order. */
export function CaseRequest({ request, answers, lang }: { request: Line | null; answers: Line[]; lang: Lang }) {
  const t = staffTranslator(lang)
  return (
    <>
      {request && (
        <section aria-labelledby="case-request" className="staff-request">
          <h2 id="case-request">{request.label}</h2>
          <p className="staff-request__text">{request.value}</p>
        </section>
      )}
      <section aria-labelledby="case-answers">
        <h2 id="case-answers">{t('staff.case.answers')}</h2>
        <dl className="staff-facts">
          {answers.map(({ name, label, value }) => (
            <div key={name} data-answer={name}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </section>
    </>
  )
}

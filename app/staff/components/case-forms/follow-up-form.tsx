import type { Lang } from '../../../routing/route-table.ts'
import { FOLLOW_UP_DAYS, followUpQuestionKeys, MAX_FREE_QUESTION } from '../../domain/follow-up.ts'
import { questionWording } from '../../domain/follow-up-mail.ts'
import { caseFields } from '../../domain/case-fields.ts'
import { staffTranslator } from '../../messages/index.ts'
import { IntentButton, StaffChoices, StaffField, StaffFieldset } from '../staff-form.tsx'
import { CasePanel } from './case-panel.tsx'
import { sentValue, type CaseFormProps } from './sent.ts'

/**
 * A follow-up: the questions to ask the reporter, from the fixed list, as the reporter will read them (in their
 * language), and a question of one's own. One post sends them; the form's one-time key rides along, so that a second
 * click or a page sent again sends nothing more. Only an open case with an e-mail address asks.
 */
export function FollowUpForm({
  email,
  personLang,
  followUpKey,
  ...form
}: CaseFormProps & { email: string | undefined; personLang: Lang; followUpKey: string }) {
  const { lang, sent } = form
  const t = staffTranslator(lang)
  if (!email) {
    return (
      <section aria-labelledby="case-follow-up" className="staff-panel">
        <h2 id="case-follow-up">{t('staff.followUp.heading')}</h2>
        <p>{t('staff.followUp.noEmail')}</p>
      </section>
    )
  }
  const chosen = sent?.values.questions
  return (
    <CasePanel id={caseFields.followUp.id} title={t(caseFields.followUp.label)} form={form}>
      <p>{t('staff.followUp.intro', { lang: t(`staff.lang.${personLang}`), email, days: FOLLOW_UP_DAYS })}</p>
      <input type="hidden" name="key" value={sentValue(sent, 'key', followUpKey)} />
      <StaffFieldset
        id={caseFields.followUpQuestions.id}
        legend={t(caseFields.followUpQuestions.label)}
        hint={t('staff.followUp.questionsHint')}
        required
      >
        <StaffChoices
          type="checkbox"
          name="questions"
          options={followUpQuestionKeys.map((key) => [key, questionWording({ key }, personLang)] as const)}
          chosen={Array.isArray(chosen) ? chosen : typeof chosen === 'string' ? [chosen] : []}
        />
      </StaffFieldset>
      <StaffField id={caseFields.followUpFree.id} name={caseFields.followUpFree.name} label={t(caseFields.followUpFree.label)}>
        {(props) => <textarea {...props} rows={2} maxLength={MAX_FREE_QUESTION} defaultValue={sentValue(sent, 'freeQuestion', '')} />}
      </StaffField>
      <IntentButton intent="follow-up">{t('staff.followUp.send')}</IntentButton>
    </CasePanel>
  )
}

import { caseFields } from '../../domain/case-fields.ts'
import { staffTranslator } from '../../messages/index.ts'
import { DueDate } from '../due-date.tsx'
import { IntentButton } from '../staff-form.tsx'
import { CaseForm } from './case-panel.tsx'
import type { CaseFormProps } from './sent.ts'

/**
 * The follow-up report's clock while it runs, and the one step that stops it: the team records the new information
 * sent to the safety system. Shown only while a follow-up report is due; the case desk refuses it otherwise.
 */
export function FollowUpReportForm({ due, today, ...form }: CaseFormProps & { due: string; today: string }) {
  const { lang, sent } = form
  const t = staffTranslator(lang)
  const { id } = caseFields.followUpReport
  const error = sent?.errors[id]
  return (
    <section aria-labelledby={`${id}-heading`} id={id} tabIndex={-1} className="staff-panel">
      <h2 id={`${id}-heading`}>{t('staff.followUp.reportHeading')}</h2>
      {error && (
        <p className="staff-field__error">
          <span className="visually-hidden">{t('staff.form.errorPrefix')} </span>
          {error}
        </p>
      )}
      <p data-field="follow-up-report-clock">
        <DueDate due={due} today={today} met={false} lang={lang} urgent />
      </p>
      <CaseForm form={form}>
        <p className="staff-field__hint">{t('staff.followUp.reportSentHint')}</p>
        <div className="staff-actions">
          <IntentButton intent="follow-up-reported">{t('staff.followUp.reportSent')}</IntentButton>
        </div>
      </CaseForm>
    </section>
  )
}

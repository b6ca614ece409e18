import { closeReasonText } from '../../case-words.ts'
import { closeReasons } from '../../domain/closure.ts'
import type { CaseSummary, StaffUser } from '../../domain/services.ts'
import { formatStaffTime } from '../../format.ts'
import { staffTranslator } from '../../messages/index.ts'
import { IntentButton, StaffChoices, StaffField, StaffFieldset } from '../staff-form.tsx'
import { CaseForm } from './case-panel.tsx'
import { sentValue, type CaseFormProps } from './sent.ts'

/**
 * Closing an adverse event without its transfer: a reason from the fixed list, then a second member of the team
 * confirms it (never the one who asked); either may withdraw it. Shown while an adverse event is open and has no
 * safety-system number; the case desk applies the same rules whatever this shows.
 */
export function ClosureForm({ record, user, ...form }: CaseFormProps & { record: CaseSummary; user: Pick<StaffUser, 'subject'> }) {
  const { lang, sent } = form
  const t = staffTranslator(lang)
  const closure = record.closure
  const error = sent?.errors['case-closure']
  return (
    <section aria-labelledby="case-closure-heading" id="case-closure" tabIndex={-1} className="staff-panel">
      <h2 id="case-closure-heading">{t('staff.closure.heading')}</h2>
      {error && (
        <p className="staff-field__error">
          <span className="visually-hidden">{t('staff.form.errorPrefix')} </span>
          {error}
        </p>
      )}
      {closure && !closure.confirmedBy ? (
        <CaseForm form={form}>
          <p data-field="closure-request">
            {t('staff.closure.requested', {
              requester: closure.requestedBy,
              date: formatStaffTime(closure.requestedAt, lang),
              reason: closeReasonText(closure.reason, closure.duplicateOf, t),
            })}
          </p>
          <p className="staff-field__hint">
            {closure.requesterSubject === user.subject ? t('staff.closure.waitingForSecond') : t('staff.closure.confirmHint')}
          </p>
          <div className="staff-actions">
            {closure.requesterSubject !== user.subject && (
              <IntentButton intent="confirm-closure">{t('staff.closure.confirm')}</IntentButton>
            )}
            <IntentButton intent="withdraw-closure" secondary>
              {t('staff.closure.withdraw')}
            </IntentButton>
          </div>
        </CaseForm>
      ) : (
        <CaseForm form={form}>
          <StaffFieldset id="closure-reason" legend={t('staff.closure.reason')} required hint={t('staff.closure.hint')}>
            <StaffChoices
              type="radio"
              name="reason"
              options={closeReasons.map((reason) => [reason, closeReasonText(reason, null, t)])}
              chosen={[sentValue(sent, 'reason', '')]}
            />
          </StaffFieldset>
          <StaffField
            id="closure-duplicate-of"
            name="duplicateOf"
            label={t('staff.closure.duplicateOf')}
            hint={t('staff.closure.duplicateOfHint')}
          >
            {(props) => (
              <input {...props} defaultValue={sentValue(sent, 'duplicateOf', '')} maxLength={30} className="staff-reference-input" />
            )}
          </StaffField>
          <IntentButton intent="request-closure">{t('staff.closure.request')}</IntentButton>
        </CaseForm>
      )}
    </section>
  )
}

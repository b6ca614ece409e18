import { NOT_KEPT_ATTRIBUTE } from '../../lib/kept-answers/kept-answers.ts'
import { HONEYPOT_FIELD } from '../domain/parse-submission.ts'
import { useFormText } from './form-text.tsx'

/**
 * A field people never see or reach (off-screen, hidden from assistive
 * technology, out of the tab order) that form-filling robots fill in. Never
 * kept across a reload: a robot's answer must not come back as a person's.
 */
export function Honeypot() {
  const { t } = useFormText()
  return (
    <div className="form-honeypot" aria-hidden="true" {...{ [NOT_KEPT_ATTRIBUTE]: '' }}>
      <label htmlFor={`form-${HONEYPOT_FIELD}`}>{t('form.honeypot')}</label>
      <input id={`form-${HONEYPOT_FIELD}`} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  )
}

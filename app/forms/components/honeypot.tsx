import { HONEYPOT_FIELD } from '../domain/parse-submission.ts'
import { useFormText } from './form-text.tsx'

/**
 * A field people never see or reach (off-screen, hidden from assistive
 * technology, out of the tab order) that form-filling robots fill in.
 */
export function Honeypot() {
  const { t } = useFormText()
  return (
    <div className="form-honeypot" aria-hidden="true">
      <label htmlFor={`form-${HONEYPOT_FIELD}`}>{t('form.honeypot')}</label>
      <input id={`form-${HONEYPOT_FIELD}`} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  )
}

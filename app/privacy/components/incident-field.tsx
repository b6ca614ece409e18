import type { Lang } from '../../routing/route-table.ts'
import { StaffField } from '../../staff/components/staff-form.tsx'
import type { IncidentField as Field } from '../incident.ts'
import { privacyTranslator, type PrivacyMessageKey } from '../messages/index.ts'

/** How each item is asked: a long answer, a day, a yes or no, a box, a number, a line. */
const controls: Record<Field, 'long' | 'date' | 'yes-no' | 'box' | 'number' | 'line'> = {
  information: 'long',
  circumstances: 'long',
  occurredOn: 'date',
  occurredDescription: 'line',
  learnedOn: 'date',
  personsAffected: 'number',
  riskAssessment: 'long',
  seriousRisk: 'box',
  commissionNotifiedOn: 'date',
  significantHarm: 'yes-no',
  significantHarmAssessedOn: 'date',
  significantHarmReasons: 'long',
  opcReportedOn: 'date',
  othersNotified: 'long',
  personsNotifiedOn: 'date',
  personsNotifiedHow: 'line',
  measures: 'long',
}

/** The items the register cannot do without, marked "(required)"; the others may wait for their day. */
const required = new Set<Field>([
  'information',
  'circumstances',
  'learnedOn',
  'riskAssessment',
  'significantHarm',
  'significantHarmAssessedOn',
  'significantHarmReasons',
  'measures',
])

const hints: Partial<Record<Field, PrivacyMessageKey>> = {
  seriousRisk: 'staff.incidents.hint.seriousRisk',
  significantHarm: 'staff.incidents.hint.significantHarm',
  personsNotifiedHow: 'staff.incidents.hint.personsNotifiedHow',
}

export const incidentFieldLabel = (field: Field, lang: Lang) => privacyTranslator(lang)(`staff.incidents.field.${field}`)

/**
 * One item of the incident form, with its label, its required marker, its hint and its error tied to its control
 * (the staff forms' pieces): no browser tooltip, the server checks and says it in the page's language.
 */
export function IncidentField({
  field,
  id,
  lang,
  value,
  error,
}: {
  field: Field
  id: string
  lang: Lang
  /** What was typed (after a failed send), or the value recorded (an update), as the form posts it. */
  value: string | number | boolean | null | undefined
  error?: string
}) {
  const t = privacyTranslator(lang)
  const hint = hints[field]
  const typed = value === null || value === undefined ? '' : typeof value === 'boolean' ? (value ? 'yes' : 'no') : String(value)
  return (
    <StaffField
      id={id}
      name={field}
      label={incidentFieldLabel(field, lang)}
      lang={lang}
      required={required.has(field)}
      hint={hint && t(hint)}
      error={error}
    >
      {(props) => {
        switch (controls[field]) {
          case 'long':
            return <textarea {...props} rows={3} defaultValue={typed} />
          case 'date':
            return <input {...props} type="date" defaultValue={typed} />
          case 'number':
            return <input {...props} inputMode="numeric" autoComplete="off" defaultValue={typed} />
          case 'box':
            return <input {...props} type="checkbox" defaultChecked={typed === 'on' || typed === 'yes'} />
          case 'yes-no':
            return (
              <select {...props} defaultValue={typed}>
                <option value="">{t('staff.privacy.choose')}</option>
                <option value="yes">{t('staff.incidents.yes')}</option>
                <option value="no">{t('staff.incidents.no')}</option>
              </select>
            )
          case 'line':
            return <input {...props} autoComplete="off" defaultValue={typed} />
        }
      }}
    </StaffField>
  )
}

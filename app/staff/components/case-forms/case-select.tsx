import { caseFields, type CaseFieldDescription, type CaseFieldKey } from '../../domain/case-fields.ts'
import { staffTranslator } from '../../messages/index.ts'
import { StaffSelect } from '../staff-form.tsx'
import { sentValue, type CaseFormProps } from './sent.ts'

/**
 * A list of the case page drawn from its description (app/staff/domain/case-fields.ts): its id, name, label and
 * empty first choice from there, its value as sent after a refusal, else `current`.
 */
export function CaseSelect({
  of,
  form: { lang, sent },
  current,
  options,
}: {
  of: CaseFieldKey
  form: CaseFormProps
  current: string
  options: readonly (readonly [string, string])[]
}) {
  const t = staffTranslator(lang)
  const field: CaseFieldDescription = caseFields[of]
  const name = field.name ?? of
  return (
    <StaffSelect
      id={field.id}
      name={name}
      label={t(field.label)}
      required={field.required}
      empty={field.empty && t(field.empty)}
      value={sentValue(sent, name, current)}
      options={options}
    />
  )
}

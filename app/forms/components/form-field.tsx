import { company } from '../../content/company.ts'
import { datePartName, dateParts } from '../domain/dates.ts'
import { labelKeyOf, type FieldDescription } from '../domain/field-description.ts'
import { fieldOf, type FieldName } from '../domain/fields.ts'
import { formLimits } from '../domain/limits.ts'
import { CheckboxGroup, ConsentBox, RadioGroup } from './choice-field.tsx'
import { DateField } from './date-field.tsx'
import { useFormPageContext, type FormPage } from './form-page-context.ts'
import type { FormText } from './form-text.tsx'
import { optionsOf } from './option-labels.ts'
import { SelectField } from './select-field.tsx'
import { TextArea, TextField } from './text-field.tsx'

/** The hint under a field: its own sentence, its length limit, or the date format of the page's language. */
function hintOf(field: FieldDescription, { t, values }: FormText): string | undefined {
  if (field.kind === 'consent' || !field.hint) return undefined
  if (field.hint === 'dateFormat') return t('form.hint.date', values)
  if (field.hint !== 'maxChars') return t(field.hint)
  return t('form.hint.maxChars', { max: new Intl.NumberFormat(t('form.numberLocale')).format(formLimits[field.limit]) })
}

const inputTypes: Partial<Record<FieldDescription['kind'], 'email' | 'tel'>> = { email: 'email', phone: 'tel' }

/**
 * Whether a field another answer makes required (a telephone number to call back) is required now: its label says
 * its rule until that answer is given, then "(required)" or "(optional)". The page without script, and before the
 * answer, says the rule; the answer, as the form holds it (Conform), switches it as the visitor chooses, and a form
 * sent back by the server says it from the answer sent.
 */
function requirementOf(field: FieldDescription, page: FormPage): { optional?: boolean; note?: string } {
  const rule = field.requiredWhen
  if (!rule) return { optional: field.optional }
  const answer = page.field(rule.field as FieldName).value
  if (answer === rule.value) return {}
  return { optional: true, note: answer === undefined || answer === '' ? page.text.t(rule.note) : undefined }
}

/**
 * One field of the page's form, drawn from its description (fields.ts): the control its kind calls for, with its
 * label, hint, limit, autocomplete, options and "(optional)" as described, its answer and error from the page.
 */
export function FormField({ name }: { name: FieldName }) {
  const page = useFormPageContext()
  const { kind, t, lang } = page.text
  const field = fieldOf(kind, name)
  if (!field) throw new Error(`${name} is no field of the ${kind} form`)
  const meta = page.field(name)
  // A label may name the company (the consent box).
  const label = t(labelKeyOf(name, field), { company: company.name })
  const shown = { meta, hint: hintOf(field, page.text), ...requirementOf(field, page) }
  switch (field.kind) {
    case 'choice': {
      const options = optionsOf(t, field.list, field.values, { sorted: field.sorted, lang })
      if (field.select) return <SelectField {...shown} label={label} placeholder={t(field.select)} options={options} />
      return <RadioGroup {...shown} legend={label} options={options} inline={field.inline} />
    }
    case 'checkboxes':
      return <CheckboxGroup {...shown} legend={label} options={optionsOf(t, field.list, field.values)} />
    case 'date':
      return (
        <DateField
          {...shown}
          label={label}
          past={field.past}
          initial={Object.fromEntries(dateParts.map((part) => [part, page.initialOf(datePartName(name, part))]))}
        />
      )
    case 'consent':
      return <ConsentBox meta={meta} label={label} />
    case 'longText':
      return <TextArea {...shown} label={label} maxLength={formLimits[field.limit]} />
    default:
      return (
        <TextField
          {...shown}
          label={label}
          type={inputTypes[field.kind]}
          maxLength={formLimits[field.limit]}
          autoComplete={field.autoComplete}
        />
      )
  }
}

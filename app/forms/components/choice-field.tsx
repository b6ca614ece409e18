import type { ReactNode } from 'react'
import { followUpAttributes } from '../domain/follow-ups.ts'
import { useFormText } from './form-text.tsx'
import { describedBy, FieldError, FieldHint, fieldClass, Requirement, type FieldMeta } from './field-shell.tsx'

type Option = { value: string; label: ReactNode }
type ChoiceMeta = FieldMeta & { defaultValue?: string; defaultOptions?: string[] }

type Props = {
  meta: ChoiceMeta
  legend: ReactNode
  hint?: ReactNode
  options: Option[]
  optional?: boolean
  /** Radio buttons side by side (yes / no). */
  inline?: boolean
}

/**
 * A group of radio buttons (one answer) or checkboxes (several) in a
 * fieldset. The first control carries the field's id, so the error summary's
 * link lands on it. The option that opens
 * follow-up questions (fields.ts) is marked for the CSS that shows them.
 */
function ChoiceGroup({ meta, legend, hint, options, optional, inline, type }: Props & { type: 'radio' | 'checkbox' }) {
  const { kind } = useFormText()
  const chosen = type === 'radio' ? [meta.defaultValue] : (meta.defaultOptions ?? (meta.defaultValue ? [meta.defaultValue] : []))
  const description = describedBy(meta, hint)
  return (
    <fieldset className={fieldClass(meta, 'field--group')} aria-describedby={description}>
      <legend className="field__label">
        {legend}
        <Requirement optional={optional} />
      </legend>
      <FieldHint meta={meta} hint={hint} />
      <FieldError meta={meta} />
      <div className={inline ? 'choices choices--inline' : 'choices'}>
        {options.map((option, index) => {
          const id = index === 0 ? meta.id : `${meta.id}-${option.value}`
          return (
            <div className="choice" key={`${meta.key ?? ''}${option.value}`}>
              <input
                id={id}
                type={type}
                name={meta.name}
                value={option.value}
                defaultChecked={chosen.includes(option.value)}
                aria-invalid={meta.errors ? true : undefined}
                aria-describedby={meta.errors ? meta.errorId : undefined}
                className="choice__input"
                {...followUpAttributes.option(kind, meta.name, option.value)}
              />
              <label htmlFor={id} className="choice__label">
                {option.label}
              </label>
            </div>
          )
        })}
      </div>
    </fieldset>
  )
}

export const RadioGroup = (props: Props) => <ChoiceGroup {...props} type="radio" />
export const CheckboxGroup = (props: Props) => <ChoiceGroup {...props} type="checkbox" />

/** One box that must be ticked (consent), with its label beside it. */
export function ConsentBox({ meta, label }: { meta: ChoiceMeta; label: ReactNode }) {
  return (
    <div className={fieldClass(meta, 'field--consent')}>
      <FieldError meta={meta} />
      <div className="choice">
        <input
          key={meta.key}
          id={meta.id}
          type="checkbox"
          name={meta.name}
          value="on"
          defaultChecked={meta.defaultValue === 'on'}
          aria-required
          aria-invalid={meta.errors ? true : undefined}
          aria-describedby={meta.errors ? meta.errorId : undefined}
          className="choice__input"
        />
        <label htmlFor={meta.id} className="choice__label">
          {label}
          <Requirement />
        </label>
      </div>
    </div>
  )
}

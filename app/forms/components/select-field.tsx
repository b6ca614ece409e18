import type { ReactNode } from 'react'
import { describedBy, FieldError, FieldHint, fieldClass, Requirement, type FieldMeta } from './field-shell.tsx'

type Props = {
  meta: FieldMeta & { defaultValue?: string }
  label: ReactNode
  hint?: ReactNode
  placeholder: string
  options: { value: string; label: string }[]
  autoFocus?: boolean
  autoComplete?: string
}

export function SelectField({ meta, label, hint, placeholder, options, autoFocus, autoComplete }: Props) {
  return (
    <div className={fieldClass(meta)}>
      <label htmlFor={meta.id} className="field__label">
        {label} <Requirement />
      </label>
      <FieldHint meta={meta} hint={hint} />
      <FieldError meta={meta} />
      <select
        key={meta.key}
        id={meta.id}
        name={meta.name}
        defaultValue={meta.defaultValue ?? ''}
        autoFocus={autoFocus}
        autoComplete={autoComplete}
        aria-required
        aria-invalid={meta.errors ? true : undefined}
        aria-describedby={describedBy(meta, hint)}
        className="field__input field__input--select"
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  )
}

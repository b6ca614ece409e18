import type { ReactNode } from 'react'
import { controlAttributes, LabelledField, type FieldMeta } from './field-shell.tsx'

type Props = {
  meta: FieldMeta & { defaultValue?: string }
  label: ReactNode
  hint?: ReactNode
  placeholder: string
  options: { value: string; label: string }[]
  autoComplete?: string
  optional?: boolean
  note?: string
}

export function SelectField({ meta, label, hint, placeholder, options, autoComplete, optional, note }: Props) {
  return (
    <LabelledField meta={meta} label={label} hint={hint} optional={optional} note={note}>
      <select
        key={meta.key}
        {...controlAttributes(meta, hint, optional)}
        defaultValue={meta.defaultValue ?? ''}
        autoComplete={autoComplete}
        className="field__input field__input--select"
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </LabelledField>
  )
}

import type { ReactNode } from 'react'
import { controlAttributes, LabelledField, type FieldMeta } from './field-shell.tsx'

type TextMeta = FieldMeta & { defaultValue?: string }

type Common = {
  meta: TextMeta
  label: ReactNode
  hint?: ReactNode
  optional?: boolean
  /** The rule of a field another answer makes required, said until that answer is known. */
  note?: string
  maxLength?: number
  autoComplete?: string
}

/**
 * A labelled text input. No `required` attribute: the browser's own bubbles
 * would speak the browser's language and block the post before the server's
 * translated errors; "(required)" and aria-required say it instead.
 */
export function TextField({
  meta,
  label,
  hint,
  optional,
  note,
  maxLength,
  autoComplete,
  type = 'text',
  inputMode,
}: Common & { type?: 'text' | 'email' | 'tel'; inputMode?: 'text' | 'email' | 'tel' | 'numeric' }) {
  return (
    <LabelledField meta={meta} label={label} hint={hint} optional={optional} note={note}>
      <input
        key={meta.key}
        {...controlAttributes(meta, hint, optional)}
        type={type}
        inputMode={inputMode}
        defaultValue={meta.defaultValue}
        maxLength={maxLength}
        autoComplete={autoComplete}
        className="field__input"
      />
    </LabelledField>
  )
}

export function TextArea({ meta, label, hint, optional, note, maxLength }: Common) {
  return (
    <LabelledField meta={meta} label={label} hint={hint} optional={optional} note={note}>
      <textarea
        key={meta.key}
        {...controlAttributes(meta, hint, optional)}
        rows={6}
        defaultValue={meta.defaultValue}
        maxLength={maxLength}
        className="field__input field__input--long"
      />
    </LabelledField>
  )
}

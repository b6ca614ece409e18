import type { ReactNode } from 'react'
import { describedBy, FieldError, FieldHint, fieldClass, Requirement, type FieldMeta } from './field-shell.tsx'

type TextMeta = FieldMeta & { defaultValue?: string }

type Common = {
  meta: TextMeta
  label: ReactNode
  hint?: ReactNode
  optional?: boolean
  autoFocus?: boolean
  maxLength?: number
  autoComplete?: string
}

/**
 * A labelled text input. No `required` attribute: the browser's own bubbles
 * would speak the browser's language and block the post before the server's
 * translated errors; "(required)" and aria-required say it instead.
 */
export function TextField({ meta, label, hint, optional, autoFocus, maxLength, autoComplete, type = 'text', inputMode }: Common & { type?: 'text' | 'email' | 'tel'; inputMode?: 'text' | 'email' | 'tel' | 'numeric' }) {
  return (
    <div className={fieldClass(meta)}>
      <label htmlFor={meta.id} className="field__label">
        {label} <Requirement optional={optional} />
      </label>
      <FieldHint meta={meta} hint={hint} />
      <FieldError meta={meta} />
      <input
        key={meta.key}
        id={meta.id}
        name={meta.name}
        type={type}
        inputMode={inputMode}
        defaultValue={meta.defaultValue}
        maxLength={maxLength}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        aria-required={optional ? undefined : true}
        aria-invalid={meta.errors ? true : undefined}
        aria-describedby={describedBy(meta, hint)}
        className="field__input"
      />
    </div>
  )
}

export function TextArea({ meta, label, hint, optional, autoFocus, maxLength }: Common) {
  return (
    <div className={fieldClass(meta)}>
      <label htmlFor={meta.id} className="field__label">
        {label} <Requirement optional={optional} />
      </label>
      <FieldHint meta={meta} hint={hint} />
      <FieldError meta={meta} />
      <textarea
        key={meta.key}
        id={meta.id}
        name={meta.name}
        rows={6}
        defaultValue={meta.defaultValue}
        maxLength={maxLength}
        autoFocus={autoFocus}
        aria-required={optional ? undefined : true}
        aria-invalid={meta.errors ? true : undefined}
        aria-describedby={describedBy(meta, hint)}
        className="field__input field__input--long"
      />
    </div>
  )
}

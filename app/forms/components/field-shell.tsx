import { createContext, useContext, type ReactNode } from 'react'
import { errorKeyOf } from '../domain/error-message.ts'
import { useFormText } from './form-text.tsx'

export type FieldMeta = {
  id: string
  name: string
  errorId: string
  descriptionId: string
  errors?: string[]
  key?: string
}

/** `aria-describedby` for a control: its hint, then its error when it has one. */
/** The key of the field's first error (`form.error.tooLong`, without its limit), if it has one. */
export function firstErrorKey(meta: FieldMeta): string | undefined {
  const first = meta.errors?.[0]
  return first === undefined ? undefined : errorKeyOf(first)
}

export function describedBy(meta: FieldMeta, hint: ReactNode): string | undefined {
  return [hint ? meta.descriptionId : undefined, meta.errors ? meta.errorId : undefined].filter(Boolean).join(' ') || undefined
}

/**
 * Inside a group of which at least one answer is needed: its legend says so, its fields say nothing more; the group's
 * own error (`error`, its key), which the schema puts on the first field, is said by the group, not by that field.
 */
const InOneOfGroup = createContext<{ error: string } | null>(null)

/**
 * "(required)" or "(optional)" after a label, as Canada.ca marks fields, or the rule of a field that another answer
 * makes required (`note`, until that answer is known); nothing for a field of a group that needs one answer of
 * several, which is not optional although none of them is required alone.
 */
export function Requirement({ optional, note }: { optional?: boolean; note?: string }) {
  const { t } = useFormText()
  const inOneOfGroup = useContext(InOneOfGroup)
  if (optional && inOneOfGroup !== null) return null
  return <RequirementText text={note ?? (optional ? t('form.optional') : t('form.required'))} />
}

/**
 * A marker after a label, held to its last word by a no-break space, so that on a phone "(optional)" never sits
 * alone on a line of its own. One string, not two text nodes: React would put a comment between them.
 */
export const RequirementText = ({ text }: { text: string }) => <span className="field__requirement">{`\u00a0${text}`}</span>

/**
 * Fields of which at least one must be answered (an e-mail or a telephone number; the patient's initials, age or
 * sex): a fieldset whose legend says "(at least one of the two)" in place of each field's "(optional)". The
 * fields stay `optional`, so that none is announced as required alone. The schema's rule puts the group's error
 * (`error`) on its first field (`first`, whose id the error summary links to); the group shows it and is marked
 * invalid as a whole, since no one field of it is wrong.
 */
export function OneOfGroup({
  legend,
  count,
  first,
  error,
  children,
}: {
  legend: ReactNode
  count: 2 | 3
  first: FieldMeta
  error: string
  children: ReactNode
}) {
  const { t } = useFormText()
  const shown = firstErrorKey(first) === error
  const errorId = `${first.id}-group-error`
  return (
    <fieldset
      className={shown ? 'field field--group field--one-of field--invalid' : 'field field--group field--one-of'}
      aria-describedby={shown ? errorId : undefined}
    >
      <legend className="field__label">
        {legend}
        <RequirementText text={t(count === 2 ? 'form.oneOfTwo' : 'form.oneOfThree')} />
      </legend>
      <FieldError meta={{ ...first, errorId, errors: shown ? first.errors : undefined }} />
      <InOneOfGroup.Provider value={{ error }}>{children}</InOneOfGroup.Provider>
    </fieldset>
  )
}

export function FieldHint({ meta, hint }: { meta: FieldMeta; hint: ReactNode }) {
  if (!hint) return null
  return (
    <p id={meta.descriptionId} className="field__hint">
      {hint}
    </p>
  )
}

/**
 * Always present, so screen readers announce an error when it appears while
 * the visitor moves through the form (it is live, and the control points to it).
 */
export function FieldError({ meta }: { meta: FieldMeta }) {
  const { t, error } = useFormText()
  const first = meta.errors?.[0]
  return (
    <p id={meta.errorId} className="field__error" aria-live="polite">
      {first && (
        <>
          <span className="visually-hidden">{t('form.errorPrefix')} </span>
          {error(first, meta.name)}
        </>
      )}
    </p>
  )
}

export function fieldClass(meta: FieldMeta, extra = ''): string {
  return ['field', meta.errors ? 'field--invalid' : '', extra].filter(Boolean).join(' ')
}

/** A labelled control: its label with "(required)", "(optional)" or its rule, its hint and its error, then the control. */
export function LabelledField({
  meta,
  label,
  hint,
  optional,
  note,
  children,
}: {
  meta: FieldMeta
  label: ReactNode
  hint?: ReactNode
  optional?: boolean
  note?: string
  children: ReactNode
}) {
  // The group's error is said once, by the group (OneOfGroup), not again by the field that carries it.
  const group = useContext(InOneOfGroup)
  const shown = group !== null && firstErrorKey(meta) === group.error ? { ...meta, errors: undefined } : meta
  return (
    <div className={fieldClass(shown)}>
      <label htmlFor={meta.id} className="field__label">
        {label}
        <Requirement optional={optional} note={note} />
      </label>
      <FieldHint meta={meta} hint={hint} />
      <FieldError meta={shown} />
      {children}
    </div>
  )
}

/** What every labelled control carries: its name, and how it says it is required, invalid and described. */
export function controlAttributes(meta: FieldMeta, hint: ReactNode, optional?: boolean) {
  return {
    id: meta.id,
    name: meta.name,
    'aria-required': optional ? undefined : true,
    'aria-invalid': meta.errors ? true : undefined,
    'aria-describedby': describedBy(meta, hint),
  } as const
}

import { createContext, useContext, type ReactNode } from 'react'
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
export function describedBy(meta: FieldMeta, hint: ReactNode): string | undefined {
  return [hint ? meta.descriptionId : undefined, meta.errors ? meta.errorId : undefined].filter(Boolean).join(' ') || undefined
}

/** Inside a group of which at least one answer is needed: its legend says so, its fields say nothing more. */
const InOneOfGroup = createContext(false)

/**
 * "(required)" or "(optional)" after a label, as Canada.ca marks fields, or the rule of a field that another answer
 * makes required (`note`, until that answer is known); nothing for a field of a group that needs one answer of
 * several, which is not optional although none of them is required alone.
 */
export function Requirement({ optional, note }: { optional?: boolean; note?: string }) {
  const { t } = useFormText()
  const inOneOfGroup = useContext(InOneOfGroup)
  if (optional && inOneOfGroup) return null
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
 * fields stay `optional`, so that none is announced as required alone; the schema's rule puts the group's error
 * on its first field.
 */
export function OneOfGroup({ legend, count, children }: { legend: ReactNode; count: 2 | 3; children: ReactNode }) {
  const { t } = useFormText()
  return (
    <fieldset className="field field--group field--one-of">
      <legend className="field__label">
        {legend}
        <RequirementText text={t(count === 2 ? 'form.oneOfTwo' : 'form.oneOfThree')} />
      </legend>
      <InOneOfGroup.Provider value={true}>{children}</InOneOfGroup.Provider>
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
  return (
    <div className={fieldClass(meta)}>
      <label htmlFor={meta.id} className="field__label">
        {label}
        <Requirement optional={optional} note={note} />
      </label>
      <FieldHint meta={meta} hint={hint} />
      <FieldError meta={meta} />
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

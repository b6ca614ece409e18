import { createContext, use, type ReactNode } from 'react'
import type { Lang } from '../../routing/route-table.ts'
import { staffTranslator } from '../messages/index.ts'

/**
 * The staff forms' pieces, as the public forms draw theirs (GOV.UK's pattern): a required marker on the label, a
 * hint, the error under the label and tied to its control, and after a failed send a summary of every error,
 * each a link to its field, with the page title starting "Error: ". Staff pages load no script and their fields
 * carry no `required` attribute: the server checks, in the page's language, never a browser tooltip in the
 * browser's.
 */

/**
 * What every field of one form shares: the page's language and the errors of its last refused send, by field id.
 * A form gives it once (`StaffFormScope`) and its fields read it, so a field names only what is its own.
 */
type Scope = { lang: Lang; errors: Readonly<Record<string, string>> }
const ScopeContext = createContext<Scope | null>(null)

export function StaffFormScope({ lang, errors = {}, children }: Partial<Pick<Scope, 'errors'>> & { lang: Lang; children: ReactNode }) {
  return <ScopeContext value={{ lang, errors }}>{children}</ScopeContext>
}

/** The field's language and error: its own where given, else its form's. */
function useFieldScope(id: string, lang: Lang | undefined, error: string | undefined) {
  const scope = use(ScopeContext)
  const fieldLang = lang ?? scope?.lang
  if (!fieldLang) throw new Error(`The staff field ${id} has no language: give it one, or put it inside a StaffFormScope.`)
  return { lang: fieldLang, error: error ?? scope?.errors[id] }
}

/** A field's error as the server found it: the field's id, its label and the message, in the page's language. */
export type StaffFieldError = { id: string; label: string; message: string }

/** The page's title after a failed send: "Error: …" / « Erreur : … », so a screen reader hears it first. */
export function staffTitle(title: string, lang: Lang, failed: boolean): string {
  return failed ? staffTranslator(lang)('staff.form.errorTitle', { title }) : title
}

/** Every error of a failed send, in the form's order, each a link to its field. */
export function StaffErrorSummary({ errors, lang }: { errors: readonly StaffFieldError[]; lang: Lang }) {
  if (errors.length === 0) return null
  const t = staffTranslator(lang)
  return (
    <div className="error-summary" aria-labelledby="staff-error-summary" role="alert" tabIndex={-1}>
      <h2 id="staff-error-summary" className="error-summary__title">
        {t('staff.form.errorSummary')}
      </h2>
      <ul>
        {errors.map((error) => (
          <li key={error.id}>
            <a href={`#${error.id}`}>
              {error.label} — {error.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}

/** A field's hint and error, each with the id its control or group names in `aria-describedby`. */
function FieldNotes({ id, hint, error, lang }: { id: string; hint?: string; error?: string; lang: Lang }) {
  return (
    <>
      {hint && (
        <span id={`${id}-hint`} className="staff-field__hint">
          {hint}
        </span>
      )}
      {error && (
        <span id={`${id}-error`} className="staff-field__error">
          <span className="visually-hidden">{staffTranslator(lang)('staff.form.errorPrefix')} </span>
          {error}
        </span>
      )}
    </>
  )
}

/** What a control needs to be tied to its label, hint and error. */
export type StaffControlProps = { id: string; name: string; 'aria-describedby'?: string; 'aria-invalid'?: true }

/**
 * A labelled field: the label (with "(required)" where the field is), its hint and its error above the control,
 * the control drawn by `children` with the props that tie them together.
 */
export function StaffField({
  id,
  name,
  label,
  required = false,
  hint,
  children,
  ...own
}: {
  id: string
  name: string
  label: string
  lang?: Lang
  required?: boolean
  hint?: string
  error?: string
  children: (props: StaffControlProps) => ReactNode
}) {
  const { lang, error } = useFieldScope(id, own.lang, own.error)
  const t = staffTranslator(lang)
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ')
  return (
    <div className={error ? 'staff-field staff-field--error' : 'staff-field'}>
      <label htmlFor={id}>
        {label}
        {required && <span className="staff-field__required"> {t('staff.form.required')}</span>}
      </label>
      <FieldNotes id={id} hint={hint} error={error} lang={lang} />
      {children({ id, name, ...(described ? { 'aria-describedby': described } : {}), ...(error ? { 'aria-invalid': true as const } : {}) })}
    </div>
  )
}

/**
 * A group of radio buttons or checkboxes under one question: the legend (with "(required)" where it is), its hint
 * and its error tied to the group, as a field's are to its control. `id` is what the error summary links to.
 */
export function StaffFieldset({
  id,
  legend,
  required = false,
  hint,
  inline = false,
  children,
  ...own
}: {
  id: string
  legend: string
  lang?: Lang
  required?: boolean
  hint?: string
  error?: string
  inline?: boolean
  children: ReactNode
}) {
  const { lang, error } = useFieldScope(id, own.lang, own.error)
  const t = staffTranslator(lang)
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ')
  return (
    <fieldset
      id={id}
      className={['staff-field', 'staff-choices', inline && 'staff-choices--inline', error && 'staff-field--error']
        .filter(Boolean)
        .join(' ')}
      aria-describedby={described || undefined}
      tabIndex={-1}
    >
      <legend>
        {legend}
        {required && <span className="staff-field__required"> {t('staff.form.required')}</span>}
      </legend>
      <FieldNotes id={id} hint={hint} error={error} lang={lang} />
      <div className="staff-choices__options">{children}</div>
    </fieldset>
  )
}

/** One radio button or checkbox of a group, its label beside it. */
export function StaffChoice({
  type,
  name,
  value,
  label,
  checked,
}: {
  type: 'radio' | 'checkbox'
  name: string
  value: string
  label: string
  checked: boolean
}) {
  return (
    <label className="staff-choice">
      <input type={type} name={name} value={value} defaultChecked={checked} /> {label}
    </label>
  )
}

/** A group's radio buttons or checkboxes, from their values and labels; `chosen` holds the values checked. */
export function StaffChoices({
  type,
  name,
  options,
  chosen,
}: {
  type: 'radio' | 'checkbox'
  name: string
  options: readonly (readonly [string, string])[]
  chosen: readonly string[]
}) {
  return options.map(([value, label]) => (
    <StaffChoice key={value} type={type} name={name} value={value} label={label} checked={chosen.includes(value)} />
  ))
}

/** A drop-down list as a staff field: the options as value and text, after an empty first choice (`empty`) if given. */
export function StaffSelect({
  options,
  empty,
  value,
  ...field
}: Omit<Parameters<typeof StaffField>[0], 'children'> & {
  options: readonly (readonly [string, string])[]
  empty?: string
  value: string
}) {
  return (
    <StaffField {...field}>
      {(props) => (
        <select {...props} defaultValue={value}>
          {empty !== undefined && <option value="">{empty}</option>}
          {options.map(([v, text]) => (
            <option key={v} value={v}>
              {text}
            </option>
          ))}
        </select>
      )}
    </StaffField>
  )
}

/**
 * A form's send button, naming what it asks the server to do (`intent`): a page with several forms, or a form
 * with several actions, tells them apart by it. `secondary` for the lesser action beside the main one.
 */
export function IntentButton({ intent, secondary = false, children }: { intent: string; secondary?: boolean; children: ReactNode }) {
  return (
    <button type="submit" name="intent" value={intent} className={secondary ? 'staff-button--secondary' : undefined}>
      {children}
    </button>
  )
}

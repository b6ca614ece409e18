import { formCatalogues, type FormMessageKey, type FormTranslate } from './messages/index.ts'

/**
 * Validation errors travel as message keys, resolved in the page's language
 * when shown, so one schema serves both languages and the server never
 * renders a sentence. A limit travels with its key: `form.error.tooLong|5000`.
 */
export type ErrorKey = Extract<FormMessageKey, `form.error.${string}` | `form.notice.${string}`>

export function errorMessage(key: ErrorKey, max?: number): string {
  return max === undefined ? key : `${key}|${max}`
}

/** The key of a schema's message, without the limit it may carry (`form.error.tooLong|5000`). */
export const errorKeyOf = (message: string): string => message.split('|')[0] ?? ''

const isKey = (value: string): value is ErrorKey => value in formCatalogues.en && /^form\.(error|notice)\./.test(value)

/**
 * A field's own wording of a schema's error, where the catalogues have one: `form.error.required.firstName`
 * ("Enter your first name.") for `form.error.required` on `firstName`. A missing answer is said as what to do about
 * that question, as GOV.UK's forms say it; the other errors (a malformed e-mail, a date that does not exist) already
 * say what to fix.
 */
export function fieldErrorKey(message: string, name: string | undefined): ErrorKey | undefined {
  const key = `${errorKeyOf(message)}.${name}`
  return name !== undefined && isKey(key) ? key : undefined
}

/** Errors whose general wording already names the question: a consent, a pair of answers of which one is needed. */
const namingTheirQuestion: ReadonlySet<string> = new Set<ErrorKey>([
  'form.error.consent',
  'form.error.reachReporter',
  'form.error.identifyPatient',
  'form.error.phoneForCallback',
])

/** Whether an error's sentence says which question it is about, so that a list of errors needs no label before it. */
export function namesItsQuestion(message: string, name: string | undefined): boolean {
  return fieldErrorKey(message, name) !== undefined || namingTheirQuestion.has(errorKeyOf(message))
}

/**
 * The sentence for an error from the schema, in the field's own words when it has them (`name`); anything unexpected
 * reads as a generic "check this answer".
 */
export function translateError(t: FormTranslate, message: string, values: Record<string, string | number> = {}, name?: string): string {
  const [key = '', max] = message.split('|')
  const number = max === undefined ? undefined : Number(max)
  const all: Record<string, string | number> = { ...values }
  if (number !== undefined && !Number.isNaN(number)) all.max = new Intl.NumberFormat(t('form.numberLocale')).format(number)
  return t(fieldErrorKey(message, name) ?? (isKey(key) ? key : 'form.error.invalid'), all)
}

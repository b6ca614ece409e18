import type { PrivacyMessageKey } from './messages/index.ts'

/** A failed send's errors by field: the privacy catalogue's key of the first problem of each. */
export type FieldErrors = Partial<Record<string, PrivacyMessageKey>>

/** The longest text any privacy form takes in one field; longer is cut here, and the schema says it is too long. */
const MAX_TYPED = 5_000

/** The posted fields a form asks for, as typed (cut to a sane length): what the schema reads and the page shows again. */
export function fieldsOf<const F extends string>(form: FormData, names: readonly F[]): Partial<Record<F, string>> {
  const typed: Partial<Record<F, string>> = {}
  for (const name of names) {
    const value = form.get(name)
    if (typeof value === 'string') typed[name] = value.slice(0, MAX_TYPED + 1)
  }
  return typed
}

/** The first error of each field, from schema issues whose messages are the privacy catalogue's keys. */
export function summaryOf(issues: readonly { path: PropertyKey[]; message: string }[]): FieldErrors {
  const errors: FieldErrors = {}
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '')
    const key = /^staff\.(privacy|incidents)\.error\./.test(issue.message) ? issue.message : 'staff.privacy.error.invalid'
    errors[field] ??= key as PrivacyMessageKey
  }
  return errors
}

import { datePartNames } from './domain/dates.ts'
import { fieldOf, fieldOrders, formFields } from './domain/fields.ts'
import type { FormKind } from './domain/form-kinds.ts'
import { formLimits } from './domain/limits.ts'
import { HONEYPOT_FIELD, SUBMISSION_KEY_FIELD } from './domain/parse-submission.ts'

/** More answers to one question than any checkbox group offers. */
export const MAX_VALUES_PER_FIELD = 12

const longAnswers = (form: FormKind) => Object.values(formFields[form]).filter((field) => field.kind === 'longText').length

/**
 * The most text a post may carry across its fields: its long answers at
 * their limit, and room for the short ones. A real post never goes beyond;
 * a post that does is refused as too large rather than sent back, so an
 * answer page never grows with an attacker's input (docs/decisions/0040).
 */
export const maxAnswerCharacters = (form: FormKind) => longAnswers(form) * formLimits.longText + 2_000
/**
 * The fields of `form` in a post, and only those: names the form does not
 * have are dropped before Conform or the answer page sees them, and a field
 * repeated past any checkbox group is cut. `undefined` when the answers
 * together exceed what the form can hold.
 */
export function knownFields(form: FormKind, fields: URLSearchParams): URLSearchParams | undefined {
  // A date is posted as its three parts: the day under the date's name, `aeStartDate-month`, `aeStartDate-year`.
  const names = new Set<string>([
    ...fieldOrders[form].flatMap((name) => (fieldOf(form, name)?.kind === 'date' ? datePartNames(name) : [name])),
    HONEYPOT_FIELD,
    SUBMISSION_KEY_FIELD,
  ])
  const kept = new URLSearchParams()
  const counts = new Map<string, number>()
  let characters = 0
  const budget = maxAnswerCharacters(form)
  for (const [name, value] of fields) {
    if (!names.has(name)) continue
    const count = (counts.get(name) ?? 0) + 1
    counts.set(name, count)
    if (count > MAX_VALUES_PER_FIELD) continue
    characters += value.length
    if (characters > budget) return undefined
    kept.append(name, value)
  }
  return kept
}

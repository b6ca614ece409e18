import { fieldOrders, type FormKind } from './form-kinds.ts'
import { formLimits } from './limits.ts'
import { HONEYPOT_FIELD, SUBMISSION_KEY_FIELD } from './parse-submission.ts'

/** More answers to one question than any checkbox group offers. */
export const MAX_VALUES_PER_FIELD = 12
/**
 * The most text a post may carry across its fields: the three long answers
 * of the medical-information form at their limit, and room for the rest. A
 * real post never comes near; a post beyond it is refused as too large
 * rather than sent back, so an answer page never grows with the attacker's
 * input (docs/decisions/0040).
 */
export const MAX_ANSWER_CHARACTERS = 4 * formLimits.longText

/**
 * The fields of `form` in a post, and only those: names the form does not
 * have are dropped before Conform or the answer page sees them, and a field
 * repeated past any checkbox group is cut. `undefined` when the answers
 * together exceed what the form can hold.
 */
export function knownFields(form: FormKind, fields: URLSearchParams): URLSearchParams | undefined {
  const names = new Set<string>([...fieldOrders[form], HONEYPOT_FIELD, SUBMISSION_KEY_FIELD])
  const kept = new URLSearchParams()
  const counts = new Map<string, number>()
  let characters = 0
  for (const [name, value] of fields) {
    if (!names.has(name)) continue
    const count = (counts.get(name) ?? 0) + 1
    counts.set(name, count)
    if (count > MAX_VALUES_PER_FIELD) continue
    characters += value.length
    if (characters > MAX_ANSWER_CHARACTERS) return undefined
    kept.append(name, value)
  }
  return kept
}

import { parse, type Submission } from '@conform-to/dom'
import type * as z from 'zod/mini'
import { gatherDateParts } from './dates.ts'

/**
 * Empty answers are missing answers: a blank optional field is fine, a blank required one is "required". An
 * answer in parts (a date's day, month and year) keeps its filled parts, and is missing when none is.
 */
function withoutBlanks(payload: Record<string, unknown>): Record<string, unknown> {
  const result: Record<string, unknown> = {}
  for (const [name, value] of Object.entries(payload)) {
    if (name === SUBMISSION_KEY_FIELD) continue
    if (typeof value === 'string') {
      if (value.trim() !== '') result[name] = value
    } else if (Array.isArray(value)) {
      const kept = value.filter((item) => !(typeof item === 'string' && item.trim() === ''))
      if (kept.length > 0) result[name] = kept
    } else if (typeof value === 'object' && value !== null) {
      const parts = withoutBlanks(value as Record<string, unknown>)
      if (Object.keys(parts).length > 0) result[name] = parts
    } else if (value !== undefined) {
      result[name] = value
    }
  }
  return result
}

/**
 * Zod issues as Conform wants them: message keys by field name. The forms are
 * flat, so an issue inside a checkbox group belongs to the group; each field
 * shows its first problem only, the one to fix first.
 */
function errorsByField(issues: readonly z.core.$ZodIssue[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {}
  for (const issue of issues) {
    const name = String(issue.path[0] ?? '')
    errors[name] ??= [issue.message]
  }
  return errors
}

/**
 * Validates a form post with its schema, the same way in the browser and on
 * the server. Written against @conform-to/dom rather than @conform-to/zod,
 * whose zod import pulls the whole of zod into the page.
 */
export function parseSubmission<S extends z.ZodMiniType>(
  payload: FormData | URLSearchParams,
  schema: S,
): Submission<z.input<S>, string[], z.output<S>> {
  return parse(payload, {
    resolve(value) {
      const result = schema.safeParse(withoutBlanks(gatherDateParts(value)))
      return result.success ? { value: result.data } : { error: errorsByField(result.error.issues) }
    },
  }) as Submission<z.input<S>, string[], z.output<S>>
}

/**
 * A random key the page's script puts in each form, kept across retries of
 * the same page, so that a post sent twice is stored once (docs/decisions/0041).
 */
export const SUBMISSION_KEY_FIELD = 'submissionKey'

/** The honeypot: a field people never see. Anything typed in it marks the submission as suspected spam. */
export const HONEYPOT_FIELD = 'website'

export function filledHoneypot(payload: FormData | URLSearchParams): boolean {
  return payload.getAll(HONEYPOT_FIELD).some((value) => typeof value === 'string' && value.trim() !== '')
}

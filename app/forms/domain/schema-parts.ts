import * as z from 'zod/mini'
import { localIsoDay, readDate, type DateAnswer } from './dates.ts'
import { errorMessage } from './error-message.ts'

/**
 * Building blocks of the two form schemas (zod/mini: the schemas ship to the
 * browser, and the full zod API would weigh several times more). Every error
 * carries a message key (see error-message.ts). Values arrive as strings;
 * empty answers arrive as undefined (see parse-submission.ts).
 */

const required = (input: unknown) => errorMessage(input === undefined ? 'form.error.required' : 'form.error.invalid')
const chosen = (input: unknown) => errorMessage(input === undefined ? 'form.error.choose' : 'form.error.invalid')

/** No control characters (NUL cannot even be stored); line breaks only where the field has lines. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const singleLine = /^[^\u0000-\u001f\u007f]*$/
// eslint-disable-next-line no-control-regex -- tab, line feed and carriage return are allowed
const multiLine = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/

export function text(max: number, { multiline = false }: { multiline?: boolean } = {}) {
  return z
    .string({ error: (issue) => required(issue.input) })
    .check(
      z.trim(),
      z.minLength(1, { error: errorMessage('form.error.required') }),
      z.maxLength(max, { error: errorMessage('form.error.tooLong', max) }),
      z.regex(multiline ? multiLine : singleLine, { error: errorMessage('form.error.invalidText') }),
    )
}

export function choice<const T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values, { error: (issue) => chosen(issue.input) })
}

export function email(max: number) {
  return z.pipe(text(max), z.email({ error: errorMessage('form.error.email') }))
}

/** Canadian and international numbers: 7 to 15 digits, separators, and an optional extension. */
export function phone(max: number) {
  return text(max).check(
    z.refine(
      (value) => {
        const match = /^\+?[\d\s().-]+?(?:\s*(?:x|ext\.?|poste|p\.)\s*\d{1,6})?$/i.exec(value)
        if (!match) return false
        const digits = value.replace(/(?:x|ext\.?|poste|p\.)\s*\d+$/i, '').replace(/\D/g, '').length
        return digits >= 7 && digits <= 15
      },
      { error: errorMessage('form.error.phone') },
    ),
  )
}

/** A checkbox that must be ticked; browsers send "on". */
export function consent() {
  return z.literal('on', { error: errorMessage('form.error.consent') })
}

/**
 * A date in three parts (dates.ts), read as YYYY-MM-DD; `past` refuses days after today. The parts arrive as one
 * object (gathered by parseSubmission); a part left blank is missing, and so is the date when all three are.
 */
export function day({ past = false }: { past?: boolean } = {}) {
  return z.transform((value: unknown, ctx) => {
    if (value === undefined) {
      ctx.issues.push({ code: 'custom', input: value, message: errorMessage('form.error.required') })
      return z.NEVER
    }
    const read = readDate(typeof value === 'object' && value !== null ? (value as DateAnswer) : {})
    if ('error' in read) {
      ctx.issues.push({ code: 'custom', input: value, message: errorMessage(read.error) })
      return z.NEVER
    }
    if (past && read.iso > localIsoDay()) {
      ctx.issues.push({ code: 'custom', input: value, message: errorMessage('form.error.dateFuture') })
      return z.NEVER
    }
    return read.iso
  })
}

/** Boxes of a group; one ticked box arrives as a string, several as an array. */
export function checkboxes<const T extends readonly [string, ...string[]]>(values: T) {
  return z.pipe(
    z.transform((value: unknown) => (value === undefined ? [] : Array.isArray(value) ? value : [value])),
    z
      .array(z.enum(values, { error: errorMessage('form.error.invalid') }))
      .check(z.minLength(1, { error: errorMessage('form.error.chooseAtLeastOne') })),
  )
}

/** A patient's initials: letters with dots, spaces or hyphens, up to five letters. */
export function initials(max: number) {
  return text(max).check(z.regex(/^(?:\p{L}[.\s-]*){1,5}$/u, { error: errorMessage('form.error.initials') }))
}

/** A lot number as printed: letters and digits, with spaces, dots, slashes and hyphens between. */
export function lotNumber(max: number) {
  return text(max).check(z.regex(/^[\p{L}\d][\p{L}\d\s./-]*$/u, { error: errorMessage('form.error.lotNumber') }))
}

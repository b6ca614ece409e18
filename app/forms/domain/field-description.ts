import type { ErrorKey } from './error-message.ts'
import type { formLimits } from './limits.ts'
import type { FormMessageKey } from './messages/index.ts'
import { optionLists, type OptionListName } from './options.ts'

/**
 * What a field is, said once for its control, its check and its line in the team's e-mail. Plain data, no zod
 * and no React: the page shows the form from it before the validation code has loaded, and the server reads it.
 */

/**
 * How a field is answered. Initials, a lot number, an e-mail and a phone number are texts of a fixed shape,
 * each checked by its own rule; the e-mail writes a date in the form's format and a choice as its label.
 */
export type FieldKind = TextKind | 'choice' | 'checkboxes' | 'date' | 'consent'
type TextKind = 'text' | 'longText' | 'email' | 'phone' | 'initials' | 'lotNumber'

/**
 * An answer to another question of the same form: `{ field: 'adverseEvent', value: 'yes' }`. `Name` is the
 * form's field names: in `describeFields`, a rule naming a field the form does not have does not compile.
 */
export type Answer<Name extends string = string> = { readonly field: Name; readonly value: string }

/** The autocomplete tokens the forms use; `off` where a browser's suggestion would be someone else's answer. */
export type AutoComplete = 'given-name' | 'family-name' | 'name' | 'email' | 'tel' | 'organization' | 'organization-title' | 'off'

type OptionValue<L extends OptionListName> = (typeof optionLists)[L][number]

type Common<Name extends string> = {
  /** The label's key; `form.field.<name>` unless said. */
  readonly label?: FormMessageKey
  /** Marked "(optional)" and may be left blank; without it, "(required)" (a follow-up only when it is asked). */
  readonly optional?: true
  /**
   * A follow-up question: shown, checked and kept only when this answer is
   * given (and the question it follows is itself shown). Answers typed
   * before the visitor changed their mind are neither checked nor stored.
   */
  readonly shownWhen?: Answer<Name>
  /**
   * Optional, except when this answer is given, with this error; until the answer is known (and without script) its
   * label says this rule (`note`, "(required for an answer by telephone)") in place of "(optional)".
   */
  readonly requiredWhen?: Answer<Name> & { readonly error: ErrorKey; readonly note: FormMessageKey }
  /** The heading over the questions this one opens. */
  readonly followUpTitle?: FormMessageKey
}

type Text = {
  readonly kind: TextKind
  /** Its most characters, a name of `formLimits`. */
  readonly limit: keyof typeof formLimits
  /** The hint under it; `maxChars` says its limit. */
  readonly hint?: FormMessageKey | 'maxChars'
  readonly autoComplete?: AutoComplete
}

/** A closed list (`form.option.<list>.<value>` labels its values), or the `values` of it this form offers, in this order. */
type Listed = { [L in OptionListName]: { readonly list: L; readonly values?: readonly OptionValue<L>[] } }[OptionListName]

type Choice = Listed & {
  readonly kind: 'choice'
  readonly hint?: FormMessageKey
  /** Radio buttons side by side (yes / no). */
  readonly inline?: true
  /** A drop-down list instead of radio buttons, whose empty first option reads this (`form.choose`). */
  readonly select?: FormMessageKey
  /** Ordered by label in the page's language (provinces), the list's `sortedLast` at the end. */
  readonly sorted?: true
}

type Checkboxes = Listed & { readonly kind: 'checkboxes'; readonly hint?: FormMessageKey }

type DateField = {
  readonly kind: 'date'
  /** The hint under it; `dateFormat` says the page's date format, with an example. */
  readonly hint?: FormMessageKey | 'dateFormat'
  /** The day cannot be after today (when a reaction started). */
  readonly past?: true
}

type Consent = { readonly kind: 'consent' }

export type FieldDescription<Name extends string = string> = Common<Name> & (Text | Choice | Checkboxes | DateField | Consent)

type DescriptionKey = keyof Common<string> | keyof Text | keyof Choice | keyof DateField
/** A misspelt property (`optinal`) would be dropped without a word: it fails to compile instead. */
type Exact<F> = { readonly [K in keyof F]: { readonly [P in Exclude<keyof F[K], DescriptionKey>]: never } }

/**
 * A set of fields, as given, once their rules are checked: by the compiler (each rule's `field` must be one of
 * this set's names), and at load for what the compiler cannot see (a cast, plain JavaScript), loudly: a rule on a
 * misspelt field would otherwise never hold, and a follow-up question, or a safety flag, would silently vanish.
 */
export function describeFields<const F extends { readonly [K in keyof F]: FieldDescription<Extract<keyof F, string>> }>(
  fields: F & Exact<F>,
): F {
  for (const [name, field] of Object.entries<FieldDescription>(fields)) {
    for (const rule of [field.shownWhen, field.requiredWhen]) {
      if (rule && !Object.hasOwn(fields, rule.field))
        throw new Error(`The rule of ${name} names ${rule.field}, which is no field of its form`)
    }
  }
  return fields
}

/** The same questions, each asked only when `answer` is given, unless it follows another of them already. */
export function askedWhen<const A extends Answer, F extends Readonly<Record<string, FieldDescription>>>(answer: A, fields: F) {
  const asked = Object.entries(fields).map(([name, field]) => [name, field.shownWhen ? field : { ...field, shownWhen: answer }])
  return Object.fromEntries(asked) as {
    readonly [K in keyof F]: F[K] extends { shownWhen: Answer } ? F[K] : F[K] & { readonly shownWhen: A }
  }
}

/** The same questions, every one optional but those named: another form's requiredness, nothing else copied. */
export function optionalBut<F extends Readonly<Record<string, FieldDescription>>, const R extends keyof F>(
  fields: F,
  required: readonly R[],
) {
  const marked = Object.entries(fields).map(([name, field]) => [name, required.includes(name as R) ? field : { ...field, optional: true }])
  return Object.fromEntries(marked) as {
    readonly [K in keyof F]: K extends R ? F[K] : Omit<F[K], 'optional'> & { readonly optional: true }
  }
}

/** The catalogue key of a field's label. */
export const labelKeyOf = (name: string, field: FieldDescription): FormMessageKey => field.label ?? (`form.field.${name}` as FormMessageKey)

/** The values a choice or a checkbox group offers, in the page's order (before any sorting by label). */
export const valuesOf = (field: FieldDescription & Listed): readonly string[] => field.values ?? optionLists[field.list]

type ValuesOf<D> = D extends { values: readonly (infer V)[] }
  ? V
  : D extends { list: infer L extends OptionListName }
    ? OptionValue<L>
    : never
/** What the schema keeps of an answer: a choice's value, the ticked boxes, `on` for consent, a text (a date as YYYY-MM-DD). */
type AnswerTo<D> = D extends { kind: 'choice' }
  ? ValuesOf<D>
  : D extends { kind: 'checkboxes' }
    ? ValuesOf<D>[]
    : D extends { kind: 'consent' }
      ? 'on'
      : string
/** The fields that may be missing from valid answers: the optional ones, and follow-ups not asked. */
type MayBeMissing<F> = { [K in keyof F]: F[K] extends { optional: true } | { shownWhen: Answer } ? K : never }[keyof F]

/** A form's valid answers, as its schema gives them: typed by the description the schema is drawn from. */
export type AnswersOf<F> = { -readonly [K in Exclude<keyof F, MayBeMissing<F>>]: AnswerTo<F[K]> } & {
  -readonly [K in MayBeMissing<F>]?: AnswerTo<F[K]>
}

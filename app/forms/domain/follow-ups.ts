import type { ErrorKey } from './error-message.ts'
import type { Answer } from './field-description.ts'
import { fieldOf, formFields, type FieldOf } from './fields.ts'
import type { FormKind } from './form-kinds.ts'

/**
 * What the follow-up rules of fields.ts mean, for the schema (which answers
 * to check and keep), the page (which option opens which questions) and the
 * flags of a submission. The rules are the data; this is their one reading.
 * Field names are the form's own (`FieldOf<K>`), checked by the compiler; a
 * name the form does not have, past the compiler, throws rather than reading
 * as "not answered".
 */

export type Answers = Readonly<Record<string, unknown>>

const given = (answers: Answers, { field, value }: Answer) => answers[field] === value

function describedField(form: FormKind, name: string) {
  const field = fieldOf(form, name)
  if (!field) throw new Error(`${name} is no field of the ${form} form`)
  return field
}

/** The rules' own reading: their fields were checked when the form was described (describeFields). */
function shown(form: FormKind, name: string, answers: Answers): boolean {
  const rule = describedField(form, name).shownWhen
  return !rule || (given(answers, rule) && shown(form, rule.field, answers))
}

/** Whether a field is asked, given the answers: a follow-up only when its answer is given and the question it follows is asked. */
export function isShown<K extends FormKind>(form: K, name: FieldOf<K>, answers: Answers): boolean {
  return shown(form, name, answers)
}

/** Whether a field must be answered although it is optional (a phone number to call back), and with which error. */
export function requiredNow<K extends FormKind>(form: K, name: FieldOf<K>, answers: Answers): ErrorKey | undefined {
  const rule = describedField(form, name).requiredWhen
  return rule && given(answers, rule) && shown(form, name, answers) ? rule.error : undefined
}

/**
 * The answer to `trigger` that opens the questions following it, or
 * undefined when no question follows it in this form (the contact form's
 * "I am a healthcare professional" opens nothing).
 */
export function openingAnswer(form: FormKind, trigger: string): string | undefined {
  for (const field of Object.values(formFields[form])) {
    if (field.shownWhen?.field === trigger) return field.shownWhen.value
  }
  return undefined
}

/** Whether the answers open the questions that follow `trigger`: the adverse-event report, the quality problem… */
export function opensFollowUps<K extends FormKind>(form: K, trigger: FieldOf<K>, answers: Answers): boolean {
  describedField(form, trigger)
  const value = openingAnswer(form, trigger)
  return value !== undefined && answers[trigger] === value && shown(form, trigger, answers)
}

/**
 * Markup hooks: the option that opens follow-up questions carries
 * `data-opens-follow-up`, and the group of questions that follows it carries
 * `data-follow-up` naming its question. One CSS rule (forms.css) shows a
 * group right after a question whose opening option is checked, without
 * script.
 */
export const followUpAttributes = {
  option: (form: FormKind, trigger: string, value: string) =>
    openingAnswer(form, trigger) === value ? { 'data-opens-follow-up': trigger } : {},
  group: <K extends FormKind>(form: K, trigger: FieldOf<K>) => {
    if (openingAnswer(form, trigger) === undefined) throw new Error(`No question of the ${form} form follows ${trigger}`)
    return { 'data-follow-up': trigger }
  },
}

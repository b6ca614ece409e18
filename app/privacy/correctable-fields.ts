import * as z from 'zod/mini'
import { company } from '../content/company.ts'
import { answerPart } from '../forms/domain/described-schema.ts'
import { translateError } from '../forms/domain/error-message.ts'
import { labelKeyOf, type FieldDescription } from '../forms/domain/field-description.ts'
import { fieldOf } from '../forms/domain/fields.ts'
import { formKinds, type FormKind } from '../forms/domain/form-kinds.ts'
import { formTranslator } from '../forms/domain/messages/index.ts'
import type { Lang } from '../routing/route-table.ts'

/**
 * The answers the privacy officer may correct, named as the form names them: the fields its description calls
 * text of some kind (a name, an address, a telephone number, a message), never a choice, a date or the consent,
 * whose values are codes. The correction is checked by the field's own rule, as the form checked it.
 */
const textKinds = new Set<FieldDescription['kind']>(['text', 'longText', 'email', 'phone', 'initials', 'lotNumber'])

const isForm = (form: string): form is FormKind => (formKinds as readonly string[]).includes(form)

/** A text field of the form, described; undefined for any other answer. */
function textField(form: string, name: string): FieldDescription | undefined {
  if (!isForm(form)) return undefined
  const field = fieldOf(form, name)
  return field && textKinds.has(field.kind) ? field : undefined
}

/** The field's label in the page's language, as the form showed it; the answer's key for one no form describes. */
export function answerLabel(form: string, name: string, lang: Lang): string {
  const field = isForm(form) ? fieldOf(form, name) : undefined
  return field ? formTranslator(lang)(labelKeyOf(name, field), { company: company.name }) : name
}

/** The submission's answers that can be corrected here, in the order of its answers. */
export function correctableFields(form: string, answers: Record<string, unknown>): string[] {
  return Object.keys(answers).filter((name) => typeof answers[name] === 'string' && textField(form, name) !== undefined)
}

/** The corrected value as the form would store it, or the reason it would refuse it, in the page's language. */
export function checkCorrection(
  form: string,
  name: string,
  value: string,
  lang: Lang,
): { ok: true; value: string } | { ok: false; reason: 'not-a-text-field' } | { ok: false; reason: 'invalid'; message: string } {
  const field = textField(form, name)
  if (!field) return { ok: false, reason: 'not-a-text-field' }
  const checked = z.safeParse(answerPart(field), value)
  if (checked.success) return { ok: true, value: checked.data as string }
  return { ok: false, reason: 'invalid', message: translateError(formTranslator(lang), checked.error.issues[0]?.message ?? '') }
}

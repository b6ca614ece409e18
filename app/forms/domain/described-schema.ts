import * as z from 'zod/mini'
import type { Lang } from '../../routing/route-table.ts'
import { errorMessage } from './error-message.ts'
import { valuesOf, type AnswersOf, type FieldDescription } from './field-description.ts'
import { fieldOrders, formFields, formPages, type FieldsOf } from './fields.ts'
import { isShown, requiredNow } from './follow-ups.ts'
import type { FormKind } from './form-kinds.ts'
import { formLimits } from './limits.ts'
import { checkboxes, choice, consent, day, email, initials, lotNumber, phone, text } from './schema-parts.ts'

type Values = readonly [string, ...string[]]

/** What one answer must be, from its kind, its limit and its list. */
export function answerPart(field: FieldDescription): z.ZodMiniType {
  switch (field.kind) {
    case 'text':
      return text(formLimits[field.limit])
    case 'longText':
      return text(formLimits[field.limit], { multiline: true })
    case 'email':
      return email(formLimits[field.limit])
    case 'phone':
      return phone(formLimits[field.limit])
    case 'initials':
      return initials(formLimits[field.limit])
    case 'lotNumber':
      return lotNumber(formLimits[field.limit])
    case 'choice':
      return choice(valuesOf(field) as Values)
    case 'checkboxes':
      return checkboxes(valuesOf(field) as Values)
    case 'date':
      return day({ past: field.past })
    case 'consent':
      return consent()
  }
}

const partOf = (field: FieldDescription) => (field.optional ? z.optional(answerPart(field)) : answerPart(field))

type Issues = { addIssue: (issue: { code: 'custom'; message: string; path: PropertyKey[]; input?: unknown }) => void }
type Raw = Readonly<Record<string, unknown>>

/**
 * A form's schema, drawn from its description: each field's part, the follow-ups checked and kept only when
 * they are asked (fields.ts's rules), an optional answer required by another (a phone number to call back), and
 * the page's "at least one of" fieldsets, whose error goes on their first field.
 */
function build<K extends FormKind>(kind: K) {
  const fields = formFields[kind]
  const order = fieldOrders[kind]
  const parts = Object.fromEntries(order.map((name) => [name, partOf(fields[name]!)]))
  const isFollowUp = (name: string) => fields[name]!.shownWhen !== undefined
  const followUps = order.filter(isFollowUp)
  const alwaysAsked = order.filter((name) => !isFollowUp(name))
  const asked = z.object(Object.fromEntries(alwaysAsked.map((name) => [name, parts[name]!])))
  const given = (answers: Raw, name: string) => answers[name] !== undefined
  const checked = z.looseObject(asked.shape).check(
    z.superRefine(
      (answers, ctx: Issues) => {
        const issue = (name: string, message: string, path: PropertyKey[] = []) =>
          ctx.addIssue({ code: 'custom', message, path: [name, ...path] })
        for (const name of followUps) {
          if (!isShown(kind, name, answers)) continue
          // A follow-up's answer checked on its own; its issues belong to the field (a checkbox group's to the group).
          const result = parts[name]!.safeParse(answers[name])
          for (const problem of result.error?.issues ?? []) issue(name, problem.message, problem.path)
        }
        for (const name of order) {
          const error = requiredNow(kind, name, answers)
          if (error && !given(answers, name)) issue(name, errorMessage(error))
        }
        for (const { oneOf, error, unless } of formPages[kind].oneOfs) {
          if (unless && answers[unless.field] === unless.value) continue
          if (!oneOf.some((name) => given(answers, name))) issue(oneOf[0], errorMessage(error))
        }
      },
      // Run even when other answers fail, so every error shows at once.
      { when: () => true },
    ),
  )
  return z.pipe(
    checked,
    z.transform((answers) => {
      // The object's own answers are already checked and read (a date as its calendar day): keep them as they
      // came out, and nothing else the loose object let through.
      const kept: Record<string, unknown> = {}
      for (const name of alwaysAsked) if (given(answers, name)) kept[name] = answers[name]
      for (const name of followUps) {
        if (!isShown(kind, name, answers)) continue
        const value = parts[name]!.parse(answers[name])
        if (value !== undefined) kept[name] = value
      }
      return kept as AnswersOf<FieldsOf<K>>
    }),
  )
}

const cache = new Map<string, ReturnType<typeof build>>()

/**
 * A form's schema: one for both languages, since every answer, dates included, reads the same in either (errors
 * travel as message keys). The language stays in the signature for the callers that have one at hand.
 */
export function describedSchema<K extends FormKind>(kind: K, _lang?: Lang): ReturnType<typeof build<K>> {
  if (!cache.has(kind)) cache.set(kind, build(kind))
  return cache.get(kind) as ReturnType<typeof build<K>>
}

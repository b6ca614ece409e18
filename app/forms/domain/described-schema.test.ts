import { describe, expect, it } from 'vitest'
import { minimalSideEffect, toFormData, validContact, validMedicalInformation } from '../../../tests/support/test-answers.ts'
import { describedSchema } from './described-schema.ts'
import { fieldOrders, formFields } from './fields.ts'
import { formKinds, type FormKind } from './form-kinds.ts'
import { formLimits } from './limits.ts'
import { optionLists } from './options.ts'
import { parseSubmission } from './parse-submission.ts'

/** The answers that ask `name`: each rule on its way answered as it wants. */
function opening(form: FormKind, name: string): Record<string, string> {
  const answers: Record<string, string> = {}
  for (let rule = formFields[form][name]!.shownWhen; rule; rule = formFields[form][rule.field]!.shownWhen) answers[rule.field] = rule.value
  return answers
}

const valid = { contact: validContact, 'medical-information': validMedicalInformation, 'side-effect': minimalSideEffect }

const errorOf = (form: FormKind, answers: Record<string, string>, name: string) => {
  const submission = parseSubmission(toFormData(answers), describedSchema(form, 'en'))
  return submission.status === 'success' ? undefined : (submission.error as Record<string, string[]>)[name]?.[0]
}

describe('the schemas drawn from the description', () => {
  for (const form of formKinds) {
    it(`${form}: hold each text to its described limit, and each choice to its described values`, () => {
      for (const name of fieldOrders[form]) {
        const field = formFields[form][name]!
        if ('limit' in field) {
          const limit = formLimits[field.limit]
          expect(errorOf(form, { ...opening(form, name), [name]: '1'.repeat(limit + 1) }, name), name).toBe(`form.error.tooLong|${limit}`)
        }
        if (field.kind === 'choice') {
          const offered: readonly string[] = field.values ?? optionLists[field.list]
          const other = Object.values(optionLists)
            .flat()
            .find((value) => !offered.includes(value))!
          expect(errorOf(form, { ...opening(form, name), [name]: other }, name), name).toBe('form.error.invalid')
          expect(errorOf(form, { ...opening(form, name), [name]: offered.at(-1)! }, name), name).toBeUndefined()
        }
      }
    })

    it(`${form}: keeps only described fields, whatever else a post carries`, () => {
      const submission = parseSubmission(toFormData({ ...valid[form], notAField: 'x' }), describedSchema(form, 'en'))
      expect(submission.status).toBe('success')
      const kept = Object.keys(submission.status === 'success' ? submission.value : {})
      expect(kept.length).toBeGreaterThan(0)
      expect(kept.filter((name) => !(fieldOrders[form] as readonly string[]).includes(name))).toEqual([])
    })
  }

  it('is built once per form, the same for both languages (dates read the same in either)', () => {
    expect(describedSchema('side-effect', 'fr')).toBe(describedSchema('side-effect', 'fr'))
    expect(describedSchema('side-effect', 'fr')).toBe(describedSchema('side-effect', 'en'))
  })
})

import { describe, expect, it } from 'vitest'
import { describeFields } from './field-description.ts'
import type { FieldOf, MedicalInformationField } from './fields.ts'
import { flagQuestions, submissionFlags } from './flags.ts'
import { followUpAttributes, isShown, opensFollowUps, requiredNow } from './follow-ups.ts'

/**
 * Field names are types: a follow-up rule, a flag's question or a lookup that names a field the form does not
 * have fails to compile (each `@ts-expect-error` below is checked by `tsc`: remove the error and the build
 * fails), and, past the compiler, fails loudly at run time instead of reading as "not answered".
 */
describe('field names checked against each form', () => {
  it('a follow-up rule on a misspelt field does not compile, and is refused when the form is described', () => {
    expect(() =>
      describeFields({
        adverseEvent: { kind: 'choice', list: 'yesNo' },
        // @ts-expect-error 'adverseEvents' is no field of this form
        aeDescription: { kind: 'longText', shownWhen: { field: 'adverseEvents', value: 'yes' } },
      }),
    ).toThrow('The rule of aeDescription names adverseEvents, which is no field of its form')
    expect(() =>
      describeFields({
        contactMethod: { kind: 'choice', list: 'contactMethod' },
        phone: {
          kind: 'phone',
          // @ts-expect-error a required-when rule is checked the same way
          requiredWhen: { field: 'contactMethods', value: 'phone', error: 'form.error.phoneForCallback', note: 'form.requiredForCall' },
        },
      }),
    ).toThrow(/contactMethods/)
  })

  it('the readings of the rules take only the form’s own names, and throw on any other', () => {
    // @ts-expect-error the contact form has no adverse-event question
    expect(() => isShown('contact', 'aeDescription', {})).toThrow('aeDescription is no field of the contact form')
    // @ts-expect-error misspelt
    expect(() => opensFollowUps('medical-information', 'adverseEvents', { adverseEvents: 'yes' })).toThrow(/adverseEvents/)
    // @ts-expect-error misspelt
    expect(() => requiredNow('medical-information', 'phones', {})).toThrow(/phones/)
    // @ts-expect-error misspelt
    expect(() => followUpAttributes.group('medical-information', 'qualityProblems')).toThrow(/qualityProblems/)
    expect(isShown('medical-information', 'aeDescription', { adverseEvent: 'yes' })).toBe(true)
  })

  it('the flags name questions of the medical-information form, and raise on their answers', () => {
    const questions: Record<string, MedicalInformationField> = flagQuestions
    expect(Object.values(questions)).toEqual(['adverseEvent', 'qualityProblem'])
    // @ts-expect-error a flag's question must be a field of the medical-information form
    const misspelt: Record<string, FieldOf<'medical-information'>> = { adverseEvent: 'adverseEvents' }
    expect(misspelt).toBeDefined()
    expect(submissionFlags({ form: 'medical-information', answers: { adverseEvent: 'yes', qualityProblem: 'no' } })).toEqual({
      adverseEvent: true,
      qualityProblem: false,
    })
    expect(submissionFlags({ form: 'contact', answers: { adverseEvent: 'yes' } })).toEqual({ adverseEvent: false, qualityProblem: false })
  })
})

import { describe, expect, it } from 'vitest'
import { adverseEventAnswers, errorsOf, toFormData, validContact, validMedicalInformation } from '../../../tests/support/test-answers.ts'
import { fieldOrders, formFields } from './fields.ts'
import { submissionFlags } from './flags.ts'
import { followUpAttributes, isShown, openingAnswer, opensFollowUps } from './follow-ups.ts'
import { formKinds } from './form-kinds.ts'
import { medicalInformationSchema } from './medical-information-schema.ts'
import { parseSubmission } from './parse-submission.ts'

const medical = 'medical-information'

describe('the follow-up rules', () => {
  it('ask a follow-up only when its answer is given, and a nested one only when its parent is asked too', () => {
    expect(isShown(medical, 'aeSeriousCriteria', { adverseEvent: 'yes', aeSerious: 'yes' })).toBe(true)
    expect(isShown(medical, 'aeSeriousCriteria', { adverseEvent: 'yes', aeSerious: 'no' })).toBe(false)
    // "Serious: yes" typed, then "adverse event: no" chosen: the criteria are no longer asked.
    expect(isShown(medical, 'aeSeriousCriteria', { adverseEvent: 'no', aeSerious: 'yes' })).toBe(false)
    expect(isShown(medical, 'firstName', {})).toBe(true)
  })

  it('name one opening answer per question, in the form that has the follow-up only', () => {
    expect(openingAnswer(medical, 'requesterType')).toBe('healthcareProfessional')
    expect(openingAnswer('contact', 'requesterType')).toBeUndefined()
    for (const form of formKinds) {
      for (const [name, field] of Object.entries(formFields[form])) {
        const rule = field.shownWhen
        if (!rule) continue
        expect(openingAnswer(form, rule.field), `${form}: ${name}`).toBe(rule.value)
        // A follow-up comes after the question that opens it, as the page shows it.
        expect(fieldOrders[form].indexOf(rule.field as never), `${form}: ${name}`).toBeLessThan(fieldOrders[form].indexOf(name as never))
      }
    }
  })

  it('drive the schema: the criteria are required after "serious: yes" only', () => {
    const parse = (answers: Record<string, string | readonly string[]>) =>
      parseSubmission(toFormData(answers), medicalInformationSchema('en'))
    const { aeSeriousCriteria: _, ...withoutCriteria } = adverseEventAnswers
    expect(errorsOf(parse({ ...validMedicalInformation, ...withoutCriteria }))).toEqual({
      aeSeriousCriteria: ['form.error.chooseAtLeastOne'],
    })
    const notSerious = parse({ ...validMedicalInformation, ...adverseEventAnswers, aeSerious: 'no' })
    expect(notSerious.status).toBe('success')
    expect(notSerious.status === 'success' && notSerious.value).not.toHaveProperty('aeSeriousCriteria')
  })

  it('drive the markup: the opening option and its group carry the hooks the CSS shows them by', () => {
    expect(followUpAttributes.option(medical, 'aeSerious', 'yes')).toEqual({ 'data-opens-follow-up': 'aeSerious' })
    expect(followUpAttributes.option(medical, 'aeSerious', 'no')).toEqual({})
    expect(followUpAttributes.option('contact', 'requesterType', 'healthcareProfessional')).toEqual({})
    expect(followUpAttributes.group(medical, 'aeSerious')).toEqual({ 'data-follow-up': 'aeSerious' })
    expect(() => followUpAttributes.group('contact', 'requesterType')).toThrow()
  })
})

describe('submissionFlags', () => {
  it('flags an adverse event and a quality problem when their questions are answered yes', () => {
    expect(submissionFlags({ form: medical, answers: { ...validMedicalInformation, ...adverseEventAnswers } })).toEqual({
      adverseEvent: true,
      qualityProblem: false,
    })
    expect(submissionFlags({ form: medical, answers: { ...validMedicalInformation, qualityProblem: 'yes' } })).toEqual({
      adverseEvent: false,
      qualityProblem: true,
    })
    expect(opensFollowUps(medical, 'adverseEvent', validMedicalInformation)).toBe(false)
  })

  it('never flags a contact message, whatever it carries', () => {
    expect(submissionFlags({ form: 'contact', answers: { ...validContact, adverseEvent: 'yes' } })).toEqual({
      adverseEvent: false,
      qualityProblem: false,
    })
  })
})

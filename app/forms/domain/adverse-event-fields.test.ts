import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  adverseEventAnswers,
  errorsOf,
  minimalSideEffect,
  toFormData,
  validMedicalInformation,
} from '../../../tests/support/test-answers.ts'
import { adverseEventFields } from './adverse-event-fields.ts'
import type { FieldDescription } from './field-description.ts'
import { fieldOrders, formPages, medicalInformationFields, sideEffectFields } from './fields.ts'
import { parseSubmission } from './parse-submission.ts'

const questions = Object.entries<FieldDescription>(adverseEventFields)

describe('the adverse-event questions, described once for both forms', () => {
  it('are the same questions in both: the branch asks them after "yes", the report makes all but the description optional', () => {
    const medical: Readonly<Record<string, FieldDescription>> = medicalInformationFields
    const report: Readonly<Record<string, FieldDescription>> = sideEffectFields
    for (const [name, question] of questions) {
      expect(medical[name], name).toEqual({ ...question, shownWhen: question.shownWhen ?? { field: 'adverseEvent', value: 'yes' } })
      expect(report[name], name).toEqual(name === 'aeDescription' ? question : { ...question, optional: true })
    }
  })

  it('are all on both pages: the branch in the set’s order, the report’s after its patient and its reaction', () => {
    const names = questions.map(([name]) => name)
    const medical: readonly string[] = fieldOrders['medical-information']
    expect(medical.slice(medical.indexOf('adverseEvent') + 1, medical.indexOf('qualityProblem'))).toEqual(names)
    const report: readonly string[] = fieldOrders['side-effect']
    expect(names.every((name) => report.includes(name))).toBe(true)
  })
})

describe('a question added to the set', () => {
  afterEach(() => {
    vi.doUnmock('./adverse-event-fields.ts')
    vi.resetModules()
  })

  it('is asked, checked and kept by both forms, with no other edit', async () => {
    vi.resetModules()
    vi.doMock('./adverse-event-fields.ts', async (original) => {
      const { adverseEventFields } = await original<typeof import('./adverse-event-fields.ts')>()
      return { adverseEventFields: { ...adverseEventFields, aeWeight: { kind: 'text', limit: 'age' } } }
    })
    const fields = await import('./fields.ts')
    const { medicalInformationSchema } = await import('./medical-information-schema.ts')
    const { sideEffectSchema } = await import('./side-effect-schema.ts')
    const medical: readonly string[] = fields.fieldOrders['medical-information']
    const report: readonly string[] = fields.fieldOrders['side-effect']
    expect(medical.indexOf('aeWeight')).toBe(medical.indexOf('aeFollowUpConsent') + 1)
    expect(fields.formPages['side-effect'].groups.find((group) => group.folded)?.names).toContain('aeWeight')
    expect(formPages['side-effect'].groups.find((group) => group.folded)?.names).not.toContain('aeWeight')

    // The branch requires it once "yes" opens it, and keeps it.
    const branch = { ...validMedicalInformation, ...adverseEventAnswers }
    expect(errorsOf(parseSubmission(toFormData(branch), medicalInformationSchema('en')))).toEqual({ aeWeight: ['form.error.required'] })
    const answered = parseSubmission(toFormData({ ...branch, aeWeight: '70 kg' }), medicalInformationSchema('en'))
    expect(answered.status === 'success' && answered.value).toMatchObject({ aeWeight: '70 kg' })
    expect(parseSubmission(toFormData(validMedicalInformation), medicalInformationSchema('en')).status).toBe('success')

    // The report takes it as an optional detail, within its limit.
    expect(parseSubmission(toFormData(minimalSideEffect), sideEffectSchema('en')).status).toBe('success')
    const detailed = parseSubmission(toFormData({ ...minimalSideEffect, aeWeight: '70 kg' }), sideEffectSchema('en'))
    expect(detailed.status === 'success' && detailed.value).toMatchObject({ aeWeight: '70 kg' })
    expect(errorsOf(parseSubmission(toFormData({ ...minimalSideEffect, aeWeight: 'x'.repeat(31) }), sideEffectSchema('en')))).toEqual({
      aeWeight: ['form.error.tooLong|30'],
    })
    expect(report).toContain('aeWeight')
  })
})

import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { errorsOf, minimalSideEffect, sideEffectDetails, toFormData } from '../../../tests/support/test-answers.ts'
import { parseSubmission } from './parse-submission.ts'
import { sideEffectSchema } from './side-effect-schema.ts'

const parse = (answers: Record<string, string | readonly string[]>, lang: 'en' | 'fr' = 'en') =>
  parseSubmission(toFormData(answers), sideEffectSchema(lang))

const without = (names: readonly string[]) =>
  Object.fromEntries(Object.entries(minimalSideEffect).filter(([name]) => !names.includes(name))) as Record<string, string>

/** The reaction's date, one detail posted as three parts: chosen, it comes whole. */
const reactionDate = { aeStartDate: '27', 'aeStartDate-month': '3', 'aeStartDate-year': '2026' } as const
const whole = (chosen: [string, unknown][]) => {
  const answers = Object.fromEntries(chosen) as Record<string, string | readonly string[]>
  return chosen.some(([name]) => name.startsWith('aeStartDate')) ? { ...answers, ...reactionDate } : answers
}

describe('side-effect schema', () => {
  it('accepts the four minimum elements alone, and stores only what was answered', () => {
    const submission = parse(minimalSideEffect)
    expect(submission.status).toBe('success')
    if (submission.status !== 'success') return
    expect(submission.value).toEqual(minimalSideEffect)
  })

  it('requires the role, the name, the product and the reaction, and lists every missing element at once', () => {
    expect(errorsOf(parse({}))).toEqual({
      requesterType: ['form.error.choose'],
      reporterName: ['form.error.required'],
      email: ['form.error.reachReporter'],
      aePatientInitials: ['form.error.identifyPatient'],
      suspectProduct: ['form.error.choose'],
      aeDescription: ['form.error.required'],
    })
  })

  it('reaches the reporter by e-mail or by telephone, either one', () => {
    expect(errorsOf(parse(without(['email'])))).toEqual({ email: ['form.error.reachReporter'] })
    expect(parse({ ...without(['email']), phone: '514 555-0199' }).status).toBe('success')
    expect(errorsOf(parse({ ...minimalSideEffect, email: 'not an address' }))).toEqual({ email: ['form.error.email'] })
  })

  it('identifies the patient by initials, age or sex, unless the reporter is the patient', () => {
    const anonymous = without(['aePatientInitials'])
    expect(errorsOf(parse(anonymous))).toEqual({ aePatientInitials: ['form.error.identifyPatient'] })
    expect(parse({ ...anonymous, aeAge: '70 to 79' }).status).toBe('success')
    expect(parse({ ...anonymous, aeSex: 'unknown' }).status).toBe('success')
    expect(parse({ ...anonymous, requesterType: 'patient' }).status).toBe('success')
    expect(errorsOf(parse({ ...minimalSideEffect, aePatientInitials: 'Robert' }))).toEqual({
      aePatientInitials: ['form.error.initials'],
    })
  })

  it('keeps every optional detail, the date as a calendar day, and the name of another product only for another product', () => {
    const submission = parse({ ...minimalSideEffect, ...sideEffectDetails, suspectProductName: 'typed, then Lysodren was chosen' })
    expect(submission.status).toBe('success')
    if (submission.status !== 'success') return
    expect(submission.value).toMatchObject({ aeStartDate: '2026-03-27', aeSeriousCriteria: ['hospitalization', 'lifeThreatening'] })
    expect(submission.value).not.toHaveProperty('suspectProductName')
    const other = parse({ ...minimalSideEffect, suspectProduct: 'other', suspectProductName: 'Cortef' })
    expect(other.status === 'success' && other.value.suspectProductName).toBe('Cortef')
    const unsure = parse({ ...minimalSideEffect, suspectProduct: 'unsure' })
    expect(unsure.status).toBe('success')
  })

  it('checks optional details only when given, and the criteria only when the side effect was serious', () => {
    expect(
      errorsOf(
        parse({ ...minimalSideEffect, aeStartDate: '31', 'aeStartDate-month': '6', 'aeStartDate-year': '2026', qpLotNumber: '###' }),
      ),
    ).toEqual({
      aeStartDate: ['form.error.date'],
      qpLotNumber: ['form.error.lotNumber'],
    })
    const notSerious = parse({ ...minimalSideEffect, aeSerious: 'no', aeSeriousCriteria: ['death'] })
    expect(notSerious.status === 'success' && notSerious.value).not.toHaveProperty('aeSeriousCriteria')
    expect(parse({ ...minimalSideEffect, aeSerious: 'yes' }).status).toBe('success')
  })

  it('reads the date from its parts on either language’s form', () => {
    const fr = parse({ ...minimalSideEffect, ...reactionDate }, 'fr')
    expect(fr.status === 'success' && fr.value.aeStartDate).toBe('2026-03-27')
  })

  it('accepts any choice of optional details with the four elements, and refuses any report missing one of them', () => {
    const details = Object.entries(sideEffectDetails)
    fc.assert(
      fc.property(fc.subarray(details), fc.constantFrom('en', 'fr') as fc.Arbitrary<'en' | 'fr'>, (chosen, lang) => {
        const answers: Record<string, string | readonly string[]> = { ...minimalSideEffect, ...whole(chosen) }
        expect(parse(answers, lang).status).toBe('success')
      }),
    )
    // Each element is one or more answers: without any of them, the report is refused.
    const elements = [['requesterType'], ['reporterName'], ['email'], ['aePatientInitials'], ['suspectProduct'], ['aeDescription']]
    fc.assert(
      fc.property(fc.constantFrom(...elements), fc.subarray(details), (missing, chosen) => {
        const answers = { ...without(missing), ...whole(chosen) }
        expect(parse(answers).status).toBe('error')
      }),
    )
  })
})

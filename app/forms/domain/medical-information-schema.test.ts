import { describe, expect, it } from 'vitest'
import { medicalInformationSchema } from './medical-information-schema.ts'
import { parseSubmission } from './parse-submission.ts'
import { errorsOf } from '../../../tests/support/test-answers.ts'
import { adverseEventAnswers, toFormData, validMedicalInformation } from '../../../tests/support/test-answers.ts'

const parse = (answers: Record<string, string | readonly string[]>, lang: 'en' | 'fr' = 'en') =>
  parseSubmission(toFormData(answers), medicalInformationSchema(lang))

describe('medical-information schema', () => {
  it('accepts a question without side effect and keeps only the answered sections', () => {
    const submission = parse({ ...validMedicalInformation, aeDescription: 'typed, then "no" was chosen', aeStartDate: '99' })
    expect(submission.status).toBe('success')
    if (submission.status !== 'success') return
    expect(submission.value).toMatchObject({ profession: 'Neurologist', adverseEvent: 'no' })
    expect(submission.value).not.toHaveProperty('aeDescription')
    expect(submission.value).not.toHaveProperty('aeStartDate')
  })

  it('requires the profession of a healthcare professional only', () => {
    expect(errorsOf(parse({ ...validMedicalInformation, profession: '' }))).toEqual({ profession: ['form.error.required'] })
    const patient = parse({ ...validMedicalInformation, requesterType: 'patient', profession: '' })
    expect(patient.status).toBe('success')
  })

  it('asks the name of another product, and a number to call back', () => {
    expect(errorsOf(parse({ ...validMedicalInformation, product: 'other', contactMethod: 'phone' }))).toEqual({
      productOther: ['form.error.required'],
      phone: ['form.error.phoneForCallback'],
    })
  })

  it('opens the side-effect questions on yes, and shows their errors together with the others', () => {
    const submission = parse({ ...validMedicalInformation, firstName: '', adverseEvent: 'yes' })
    expect(errorsOf(submission)).toEqual({
      firstName: ['form.error.required'],
      aeAge: ['form.error.required'],
      aeSex: ['form.error.choose'],
      aeDescription: ['form.error.required'],
      aeSerious: ['form.error.choose'],
      aeOutcome: ['form.error.choose'],
      aeFollowUpConsent: ['form.error.choose'],
    })
  })

  it('stores a complete adverse-event report with its date as a calendar day', () => {
    const submission = parse({ ...validMedicalInformation, ...adverseEventAnswers })
    expect(submission.status).toBe('success')
    if (submission.status !== 'success') return
    expect(submission.value).toMatchObject({
      adverseEvent: 'yes',
      aeStartDate: '2026-03-27',
      aeSerious: 'yes',
      aeSeriousCriteria: ['hospitalization'],
    })
  })

  it('reads a date from its three parts, the same in both languages, and says which part to fix', () => {
    const fr = parse({ ...validMedicalInformation, ...adverseEventAnswers }, 'fr')
    expect(fr.status === 'success' && fr.value.aeStartDate).toBe('2026-03-27')
    const date = (day: string, month: string, year: string) =>
      errorsOf(
        parse({
          ...validMedicalInformation,
          ...adverseEventAnswers,
          aeStartDate: day,
          'aeStartDate-month': month,
          'aeStartDate-year': year,
        }),
      )
    expect(date('31', '4', '2026')).toEqual({ aeStartDate: ['form.error.date'] })
    expect(date('', '4', '2026')).toEqual({ aeStartDate: ['form.error.dateDay'] })
    expect(date('3', '', '2026')).toEqual({ aeStartDate: ['form.error.dateMonth'] })
    expect(date('3', '4', '26')).toEqual({ aeStartDate: ['form.error.dateYear'] })
    // All three blank: an optional date not given.
    const blank = parse({
      ...validMedicalInformation,
      ...adverseEventAnswers,
      aeStartDate: '',
      'aeStartDate-month': '',
      'aeStartDate-year': ' ',
    })
    expect(blank.status === 'success' && blank.value).not.toHaveProperty('aeStartDate')
  })

  it('refuses a reaction that starts in the future and a serious effect without its criteria', () => {
    const submission = parse({
      ...validMedicalInformation,
      ...adverseEventAnswers,
      aeStartDate: '1',
      'aeStartDate-month': '1',
      'aeStartDate-year': '2099',
      aeSeriousCriteria: [],
    })
    expect(errorsOf(submission)).toEqual({ aeStartDate: ['form.error.dateFuture'], aeSeriousCriteria: ['form.error.chooseAtLeastOne'] })
  })

  it('refuses unknown criteria and initials that are a full name', () => {
    const submission = parse({
      ...validMedicalInformation,
      ...adverseEventAnswers,
      aeSeriousCriteria: ['death', 'boredom'],
      aePatientInitials: 'Jeanne Dupont',
    })
    expect(errorsOf(submission)).toEqual({ aeSeriousCriteria: ['form.error.invalid'], aePatientInitials: ['form.error.tooLong|10'] })
    expect(errorsOf(parse({ ...validMedicalInformation, ...adverseEventAnswers, aePatientInitials: 'J2D' }))).toEqual({
      aePatientInitials: ['form.error.initials'],
    })
    expect(parse({ ...validMedicalInformation, ...adverseEventAnswers, aePatientInitials: 'J-D' }).status).toBe('success')
  })

  it('opens the product-quality questions on yes', () => {
    const missing = parse({ ...validMedicalInformation, qualityProblem: 'yes' })
    expect(errorsOf(missing)).toEqual({ qpLotNumber: ['form.error.required'], qpDescription: ['form.error.required'] })
    const complete = parse({
      ...validMedicalInformation,
      qualityProblem: 'yes',
      qpLotNumber: 'AB-1234',
      qpExpiryDate: '31',
      'qpExpiryDate-month': '12',
      'qpExpiryDate-year': '2027',
      qpDescription: 'Cracked blister.',
    })
    expect(complete.status === 'success' && complete.value).toMatchObject({ qpLotNumber: 'AB-1234', qpExpiryDate: '2027-12-31' })
  })
})

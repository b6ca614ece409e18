import { describe, expect, it } from 'vitest'
import { contactSchema } from './contact-schema.ts'
import { parseSubmission } from './parse-submission.ts'
import { errorsOf } from '../../../tests/support/test-answers.ts'
import { toFormData, validContact } from '../../../tests/support/test-answers.ts'

const parse = (answers: Record<string, string | readonly string[]>) => parseSubmission(toFormData(answers), contactSchema)

describe('contact schema', () => {
  it('accepts a complete form, trims answers and drops blank optional fields', () => {
    const submission = parse({ ...validContact, firstName: '  Marie ' })
    expect(submission.status).toBe('success')
    if (submission.status !== 'success') return
    expect(submission.value.firstName).toBe('Marie')
    expect(submission.value).not.toHaveProperty('organization')
  })

  it('names every missing required field with a message key', () => {
    const submission = parse({})
    expect(submission.status).toBe('error')
    expect(errorsOf(submission)).toEqual({
      requesterType: ['form.error.choose'],
      firstName: ['form.error.required'],
      lastName: ['form.error.required'],
      email: ['form.error.required'],
      subject: ['form.error.choose'],
      message: ['form.error.required'],
      preferredLanguage: ['form.error.choose'],
      consent: ['form.error.consent'],
    })
  })

  it('asks no province of a journalist, nor of anyone: it is optional, and checked when given', () => {
    const { province: _province, ...withoutProvince } = validContact
    const submission = parse({ ...withoutProvince, requesterType: 'media', subject: 'media', province: '' })
    expect(submission.status).toBe('success')
    if (submission.status !== 'success') return
    expect(submission.value).not.toHaveProperty('province')
    expect(parse({ ...validContact, requesterType: 'media', province: 'QC' }).status).toBe('success')
  })

  it('treats blanks as missing', () => {
    expect(errorsOf(parse({ ...validContact, firstName: '   ' }))).toEqual({ firstName: ['form.error.required'] })
  })

  it('refuses malformed answers with the reason', () => {
    const submission = parse({
      ...validContact,
      email: 'not-an-address',
      phone: '12',
      province: 'ZZ',
      message: 'x'.repeat(5_001),
      consent: 'yes',
    })
    expect(errorsOf(submission)).toEqual({
      email: ['form.error.email'],
      phone: ['form.error.phone'],
      province: ['form.error.invalid'],
      message: ['form.error.tooLong|5000'],
      consent: ['form.error.consent'],
    })
  })

  it('accepts 5,000 characters, line breaks and accents in the message', () => {
    expect(parse({ ...validContact, message: `Bonjour,\r\n${'é'.repeat(4_990)}` }).status).toBe('success')
  })

  it('refuses a repeated field and control characters rather than storing them', () => {
    expect(errorsOf(parse({ ...validContact, firstName: ['Marie', 'Anne'] }))).toEqual({ firstName: ['form.error.invalid'] })
    expect(errorsOf(parse({ ...validContact, lastName: 'Tremblay\u0000' }))).toEqual({ lastName: ['form.error.invalidText'] })
    expect(errorsOf(parse({ ...validContact, message: 'a\u0007b' }))).toEqual({ message: ['form.error.invalidText'] })
  })

  it('accepts common telephone forms', () => {
    for (const phone of ['514-555-0123', '(514) 555-0123', '+1 514 555 0123', '514.555.0123 ext. 204', '1 888 555-0142 poste 3']) {
      expect(parse({ ...validContact, phone }).status, phone).toBe('success')
    }
  })
})

import type { ContactData } from '../../app/forms/domain/contact-schema.ts'
import type { MedicalInformationData } from '../../app/forms/domain/medical-information-schema.ts'
import type { SubmissionRequest } from '../../app/forms/domain/services.ts'
/**
 * Valid answers for each form, as a browser would post them; tests start
 * from these and change one thing at a time.
 */
export const validContact = {
  requesterType: 'patient',
  firstName: 'Marie',
  lastName: 'Tremblay',
  email: 'marie.tremblay@example.com',
  phone: '514 555-0123',
  organization: '',
  province: 'QC',
  subject: 'general',
  message: 'Where can I find the product monograph?',
  preferredLanguage: 'fr',
  consent: 'on',
} as const

/** The contact form's required answers alone, short: what a test that sends many posts sends. */
export const minimalContact = {
  requesterType: 'patient',
  firstName: 'Marie',
  lastName: 'Tremblay',
  email: 'marie@example.com',
  province: 'QC',
  subject: 'general',
  message: 'Bonjour',
  preferredLanguage: 'fr',
  consent: 'on',
} as const

export const validMedicalInformation = {
  requesterType: 'healthcareProfessional',
  profession: 'Neurologist',
  firstName: 'Alex',
  lastName: 'Martin',
  email: 'alex.martin@example.com',
  phone: '',
  contactMethod: 'email',
  province: 'ON',
  product: 'ruzurgi',
  productOther: '',
  question: 'Is there data on use with renal impairment?',
  preferredLanguage: 'en',
  adverseEvent: 'no',
  qualityProblem: 'no',
} as const

export const adverseEventAnswers = {
  adverseEvent: 'yes',
  aePatientInitials: 'J.D.',
  aeAge: '54',
  aeSex: 'female',
  // A date is posted as its three parts: the day, the month's number (chosen by its name), the year.
  aeStartDate: '27',
  'aeStartDate-month': '3',
  'aeStartDate-year': '2026',
  aeDescription: 'Tingling in the fingers after the second dose.',
  aeSerious: 'yes',
  aeSeriousCriteria: ['hospitalization'],
  aeOutcome: 'recovering',
  aeFollowUpConsent: 'yes',
} as const

export function toFormData(answers: Record<string, string | readonly string[]>): URLSearchParams {
  const body = new URLSearchParams()
  for (const [name, value] of Object.entries(answers)) {
    for (const item of typeof value === 'string' ? [value] : value) body.append(name, item)
  }
  return body
}

/** The errors of a submission, or undefined when it succeeded. */
export function errorsOf(submission: { status?: string; error?: unknown }): unknown {
  return submission.status === 'success' ? undefined : submission.error
}

/** The four minimum elements of a side-effect report, and nothing else: a fictitious reporter and reaction. */
export const minimalSideEffect = {
  requesterType: 'caregiver',
  reporterName: 'Sam Okafor',
  email: 'sam.okafor@example.com',
  aePatientInitials: 'R.O.',
  suspectProduct: 'lysodren',
  aeDescription: 'Test report: dizziness the morning after the first dose.',
} as const

/** The side-effect report's optional details, all answered. */
export const sideEffectDetails = {
  // A date is posted as its three parts: the day, the month's number (chosen by its name), the year.
  aeStartDate: '27',
  'aeStartDate-month': '3',
  'aeStartDate-year': '2026',
  aeSerious: 'yes',
  aeSeriousCriteria: ['hospitalization', 'lifeThreatening'],
  aeOutcome: 'recovering',
  qpLotNumber: 'LT-2291',
  otherMedicines: 'Hydrocortisone 20 mg a day.',
  aeFollowUpConsent: 'yes',
} as const

/** A medical-information request with a serious adverse event, as the schema parses it: what the mail composes from. */
export const medicalAdverseEvent: MedicalInformationData = {
  requesterType: 'caregiver',
  firstName: 'Élise',
  lastName: 'Gagnon',
  email: 'elise@example.com',
  contactMethod: 'email',
  province: 'QC',
  product: 'lysodren',
  question: 'Première ligne\nDeuxième ligne',
  preferredLanguage: 'fr',
  adverseEvent: 'yes',
  qualityProblem: 'no',
  aeAge: '60 à 69',
  aeSex: 'female',
  aeStartDate: '2026-02-27',
  aeDescription: 'Nausées',
  aeSerious: 'yes',
  aeSeriousCriteria: ['hospitalization', 'lifeThreatening'],
  aeOutcome: 'recovering',
  aeFollowUpConsent: 'yes',
}

/** A contact request as the schema parses it, for the mail tests; `overrides` change the request or its answers. */
export function contactRequest(overrides: { suspectedSpam?: boolean; answers?: Partial<ContactData> } = {}): SubmissionRequest {
  return {
    form: 'contact',
    lang: 'en',
    suspectedSpam: overrides.suspectedSpam ?? false,
    answers: {
      requesterType: 'media',
      firstName: 'Sam',
      lastName: 'Lee',
      email: 'sam@example.com',
      province: 'outside',
      subject: 'media',
      message: 'Interview?',
      preferredLanguage: 'en',
      consent: 'on',
      ...overrides.answers,
    } as ContactData,
  }
}

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
  aeStartDate: '03/27/26',
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
  aeStartDate: '03/27/26',
  aeSerious: 'yes',
  aeSeriousCriteria: ['hospitalization', 'lifeThreatening'],
  aeOutcome: 'recovering',
  qpLotNumber: 'LT-2291',
  otherMedicines: 'Hydrocortisone 20 mg a day.',
  aeFollowUpConsent: 'yes',
} as const

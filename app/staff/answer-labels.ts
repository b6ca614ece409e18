import type { FieldName } from '../forms/domain/fields.ts'
import type { FormKind } from '../forms/domain/form-kinds.ts'
import type { StaffMessageKey } from './messages/index.ts'

/**
 * Each answer as the team calls it, not as the form asks it ("Reporter type", not "You are"): every field of every
 * form has its staff label here, or this does not compile.
 */
export const answerLabels = {
  requesterType: 'staff.answer.requesterType',
  profession: 'staff.answer.profession',
  reporterName: 'staff.answer.reporterName',
  firstName: 'staff.answer.firstName',
  lastName: 'staff.answer.lastName',
  email: 'staff.answer.email',
  phone: 'staff.answer.phone',
  contactMethod: 'staff.answer.contactMethod',
  organization: 'staff.answer.organization',
  province: 'staff.answer.province',
  preferredLanguage: 'staff.answer.preferredLanguage',
  consent: 'staff.answer.consent',
  subject: 'staff.answer.subject',
  message: 'staff.answer.message',
  product: 'staff.answer.product',
  productOther: 'staff.answer.productOther',
  question: 'staff.answer.question',
  adverseEvent: 'staff.answer.adverseEvent',
  aePatientInitials: 'staff.answer.aePatientInitials',
  aeAge: 'staff.answer.aeAge',
  aeSex: 'staff.answer.aeSex',
  aeStartDate: 'staff.answer.aeStartDate',
  aeDescription: 'staff.answer.aeDescription',
  aeSerious: 'staff.answer.aeSerious',
  aeSeriousCriteria: 'staff.answer.aeSeriousCriteria',
  aeOutcome: 'staff.answer.aeOutcome',
  aeFollowUpConsent: 'staff.answer.aeFollowUpConsent',
  qualityProblem: 'staff.answer.qualityProblem',
  qpLotNumber: 'staff.answer.qpLotNumber',
  qpExpiryDate: 'staff.answer.qpExpiryDate',
  qpDescription: 'staff.answer.qpDescription',
  suspectProduct: 'staff.answer.suspectProduct',
  suspectProductName: 'staff.answer.suspectProductName',
  otherMedicines: 'staff.answer.otherMedicines',
} as const satisfies Record<FieldName, StaffMessageKey>

/** The answer that is the request itself, shown first: the question, the message, the side effect described. */
export const requestField = {
  contact: 'message',
  'medical-information': 'question',
  'side-effect': 'aeDescription',
} as const satisfies Record<FormKind, FieldName>

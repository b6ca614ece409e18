/**
 * The fields of each form in page order: errors are listed, and focus goes,
 * in this order. Kept apart from the schemas so that the page can show the
 * form before the validation code has loaded.
 */

export const contactFieldOrder = [
  'requesterType',
  'firstName',
  'lastName',
  'email',
  'phone',
  'organization',
  'province',
  'subject',
  'message',
  'preferredLanguage',
  'consent',
] as const

export const medicalInformationFieldOrder = [
  'requesterType',
  'profession',
  'firstName',
  'lastName',
  'email',
  'phone',
  'contactMethod',
  'province',
  'product',
  'productOther',
  'question',
  'preferredLanguage',
  'adverseEvent',
  'aePatientInitials',
  'aeAge',
  'aeSex',
  'aeStartDate',
  'aeDescription',
  'aeSerious',
  'aeSeriousCriteria',
  'aeOutcome',
  'aeFollowUpConsent',
  'qualityProblem',
  'qpLotNumber',
  'qpExpiryDate',
  'qpDescription',
] as const

/**
 * The closed lists the forms offer. Values are stable codes stored in the
 * database; their labels live in the message catalogues under
 * `form.option.<list>.<value>`.
 */
export const contactRequesterTypes = ['patient', 'caregiver', 'healthcareProfessional', 'pharmacist', 'media', 'other'] as const
export const medicalRequesterTypes = ['healthcareProfessional', 'patient', 'caregiver', 'other'] as const
/** Who reports a side effect: the medical-information form's requesters, the patient first ("I am the patient"). */
export const reporterRoles = ['patient', 'caregiver', 'healthcareProfessional', 'other'] as const
export type RequesterType = (typeof contactRequesterTypes)[number]

/** Provinces and territories by their Canada Post codes, and "outside Canada". */
export const provinces = ['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT', 'outside'] as const
export type Province = (typeof provinces)[number]

/** Options that stay at the end of a list sorted by label: "Outside Canada" follows the provinces and territories, in both languages. */
export const sortedLast: ReadonlySet<string> = new Set<Province>(['outside'])

export const contactSubjects = ['general', 'products', 'patientSupport', 'media', 'other'] as const
export const preferredLanguages = ['en', 'fr'] as const
export const contactMethods = ['email', 'phone'] as const
export const products = ['ruzurgi', 'lysodren', 'other'] as const
/** The product a side effect is suspected of: one of ours, another, or the reporter is not sure. */
export const suspectProducts = ['ruzurgi', 'lysodren', 'other', 'unsure'] as const
export const yesNo = ['yes', 'no'] as const
export const yesNoUnknown = ['yes', 'no', 'unknown'] as const
export const sexes = ['female', 'male', 'other', 'unknown'] as const
export const seriousCriteria = ['hospitalization', 'lifeThreatening', 'disability', 'death'] as const
export const outcomes = ['recovered', 'recovering', 'notRecovered', 'recoveredWithSequelae', 'fatal', 'unknown'] as const

/** Every list by the name used in its message keys (`form.option.<name>.<value>`). */
export const optionLists = {
  requesterType: contactRequesterTypes,
  reporterRole: reporterRoles,
  province: provinces,
  subject: contactSubjects,
  preferredLanguage: preferredLanguages,
  contactMethod: contactMethods,
  product: products,
  suspectProduct: suspectProducts,
  yesNo: yesNoUnknown,
  sex: sexes,
  seriousCriteria,
  outcome: outcomes,
} as const
export type OptionListName = keyof typeof optionLists

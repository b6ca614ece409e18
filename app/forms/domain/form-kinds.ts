import { company } from '../../content/company.ts'
import type { FormMessageKey } from './messages/index.ts'
import { contactFieldOrder, medicalInformationFieldOrder } from './field-orders.ts'
import type { OptionListName } from './options.ts'

/** The two forms, named like their screens in the route table. */
export const formKinds = ['contact', 'medical-information'] as const
export type FormKind = (typeof formKinds)[number]

/** Reference numbers read `CT-2026-000045` and `MI-2026-000123`. */
export const referencePrefixes = { contact: 'CT', 'medical-information': 'MI' } as const satisfies Record<FormKind, string>

/** The number a visitor can call when the form cannot take their request. */
export const formPhones = { contact: company.phones.main, 'medical-information': company.phones.medicalInformation } as const satisfies Record<FormKind, string>

export type ContactField = (typeof contactFieldOrder)[number]
export type MedicalInformationField = (typeof medicalInformationFieldOrder)[number]
export type FieldName = ContactField | MedicalInformationField

export const fieldOrders = { contact: contactFieldOrder, 'medical-information': medicalInformationFieldOrder } as const

/** The closed list each choice field draws from (labels: `form.option.<list>.<value>`). */
export const fieldLists: Partial<Record<FieldName, OptionListName>> = {
  requesterType: 'requesterType',
  province: 'province',
  subject: 'subject',
  preferredLanguage: 'preferredLanguage',
  contactMethod: 'contactMethod',
  product: 'product',
  adverseEvent: 'yesNo',
  aeSex: 'sex',
  aeSerious: 'yesNo',
  aeSeriousCriteria: 'seriousCriteria',
  aeOutcome: 'outcome',
  aeFollowUpConsent: 'yesNo',
  qualityProblem: 'yesNo',
}

/** Fields whose answer is a date typed in the page's format. */
export const dateFields: readonly FieldName[] = ['aeStartDate', 'qpExpiryDate']

type MustBeKeys<T extends FormMessageKey> = T
type FieldLabelKey = MustBeKeys<`form.field.${FieldName}`>
export const fieldLabelKey = (name: FieldName): FieldLabelKey => `form.field.${name}`

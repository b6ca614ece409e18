import { adverseEventFields } from './adverse-event-fields.ts'
import { askedWhen, describeFields, labelKeyOf, optionalBut, type FieldDescription } from './field-description.ts'
import type { FormKind } from './form-kinds.ts'
import type { FormMessageKey } from './messages/index.ts'
import { medicalRequesterTypes, yesNo } from './options.ts'
import { describePage, type DescribedPage } from './page-layout.ts'
import { sharedFields } from './shared-fields.ts'

/**
 * Every field of the forms, described once with everything its control, its check and its e-mail line need
 * (field-description.ts), and each form's page as data (page-layout.ts), whose order is the form's order. The
 * schemas, the page, the e-mails and the submission's flags all read this description; none of them says again
 * which answer opens which question, how long an answer may be or which questions a form asks.
 *
 * Kept apart from the schemas (no zod here) so that the page can show the form before the validation code has loaded.
 */

export const contactFields = describeFields({
  requesterType: { kind: 'choice', list: 'requesterType' },
  firstName: sharedFields.firstName,
  lastName: sharedFields.lastName,
  email: sharedFields.email,
  phone: sharedFields.phone,
  organization: { kind: 'text', limit: 'organization', autoComplete: 'organization', optional: true },
  // Optional here: the company answers a journalist, a partner or a patient by e-mail wherever they are, and a media
  // enquiry has no province to give. The medical information form's rule is its team's and is unchanged.
  province: { ...sharedFields.province, optional: true },
  subject: { kind: 'choice', list: 'subject', select: 'form.choose' },
  message: { kind: 'longText', limit: 'longText', hint: 'maxChars' },
  preferredLanguage: sharedFields.preferredLanguage,
  consent: { kind: 'consent' },
})

const contactPage = describePage(contactFields, {
  groups: [
    { title: 'form.section.aboutYou', items: ['requesterType', 'firstName', 'lastName', 'email', 'phone', 'organization', 'province'] },
    { title: 'form.section.request', items: ['subject', 'message', 'preferredLanguage', 'consent'] },
  ],
})

const adverseEventReported = { field: 'adverseEvent', value: 'yes' } as const
const qualityProblemReported = { field: 'qualityProblem', value: 'yes' } as const

export const medicalInformationFields = describeFields({
  requesterType: { kind: 'choice', list: 'requesterType', values: medicalRequesterTypes },
  profession: {
    kind: 'text',
    limit: 'profession',
    hint: 'form.help.profession',
    autoComplete: 'organization-title',
    shownWhen: { field: 'requesterType', value: 'healthcareProfessional' },
  },
  firstName: sharedFields.firstName,
  lastName: sharedFields.lastName,
  email: sharedFields.email,
  contactMethod: { kind: 'choice', list: 'contactMethod', inline: true },
  phone: {
    ...sharedFields.phone,
    requiredWhen: { field: 'contactMethod', value: 'phone', error: 'form.error.phoneForCallback', note: 'form.requiredForCall' },
  },
  province: sharedFields.province,
  product: { kind: 'choice', list: 'product' },
  productOther: { kind: 'text', limit: 'productName', shownWhen: { field: 'product', value: 'other' } },
  question: { kind: 'longText', limit: 'longText', hint: 'maxChars' },
  preferredLanguage: sharedFields.preferredLanguage,
  adverseEvent: {
    kind: 'choice',
    list: 'yesNo',
    values: yesNo,
    hint: 'form.help.adverseEvent',
    inline: true,
    followUpTitle: 'form.section.adverseEvent',
  },
  ...askedWhen(adverseEventReported, adverseEventFields),
  qualityProblem: {
    kind: 'choice',
    list: 'yesNo',
    values: yesNo,
    hint: 'form.help.qualityProblem',
    inline: true,
    followUpTitle: 'form.section.qualityProblem',
  },
  qpLotNumber: { ...sharedFields.qpLotNumber, shownWhen: qualityProblemReported },
  qpExpiryDate: { kind: 'date', hint: 'dateFormat', optional: true, shownWhen: qualityProblemReported },
  qpDescription: { kind: 'longText', limit: 'longText', hint: 'maxChars', shownWhen: qualityProblemReported },
})

const medicalInformationPage = describePage(medicalInformationFields, {
  emergency: true,
  groups: [
    {
      title: 'form.section.aboutYou',
      // How we answer comes before the number, which an answer by telephone makes required: the label that says so
      // changes below the choice, where the visitor is going, not above it.
      items: ['requesterType', 'profession', 'firstName', 'lastName', 'email', 'contactMethod', 'phone', 'province'],
    },
    { title: 'form.section.request', items: ['product', 'productOther', 'question', 'preferredLanguage'] },
    // The same report in four answers instead of fourteen; this branch still takes one.
    {
      hint: 'form.help.shorterReport',
      link: { to: 'side-effect', text: 'form.link.shorterReport' },
      items: ['adverseEvent', { restOf: adverseEventFields }],
    },
    { items: ['qualityProblem', 'qpLotNumber', 'qpExpiryDate', 'qpDescription'] },
  ],
})

/**
 * The side-effect report: the four minimum elements of a valid report first (an identifiable reporter, an
 * identifiable patient, a suspected product, a reaction), then optional details, folded away so that on a phone
 * the send button follows the four. Which answers are required together ("an e-mail or a phone", "initials, age
 * or sex") is said by the page's one-of fieldsets, which the schema reads.
 */
export const sideEffectFields = describeFields({
  requesterType: { kind: 'choice', list: 'reporterRole' },
  reporterName: { kind: 'text', limit: 'name', autoComplete: 'name' },
  email: { ...sharedFields.email, hint: 'form.help.reachReporter', optional: true },
  phone: sharedFields.phone,
  ...optionalBut(adverseEventFields, ['aeDescription']),
  suspectProduct: { kind: 'choice', list: 'suspectProduct', hint: 'form.help.suspectProduct' },
  suspectProductName: { kind: 'text', limit: 'productName', optional: true, shownWhen: { field: 'suspectProduct', value: 'other' } },
  qpLotNumber: { ...sharedFields.qpLotNumber, optional: true },
  otherMedicines: { kind: 'longText', limit: 'longText', hint: 'form.help.otherMedicines', optional: true },
})

const sideEffectPage = describePage(sideEffectFields, {
  emergency: true,
  groups: [
    {
      title: 'form.section.aboutYou',
      items: [
        'requesterType',
        'reporterName',
        { oneOf: ['email', 'phone'], legend: 'form.group.reachReporter', error: 'form.error.reachReporter' },
      ],
    },
    {
      title: 'form.section.patient',
      hint: 'form.help.identifyPatient',
      items: [
        {
          oneOf: ['aePatientInitials', 'aeAge', 'aeSex'],
          legend: 'form.group.identifyPatient',
          error: 'form.error.identifyPatient',
          unless: { field: 'requesterType', value: 'patient' },
        },
      ],
    },
    { title: 'form.section.sideEffect', items: ['suspectProduct', 'suspectProductName', 'aeDescription'] },
    {
      title: 'form.section.moreDetails',
      hint: 'form.help.moreDetails',
      folded: true,
      items: [{ restOf: adverseEventFields }, 'qpLotNumber', 'otherMedicines', 'aeFollowUpConsent'],
    },
  ],
})

export type ContactField = keyof typeof contactFields
export type MedicalInformationField = keyof typeof medicalInformationFields
export type SideEffectField = keyof typeof sideEffectFields
export type FieldName = ContactField | MedicalInformationField | SideEffectField
/** The field names of one form (of any, for `FormKind`). */
export type FieldOf<K extends FormKind> = {
  contact: ContactField
  'medical-information': MedicalInformationField
  'side-effect': SideEffectField
}[K]

/** Each form's description, by its kind. */
export type FieldsOf<K extends FormKind> = {
  contact: typeof contactFields
  'medical-information': typeof medicalInformationFields
  'side-effect': typeof sideEffectFields
}[K]

/** Each form's fields by name. */
export const formFields: { readonly [K in FormKind]: Readonly<Record<string, FieldDescription>> } = {
  contact: contactFields,
  'medical-information': medicalInformationFields,
  'side-effect': sideEffectFields,
}

/** Each form's page. */
export const formPages: { readonly [K in FormKind]: DescribedPage<FieldOf<K>> } = {
  contact: contactPage,
  'medical-information': medicalInformationPage,
  'side-effect': sideEffectPage,
}

/** The fields of each form in page order. */
export const fieldOrders: { readonly [K in FormKind]: readonly FieldOf<K>[] } = {
  contact: contactPage.order,
  'medical-information': medicalInformationPage.order,
  'side-effect': sideEffectPage.order,
}

/** A field's description in a form; undefined for a name the form does not have. */
export function fieldOf(form: FormKind, name: string): FieldDescription | undefined {
  return Object.hasOwn(formFields[form], name) ? formFields[form][name] : undefined
}

/** The catalogue key of a field's label in its form. */
export function fieldLabelKey(form: FormKind, name: FieldName): FormMessageKey {
  const field = fieldOf(form, name)
  if (!field) throw new Error(`${name} is no field of the ${form} form`)
  return labelKeyOf(name, field)
}

type MustBeKeys<T extends FormMessageKey> = T
type DefaultLabel<F> = { [K in keyof F]: F[K] extends { label: FormMessageKey } ? never : `form.field.${K & string}` }[keyof F]
/** Every field without a label of its own has `form.field.<name>` in the catalogues, or this fails to compile. */
export type _EveryFieldLabelled = MustBeKeys<
  DefaultLabel<FieldsOf<'contact'>> | DefaultLabel<FieldsOf<'medical-information'>> | DefaultLabel<FieldsOf<'side-effect'>>
>

/** `Assert<SameNames<A, B>>` compiles only when A and B are the same names: a schema checks exactly the fields described here. */
export type SameNames<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
export type Assert<T extends true> = T

import type { ErrorKey } from './error-message.ts'
import type { FormKind } from './form-kinds.ts'
import type { FormMessageKey } from './messages/index.ts'
import type { OptionListName } from './options.ts'

/**
 * Every field of the forms, described once, in page order: errors are
 * listed and focus goes in this order, and the team's e-mail lists the
 * answers in it. The schemas, the page's follow-up markup, the e-mails and
 * the submission's flags all read this description; none of them says again
 * which answer opens which question.
 *
 * Kept apart from the schemas (no zod here) so that the page can show the
 * form before the validation code has loaded.
 */

/** How a field is answered; the e-mail writes a date in the form's format and a choice as its label. */
export type FieldKind = 'text' | 'longText' | 'email' | 'phone' | 'choice' | 'checkboxes' | 'date' | 'consent'

/**
 * An answer to another question of the same form: `{ field: 'adverseEvent', value: 'yes' }`. `Name` is the
 * form's field names: in `describeFields`, a rule naming a field the form does not have does not compile.
 */
export type Answer<Name extends string = string> = { readonly field: Name; readonly value: string }

export type FieldDescription<Name extends string = string> = {
  readonly kind: FieldKind
  /** The closed list a choice draws its values' labels from (`form.option.<list>.<value>`). */
  readonly list?: OptionListName
  /**
   * A follow-up question: shown, checked and kept only when this answer is
   * given (and the question it follows is itself shown). Answers typed
   * before the visitor changed their mind are neither checked nor stored.
   */
  readonly shownWhen?: Answer<Name>
  /** Optional, except when this answer is given, with this error. */
  readonly requiredWhen?: Answer<Name> & { readonly error: ErrorKey }
}

/**
 * A form's fields, as given, once their rules are checked: by the compiler (each rule's `field` must be one of
 * this form's names), and at load for what the compiler cannot see (a cast, plain JavaScript), loudly: a rule on a
 * misspelt field would otherwise never hold, and a follow-up question, or a safety flag, would silently vanish.
 */
export function describeFields<const F extends { readonly [K in keyof F]: FieldDescription<Extract<keyof F, string>> }>(fields: F): F {
  for (const [name, field] of Object.entries<FieldDescription>(fields)) {
    for (const rule of [field.shownWhen, field.requiredWhen]) {
      if (rule && !Object.hasOwn(fields, rule.field))
        throw new Error(`The rule of ${name} names ${rule.field}, which is no field of its form`)
    }
  }
  return fields
}

export const contactFields = describeFields({
  requesterType: { kind: 'choice', list: 'requesterType' },
  firstName: { kind: 'text' },
  lastName: { kind: 'text' },
  email: { kind: 'email' },
  phone: { kind: 'phone' },
  organization: { kind: 'text' },
  province: { kind: 'choice', list: 'province' },
  subject: { kind: 'choice', list: 'subject' },
  message: { kind: 'longText' },
  preferredLanguage: { kind: 'choice', list: 'preferredLanguage' },
  consent: { kind: 'consent' },
})

const adverseEventReported = { field: 'adverseEvent', value: 'yes' } as const
const qualityProblemReported = { field: 'qualityProblem', value: 'yes' } as const

export const medicalInformationFields = describeFields({
  requesterType: { kind: 'choice', list: 'requesterType' },
  profession: { kind: 'text', shownWhen: { field: 'requesterType', value: 'healthcareProfessional' } },
  firstName: { kind: 'text' },
  lastName: { kind: 'text' },
  email: { kind: 'email' },
  phone: { kind: 'phone', requiredWhen: { field: 'contactMethod', value: 'phone', error: 'form.error.phoneForCallback' } },
  contactMethod: { kind: 'choice', list: 'contactMethod' },
  province: { kind: 'choice', list: 'province' },
  product: { kind: 'choice', list: 'product' },
  productOther: { kind: 'text', shownWhen: { field: 'product', value: 'other' } },
  question: { kind: 'longText' },
  preferredLanguage: { kind: 'choice', list: 'preferredLanguage' },
  adverseEvent: { kind: 'choice', list: 'yesNo' },
  aePatientInitials: { kind: 'text', shownWhen: adverseEventReported },
  aeAge: { kind: 'text', shownWhen: adverseEventReported },
  aeSex: { kind: 'choice', list: 'sex', shownWhen: adverseEventReported },
  aeStartDate: { kind: 'date', shownWhen: adverseEventReported },
  aeDescription: { kind: 'longText', shownWhen: adverseEventReported },
  aeSerious: { kind: 'choice', list: 'yesNo', shownWhen: adverseEventReported },
  aeSeriousCriteria: { kind: 'checkboxes', list: 'seriousCriteria', shownWhen: { field: 'aeSerious', value: 'yes' } },
  aeOutcome: { kind: 'choice', list: 'outcome', shownWhen: adverseEventReported },
  aeFollowUpConsent: { kind: 'choice', list: 'yesNo', shownWhen: adverseEventReported },
  qualityProblem: { kind: 'choice', list: 'yesNo' },
  qpLotNumber: { kind: 'text', shownWhen: qualityProblemReported },
  qpExpiryDate: { kind: 'date', shownWhen: qualityProblemReported },
  qpDescription: { kind: 'longText', shownWhen: qualityProblemReported },
})

/**
 * The side-effect report: the four minimum elements of a valid report first (an identifiable reporter, an
 * identifiable patient, a suspected product, a reaction), then optional details. The questions it shares with
 * the medical-information form's adverse-event branch keep their names there, so the team reads both alike.
 * Which answers are required together ("an e-mail or a phone", "initials, age or sex") is the schema's.
 */
export const sideEffectFields = describeFields({
  requesterType: { kind: 'choice', list: 'reporterRole' },
  reporterName: { kind: 'text' },
  email: { kind: 'email' },
  phone: { kind: 'phone' },
  aePatientInitials: { kind: 'text' },
  aeAge: { kind: 'text' },
  aeSex: { kind: 'choice', list: 'sex' },
  suspectProduct: { kind: 'choice', list: 'suspectProduct' },
  suspectProductName: { kind: 'text', shownWhen: { field: 'suspectProduct', value: 'other' } },
  aeDescription: { kind: 'longText' },
  aeStartDate: { kind: 'date' },
  aeSerious: { kind: 'choice', list: 'yesNo' },
  aeSeriousCriteria: { kind: 'checkboxes', list: 'seriousCriteria', shownWhen: { field: 'aeSerious', value: 'yes' } },
  aeOutcome: { kind: 'choice', list: 'outcome' },
  qpLotNumber: { kind: 'text' },
  otherMedicines: { kind: 'longText' },
  aeFollowUpConsent: { kind: 'choice', list: 'yesNo' },
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

/** Each form's fields by name. */
export const formFields: { readonly [K in FormKind]: Readonly<Record<string, FieldDescription>> } = {
  contact: contactFields,
  'medical-information': medicalInformationFields,
  'side-effect': sideEffectFields,
}

/** The fields of each form in page order. */
export const fieldOrders = {
  contact: Object.keys(contactFields) as ContactField[],
  'medical-information': Object.keys(medicalInformationFields) as MedicalInformationField[],
  'side-effect': Object.keys(sideEffectFields) as SideEffectField[],
} as const satisfies Record<FormKind, readonly FieldName[]>

/** A field's description in a form; undefined for a name the form does not have. */
export function fieldOf(form: FormKind, name: string): FieldDescription | undefined {
  return Object.hasOwn(formFields[form], name) ? formFields[form][name] : undefined
}

/** The follow-up fields of a form: those with a `shownWhen`. */
export type FollowUpField<Fields> = { [K in keyof Fields]: Fields[K] extends { shownWhen: Answer } ? K : never }[keyof Fields]

type MustBeKeys<T extends FormMessageKey> = T
type FieldLabelKey = MustBeKeys<`form.field.${FieldName}`>
export const fieldLabelKey = (name: FieldName): FieldLabelKey => `form.field.${name}`

/** `Assert<SameNames<A, B>>` compiles only when A and B are the same names: a schema checks exactly the fields described here. */
export type SameNames<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
export type Assert<T extends true> = T

import { describedSchema } from './described-schema.ts'
import type { AnswersOf } from './field-description.ts'
import type { Assert, ContactField, contactFields, SameNames } from './fields.ts'

export type ContactData = AnswersOf<typeof contactFields>

/**
 * The contact form, shared by the browser (errors as the visitor goes) and the server (the rule that counts). It
 * asks no date, so one schema reads both languages alike.
 */
export const contactSchema = describedSchema('contact', 'en')

/** Fails to compile unless the schema's answers are exactly the fields that fields.ts describes. */
export type _ContactFieldsChecked = Assert<SameNames<ContactField, keyof ContactData>>

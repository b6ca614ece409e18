import * as z from 'zod/mini'
import { formLimits } from './limits.ts'
import { contactRequesterTypes, contactSubjects, preferredLanguages, provinces } from './options.ts'
import { choice, consent, email, phone, text } from './schema-parts.ts'
import type { Assert, ContactField, SameNames } from './fields.ts'

/** The contact form, shared by the browser (errors as the visitor goes) and the server (the rule that counts). */
export const contactSchema = z.object({
  requesterType: choice(contactRequesterTypes),
  firstName: text(formLimits.name),
  lastName: text(formLimits.name),
  email: email(formLimits.email),
  phone: z.optional(phone(formLimits.phone)),
  organization: z.optional(text(formLimits.organization)),
  province: choice(provinces),
  subject: choice(contactSubjects),
  message: text(formLimits.longText, { multiline: true }),
  preferredLanguage: choice(preferredLanguages),
  consent: consent(),
})

export type ContactData = z.output<typeof contactSchema>

/** Fails to compile unless the schema checks exactly the fields that fields.ts describes. */
export type _ContactFieldsChecked = Assert<SameNames<ContactField, keyof typeof contactSchema.shape>>

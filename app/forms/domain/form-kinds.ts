import { company } from '../../content/company.ts'

/** The two forms, named like their screens in the route table. */
export const formKinds = ['contact', 'medical-information'] as const
export type FormKind = (typeof formKinds)[number]

/** The form of a screen: the route table names each form's screen like the form. */
export function formOfScreen(screen: string): FormKind {
  if (!(formKinds as readonly string[]).includes(screen)) throw new Error(`The ${screen} screen has no form`)
  return screen as FormKind
}

/** The number a visitor can call when the form cannot take their request. */
export const formPhones = {
  contact: company.phones.main,
  'medical-information': company.phones.medicalInformation,
} as const satisfies Record<FormKind, string>

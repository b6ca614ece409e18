import { company } from '../../content/company.ts'

/** The two forms, named like their screens in the route table. */
export const formKinds = ['contact', 'medical-information'] as const
export type FormKind = (typeof formKinds)[number]

export const isFormKind = (name: string): name is FormKind => (formKinds as readonly string[]).includes(name)

/** The number a visitor can call when the form cannot take their request. */
export const formPhones = { contact: company.phones.main, 'medical-information': company.phones.medicalInformation } as const satisfies Record<FormKind, string>

import { company } from '../../content/company.ts'

/**
 * The forms, named like their screens in the route table. `side-effect` is the short report of a suspected
 * side effect: a report to the medical-information team, like the adverse-event branch of their form
 * (docs/decisions/0066-side-effect-report.md).
 */
export const formKinds = ['contact', 'medical-information', 'side-effect'] as const
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
  'side-effect': company.phones.medicalInformation,
} as const satisfies Record<FormKind, string>

/** The teams that receive each form (their addresses are `MAIL_TO_*`): a side-effect report is the medical-information team's. */
export const formTeams = {
  contact: 'contact',
  'medical-information': 'medical-information',
  'side-effect': 'medical-information',
} as const satisfies Record<FormKind, 'contact' | 'medical-information'>

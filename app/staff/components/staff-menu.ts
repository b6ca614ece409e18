import type { StaffScreenName } from '../../routing/route-table.ts'
import type { staffMenu } from '../domain/staff-paths.ts'
import type { StaffTranslate } from '../messages/index.ts'

const labels = {
  'staff-cases': 'staff.nav.cases',
  'staff-responses': 'staff.nav.responses',
  'staff-figures': 'staff.nav.figures',
  'staff-audit': 'staff.nav.audit',
  'staff-sessions': 'staff.nav.sessions',
  'staff-approvals': 'staff.nav.approvals',
  'staff-privacy': 'staff.nav.privacy',
  'staff-privacy-incidents': 'staff.nav.incidents',
} as const satisfies Record<(typeof staffMenu)[number], string>

/** A menu screen's name in the menu, the refusal page and anywhere else a screen is offered. */
export const menuLabel = (name: (typeof staffMenu)[number] & StaffScreenName, t: StaffTranslate) => t(labels[name])

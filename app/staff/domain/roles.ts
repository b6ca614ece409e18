/** The roles the identity provider may give staff, in its roles claim (`STAFF_OIDC_ROLES_CLAIM`). */
export const staffRoles = ['medical-information', 'privacy', 'admin'] as const
export type StaffRole = (typeof staffRoles)[number]

/**
 * What each part of the staff area asks for: the cases are the medical-information team's, the audit log, the
 * active sessions and the approval record the administrators', a person's rights, the retention and the incident register the privacy officer's.
 */
export const requiredRoles = {
  cases: 'medical-information',
  audit: 'admin',
  sessions: 'admin',
  approvals: 'admin',
  privacy: 'privacy',
} as const satisfies Record<string, StaffRole>

/** The known roles of a claim value (an array or a space-separated string); anything else is ignored. */
export function rolesOfClaim(value: unknown): StaffRole[] {
  const items = Array.isArray(value) ? value : typeof value === 'string' ? value.split(/\s+/) : []
  return staffRoles.filter((role) => items.includes(role))
}

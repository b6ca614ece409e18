import type { StaffRole } from './roles.ts'
import type { StaffUser } from './services.ts'

/**
 * The roles of a signed-in person are asked of the identity provider again at least this often: a role withdrawn
 * there, or a person removed, ends what they can open here within this time, not at their next sign-in.
 */
export const ROLES_CHECK_MINUTES = 15

/** Everyone signed in now, one line a person, for the administrators. */
export type ActivePerson = {
  subject: string
  name: string
  email: string | null
  roles: StaffRole[]
  sessions: number
  lastSeenAt: string
  /** The oldest of their sessions' last confirmations by the provider. */
  rolesCheckedAt: string | null
}

/**
 * The administrators' view of the sessions (app/staff/routes/sessions.tsx), implemented by the server
 * (server/staff/sessions.ts). Each call checks the actor's role and writes its audit entry in its transaction.
 */
export type SessionAdmin = {
  active(actor: StaffUser): Promise<ActivePerson[]>
  /** Ends every session of the person; how many there were (none: nothing ended, nothing audited). */
  endSessions(subject: string, actor: StaffUser): Promise<number>
}

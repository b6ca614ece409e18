import { data, type RouterContextProvider } from 'react-router'
import { requiredRoles } from './domain/roles.ts'
import type { StaffRequest, StaffSession } from './domain/services.ts'
import { staffLangOfPath } from './domain/staff-paths.ts'
import { staffRequestContext } from './staff-context.server.ts'
import type { Lang } from '../routing/route-table.ts'

export type StaffPart = keyof typeof requiredRoles

/**
 * The gate of every staff loader and action: no staff area on this server is a 404; a person without the part's
 * role gets 403 before anything about a case is read, so a guessed reference tells them nothing.
 */
export function requireStaff(
  context: Readonly<RouterContextProvider>,
  url: URL,
  part: StaffPart,
): StaffRequest & { session: StaffSession; lang: Lang } {
  const staff = context.get(staffRequestContext)
  const lang = staffLangOfPath(url.pathname)
  if (!staff || !lang) throw data({ staff: 'not-found' }, { status: 404 })
  // The server sends a visitor without a session to the sign-in before any page: none here means a fault.
  if (!staff.session) throw data({ staff: 'forbidden' }, { status: 403 })
  if (!staff.session.user.roles.includes(requiredRoles[part])) throw data({ staff: 'forbidden' }, { status: 403 })
  return { ...staff, session: staff.session, lang }
}

/** What every staff page shows in its header. */
export const staffChrome = (session: StaffSession) => ({
  userName: session.user.name,
  roles: session.user.roles,
  csrf: session.csrfToken,
})

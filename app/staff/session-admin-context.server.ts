import { data, type RouterContextProvider } from 'react-router'
import { sharedContext } from '../server-context.ts'
import type { SessionAdmin } from './domain/session-admin.ts'

/** The sessions screen's tools, handed by the server's staff runtime (server/staff/runtime.ts); null with no staff area. */
export const sessionAdminContext = sharedContext<SessionAdmin | null>('session-admin', null)

/** The tools for the sessions screen; none on this server is a 404, as for any staff page. */
export function sessionAdmin(context: Readonly<RouterContextProvider>): SessionAdmin {
  const admin = context.get(sessionAdminContext)
  if (!admin) throw data({ staff: 'not-found' }, { status: 404 })
  return admin
}

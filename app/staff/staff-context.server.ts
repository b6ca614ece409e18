import { sharedContext } from '../server-context.ts'
import type { StaffServices, StaffSession } from './domain/services.ts'

/** What the server found of a request's session: none (`clearCookie`: the cookie it brought to be cleared), or one. */
export type SessionLookup = { session: StaffSession } | { session: null; clearCookie?: string } | 'unavailable'

/**
 * The staff area as the server offers it to its pages (server/staff/runtime.ts), like the forms' services
 * (app/forms/services-context.server.ts): how to read a request's session and whether it comes from the site,
 * and the case desk. Null where the server has no staff area: every staff page then answers 404. The staff
 * layout's gate (app/staff/gate.server.ts) is its one reader.
 */
export type StaffArea = {
  /** The live session of the request's cookie. */
  sessionOf(request: Request): Promise<SessionLookup>
  /** Where a browser without a session is sent, back to `returnTo` afterwards. */
  signInHref(returnTo: string): string
  cases: StaffServices
}

export const staffAreaContext = sharedContext<StaffArea | null>('staff-area', null)

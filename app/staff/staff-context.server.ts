import { sharedContext } from '../server-context.ts'
import type { StaffRequest } from './domain/services.ts'

/**
 * The staff area's hop from the server to its pages, like the forms' (services-context.server.ts): the server
 * (server/staff/runtime.ts) resolves the session and hands it with the services, per request. Null where the
 * server has no staff area: every staff page then answers 404.
 */
export const staffRequestContext = sharedContext<StaffRequest | null>('staff-request', null)

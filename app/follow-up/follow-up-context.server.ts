import { sharedContext } from '../server-context.ts'
import type { FollowUpDesk } from '../staff/domain/follow-up.ts'

/**
 * The follow-up links' desk (server/staff/follow-ups.ts), handed by the server to the public page per request, as
 * the forms' services are (app/forms/services-context.server.ts). Null where the staff area is off: no case, no link.
 */
export const followUpContext = sharedContext<FollowUpDesk | null>('follow-up', null)

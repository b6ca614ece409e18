import { data, type RouterContextProvider } from 'react-router'
import { sharedContext } from '../server-context.ts'
import type { PrivacyServices } from './services.ts'

/**
 * The privacy officer's tools, handed by the server (server/privacy/services.ts) to the privacy screens of the
 * staff area; null where the server has no staff area. The staff layout has already signed the request in and
 * checked its role and CSRF token before a privacy screen reads this.
 */
export const privacyContext = sharedContext<PrivacyServices | null>('privacy-services', null)

/** The privacy tools for a privacy screen; none on this server is a 404, as for any staff page. */
export function privacyDesk(context: Readonly<RouterContextProvider>): PrivacyServices {
  const privacy = context.get(privacyContext)
  if (!privacy) throw data({ staff: 'not-found' }, { status: 404 })
  return privacy
}

import { staffPage } from '../../staff/gate.server.ts'
import { privacyDesk } from '../privacy-context.server.ts'
import { requestsCsv } from '../request-csv.ts'
import type { Route } from './+types/register-csv'
import { download } from '../download.ts'

/**
 * The register of requests as CSV. A POST with the session's CSRF token: it holds every person's name and address,
 * so it is audited, which no GET may be (another site's link or image would write the log).
 */
export async function action({ context }: Route.ActionArgs) {
  const { user, cases } = staffPage(context)
  const requests = await privacyDesk(context).exportRequests(user)
  return download(requestsCsv(requests), { type: 'text/csv', name: `privacy-requests-${cases.today()}.csv` })
}

/** A GET exports nothing and records nothing: refused, saying the method to use. */
export function loader() {
  return new Response(null, { status: 405, headers: { Allow: 'POST' } })
}

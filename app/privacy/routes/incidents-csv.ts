import { incidentsCsv } from '../incident.ts'
import { staffPage } from '../../staff/gate.server.ts'
import { privacyDesk } from '../privacy-context.server.ts'
import type { Route } from './+types/incidents-csv'
import { download } from '../download.ts'

/**
 * The register of confidentiality incidents as CSV (for the Commission, the Office, an auditor). A POST with the
 * session's CSRF token: each export is audited, which no GET may be (another site's link would write the log).
 */
export async function action({ context }: Route.ActionArgs) {
  const { user, cases } = staffPage(context)
  const incidents = await privacyDesk(context).incidents(user, 'export')
  return download(incidentsCsv(incidents), { type: 'text/csv', name: `incidents-${cases.today()}.csv` })
}

/** A GET exports nothing and records nothing: refused, saying the method to use. */
export function loader() {
  return new Response(null, { status: 405, headers: { Allow: 'POST' } })
}

import { incidentsCsv } from '../privacy/incident.ts'
import { requireStaff } from '../staff/require-staff.server.ts'
import type { Route } from './+types/staff-privacy-incidents-csv'

/** The register of confidentiality incidents as CSV (for the Commission, an auditor); each export is audited. */
export async function loader({ context, url }: Route.LoaderArgs) {
  const { session, privacy, services } = requireStaff(context, url, 'privacy')
  const incidents = await privacy.incidents()
  await services.audit(session.user, 'incident-export', null, { count: incidents.length })
  return new Response(incidentsCsv(incidents), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="incidents-${services.today()}.csv"`,
      'Cache-Control': 'no-store',
    },
  })
}

import { readFilters } from '../staff/domain/filters.ts'
import { casesCsv } from '../staff/domain/cases-csv.ts'
import { requireStaff } from '../staff/require-staff.server.ts'
import type { Route } from './+types/staff-cases-csv'

/** Every case the filters select, as CSV for reconciliation with the safety database; each export is audited. */
export async function loader({ context, url }: Route.LoaderArgs) {
  const { session, services, lang } = requireStaff(context, url, 'cases')
  const filters = readFilters(url.searchParams)
  const { cases } = await services.listCases({ ...filters, page: undefined }, { limit: 1_000_000 })
  const { page: _page, ...applied } = filters
  await services.audit(session.user, 'export', null, { filters: applied, count: cases.length })
  return new Response(casesCsv(cases, lang), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="cases-${services.today()}.csv"`,
      'Cache-Control': 'no-store',
    },
  })
}

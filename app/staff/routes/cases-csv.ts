import { readFilters } from '../domain/filters.ts'
import { casesCsv } from '../domain/cases-csv.ts'
import { staffPage } from '../gate.server.ts'
import type { Route } from './+types/cases-csv'

/** Every case the filters select, as CSV for reconciliation with the safety database; each export is audited. */
export async function loader({ context, url }: Route.LoaderArgs) {
  const { user, cases: desk, lang } = staffPage(context)
  const cases = await desk.exportCases(readFilters(url.searchParams), user)
  return new Response(casesCsv(cases, lang), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="cases-${desk.today()}.csv"`,
      'Cache-Control': 'no-store',
    },
  })
}

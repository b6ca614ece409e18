import { figuresCsv } from '../domain/figures-table.ts'
import { readFiguresMonth } from '../domain/figures-month.ts'
import { staffPage } from '../gate.server.ts'
import { staffTranslator } from '../messages/index.ts'
import type { Route } from './+types/figures-csv'

/** The month's figures as CSV, one row per language: counts and times only, of no one in particular. */
export async function loader({ context, url }: Route.LoaderArgs) {
  const { cases, lang } = staffPage(context)
  const { month, error } = readFiguresMonth(url.searchParams, cases.today())
  if (error)
    return new Response(staffTranslator(lang)('staff.figures.badMonth'), {
      status: 400,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    })
  const { figures, answerTarget } = await cases.figures(month)
  return new Response(figuresCsv(month, figures, lang, answerTarget), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="figures-${month}.csv"`,
      'Cache-Control': 'no-store',
    },
  })
}

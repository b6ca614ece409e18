import { data } from 'react-router'
import { figureMeasures } from '../domain/figures-table.ts'
import { readFiguresMonth } from '../domain/figures-month.ts'
import { staffHref } from '../domain/staff-paths.ts'
import { StaffField, staffTitle } from '../components/staff-form.tsx'
import { staffPage } from '../gate.server.ts'
import { staffTranslator } from '../messages/index.ts'
import type { Route } from './+types/figures'

/**
 * The team's figures for a month, per language and for both: what came in, and how long triage and the answer
 * took against their targets, from the cases' histories; exported as CSV. A month that cannot be one is a 400
 * with what was typed.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const { cases, lang } = staffPage(context)
  const { month, typed, error } = readFiguresMonth(url.searchParams, cases.today())
  const t = staffTranslator(lang)
  const { figures, answerTarget } = await cases.figures(month)
  const measures = figureMeasures(lang, answerTarget)
  const body = {
    lang,
    title: staffTitle(t('staff.figures.heading'), lang, error),
    month,
    typed,
    error: error ? t('staff.figures.badMonth') : null,
    answerTarget,
    columns: figures.map((f) => (f.lang === 'all' ? t('staff.figures.lang.all') : t(`staff.lang.${f.lang}`))),
    rows: measures.map((m) => ({ label: m.label, cells: figures.map((f) => m.shown(f)) })),
  }
  return error ? data(body, { status: 400 }) : body
}

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? [{ title: loaderData.title }] : [])

/** Rendered by the server only (staff pages load no script): the browser's build carries none of it (docs/decisions/0111). */
export default function StaffFiguresRoute(props: Route.ComponentProps) {
  return import.meta.env.SSR ? <StaffFigures {...props} /> : null
}

function StaffFigures({ loaderData }: Route.ComponentProps) {
  const { lang, month, typed, error, answerTarget, columns, rows } = loaderData
  const t = staffTranslator(lang)
  return (
    <>
      <h1>{t('staff.figures.heading')}</h1>
      <p>{t('staff.figures.intro', { target: answerTarget })}</p>
      <form method="get" action={staffHref('staff-figures', lang)} className="staff-search" noValidate>
        <StaffField id="figures-month" name="month" label={t('staff.figures.month')} lang={lang} error={error ?? undefined}>
          {(props) => <input {...props} type="month" defaultValue={typed} />}
        </StaffField>
        <button type="submit">{t('staff.figures.show')}</button>
        <a href={`${staffHref('staff-figures-csv', lang)}?month=${month}`}>{t('staff.figures.export')}</a>
      </form>
      <table className="staff-table" data-month={month}>
        <thead>
          <tr>
            <th scope="col">{t('staff.figures.measure')}</th>
            {columns.map((column) => (
              <th scope="col" key={column}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              {row.cells.map((cell, index) => (
                <td key={index}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </>
  )
}

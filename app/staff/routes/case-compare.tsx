import { loadComparison } from '../compare-data.server.ts'
import { DuplicateButtons } from '../components/possible-duplicates.tsx'
import { staffHref } from '../domain/staff-paths.ts'
import { criteriaText, relationText } from '../duplicate-words.ts'
import { staffPage } from '../gate.server.ts'
import { staffTranslator } from '../messages/index.ts'
import { titleMeta } from '../title-meta.ts'
import type { Route } from './+types/case-compare'

/**
 * A case and a possible duplicate side by side, field by field, the fields that differ marked in words as well as
 * by colour; a table that prints as it reads, each row a card on a phone. The decision's buttons post to the case.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const { user, cases, lang, chrome } = staffPage(context)
  const comparison = await loadComparison(cases, params.reference, params.other, lang, user)
  const title = staffTranslator(lang)('staff.compare.heading', { reference: comparison.reference, other: comparison.other })
  return { lang, title, chrome, comparison }
}

export const meta: Route.MetaFunction = titleMeta

/** Rendered by the server only (staff pages load no script): the browser's build carries none of it (docs/decisions/0111). */
export default function StaffCaseCompareRoute(props: Route.ComponentProps) {
  return import.meta.env.SSR ? <StaffCaseCompare {...props} /> : null
}

function StaffCaseCompare({ loaderData }: Route.ComponentProps) {
  const { lang, chrome, comparison } = loaderData
  const { reference, other, criteria, link, rows } = comparison
  const t = staffTranslator(lang)
  const caseHref = (ref: string) => staffHref('staff-case', lang, { reference: ref })
  const form = { lang, action: caseHref(reference), csrf: chrome.csrf, sent: null }
  const thisCase = `${t('staff.compare.this')} (${reference})`
  const otherCase = `${t('staff.compare.other')} (${other})`
  return (
    <>
      <p className="staff-no-print staff-crumbs">
        <a href={caseHref(reference)}>{t('staff.compare.back', { reference })}</a>
      </p>
      <h1>{t('staff.compare.heading', { reference, other })}</h1>
      <p data-field="compare-criteria">
        {criteria.length ? t('staff.duplicates.matched', { criteria: criteriaText(criteria, t) }) : t('staff.compare.nothingInCommon')}
      </p>
      {link && (
        <p data-field="duplicate-link">
          <strong>{relationText(link.relation, other, t)}</strong>
        </p>
      )}
      <p>{t('staff.compare.differences', { count: rows.filter((row) => row.differs).length })}</p>
      <table className="staff-table staff-compare">
        <thead>
          <tr>
            <th scope="col">{t('staff.compare.field')}</th>
            <th scope="col">
              {t('staff.compare.this')} <a href={caseHref(reference)}>{reference}</a>
            </th>
            <th scope="col">
              {t('staff.compare.other')} <a href={caseHref(other)}>{other}</a>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.name} data-field={row.name} data-differs={row.differs ? 'yes' : undefined}>
              <th scope="row">
                {row.label}
                {row.differs && <span className="staff-flag staff-compare__differs">{t('staff.compare.differs')}</span>}
              </th>
              <td data-label={thisCase}>{row.current || '—'}</td>
              <td data-label={otherCase}>{row.other || '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {!link && criteria.length > 0 && (
        <div className="staff-no-print staff-compare__decide">
          <DuplicateButtons form={form} other={other} lang={lang} />
        </div>
      )}
    </>
  )
}

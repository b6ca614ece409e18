import { data } from 'react-router'
import { auditWords } from '../audit-words.ts'
import { AuditFilterForm, auditFilterErrors } from '../components/audit-filter-form.tsx'
import { StaffErrorSummary, staffTitle } from '../components/staff-form.tsx'
import { auditActions } from '../domain/audit-actions.ts'
import { auditQuery, readAuditFilters } from '../domain/audit-filters.ts'
import { staffHref } from '../domain/staff-paths.ts'
import { formatStaffCompact } from '../format.ts'
import { staffTranslator } from '../messages/index.ts'
import { staffPage } from '../gate.server.ts'
import type { Route } from './+types/audit'
import { ColumnHeads } from '../components/column-heads.tsx'
import { titleMeta } from '../title-meta.ts'

const PAGE_SIZE = 100

/** A case's reference links to the case; an incident's (`INC-…`) does not. */
const isCaseReference = (target: string) => /^[A-Z]{2}-\d{4}-\d{6}$/.test(target)

/**
 * The audit log for administrators: each entry in words in the page's language, filtered by person, action, case
 * and days, newest first, exportable as CSV. Reading it is itself logged, with its filters. A day or a reference
 * that cannot be one is a 400 with the error summary, and no entry read.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const { user, cases, lang } = staffPage(context)
  const t = staffTranslator(lang)
  const { filters, typed, errors } = readAuditFilters(url.searchParams)
  const before = Number(url.searchParams.get('before')) || undefined
  const [entries, actors] = await Promise.all([
    errors.length ? Promise.resolve([]) : cases.readAudit({ before, limit: PAGE_SIZE, filters }, user),
    cases.auditActors(),
  ])
  const page = {
    lang,
    title: staffTitle(t('staff.audit.heading'), lang, errors.length > 0),
    errors: auditFilterErrors(errors, t),
    filters,
    typed,
    actors,
    actions: auditActions,
    entries: entries.map((entry) => ({ ...entry, words: auditWords(entry, t) })),
    older: entries.length === PAGE_SIZE ? entries.at(-1)!.id : undefined,
  }
  return errors.length ? data(page, { status: 400 }) : page
}

export const meta: Route.MetaFunction = titleMeta

/** Rendered by the server only (staff pages load no script): the browser's build carries none of it (docs/decisions/0111). */
export default function StaffAuditRoute(props: Route.ComponentProps) {
  return import.meta.env.SSR ? <StaffAudit {...props} /> : null
}

function StaffAudit({ loaderData }: Route.ComponentProps) {
  const { lang, entries, older, filters, typed, actors, actions, errors } = loaderData
  const t = staffTranslator(lang)
  const label = { at: t('staff.audit.at'), who: t('staff.audit.who'), action: t('staff.audit.action'), target: t('staff.audit.target') }
  return (
    <>
      <h1>{t('staff.audit.heading')}</h1>
      <StaffErrorSummary errors={errors} lang={lang} />
      <AuditFilterForm lang={lang} typed={typed} actors={actors} actions={actions} errors={errors} />
      <p className="staff-count-line">
        <a href={staffHref('staff-audit-csv', lang) + auditQuery(filters)}>{t('staff.audit.exportCsv')}</a>
      </p>
      {entries.length === 0 ? (
        <p>{t(errors.length ? 'staff.audit.fix' : 'staff.audit.empty')}</p>
      ) : (
        <table className="staff-table staff-audit">
          <ColumnHeads labels={[label.at, label.who, label.action, label.target]} />
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.id} data-action={entry.action}>
                <td data-label={label.at} className="staff-nowrap">
                  <time dateTime={entry.at}>{formatStaffCompact(entry.at, lang)}</time>
                </td>
                <td data-label={label.who} className="staff-nowrap">
                  <a href={staffHref('staff-audit', lang) + auditQuery({ actor: entry.actorSubject })}>{entry.actorName}</a>
                </td>
                <td data-label={label.action}>
                  <span className="staff-cell">
                    <strong>{t(`staff.audit.${entry.action}`)}</strong>
                    {entry.words && <span className="staff-audit__words"> – {entry.words}</span>}
                  </span>
                </td>
                <td data-label={label.target} className="staff-reference">
                  <span className="staff-cell">
                    {entry.target && isCaseReference(entry.target) ? (
                      <a href={staffHref('staff-case', lang, { reference: entry.target })}>{entry.target}</a>
                    ) : (
                      (entry.target ?? '—')
                    )}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {older !== undefined && (
        <a href={staffHref('staff-audit', lang) + auditQuery(filters, { before: String(older) })}>{t('staff.audit.older')}</a>
      )}
    </>
  )
}

import { formKinds } from '../../forms/domain/form-kinds.ts'
import { languages } from '../../routing/route-table.ts'
import { bulkCloseAction, bulkNotice } from '../bulk-close.server.ts'
import { BulkCloseForm } from '../components/bulk-close-form.tsx'
import { QueueFilters } from '../components/queue-filters.tsx'
import { QueueTable } from '../components/queue-table.tsx'
import { QueueViews } from '../components/queue-views.tsx'
import { StaffErrorSummary, StaffField, staffTitle } from '../components/staff-form.tsx'
import { filterQuery } from '../domain/filter-query.ts'
import { readFilters } from '../domain/filters.ts'
import { DEFAULT_VIEW } from '../domain/queue-views.ts'
import { staffHref } from '../domain/staff-paths.ts'
import { sendFailed } from '../failed-send.server.ts'
import { staffForm, staffPage } from '../gate.server.ts'
import { staffTranslator } from '../messages/index.ts'
import type { Route } from './+types/cases'
import { titleMeta } from '../title-meta.ts'

const PAGE_SIZE = 50

/**
 * The work queue: views with their counts (the open cases by the soonest deadline first), a search by reference,
 * name or e-mail (audited by the case desk), the filters, and suspected spam closed in bulk.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const { cases: desk, lang, user, chrome } = staffPage(context)
  const filters = readFilters(url.searchParams)
  const { q } = filters
  // A search lists what it found, not a view's page: the views show their counts only.
  const [listed, team] = await Promise.all([
    q
      ? Promise.all([desk.searchCases(q, { ...filters, q: undefined, view: undefined }, user), desk.viewCounts(user)]).then(
          ([found, counts]) => ({ ...found, counts, searched: true }),
        )
      : desk.queue(filters, user, { limit: PAGE_SIZE }).then((queue) => ({ ...queue, searched: false })),
    desk.team(),
  ])
  const title = staffTranslator(lang)('staff.title')
  // The option lists come with the data: the page's module imports nothing the public pages share.
  return {
    lang,
    title: staffTitle(title, lang, sendFailed(context)),
    csrf: chrome.csrf,
    filters,
    view: filters.view ?? DEFAULT_VIEW,
    counts: listed.counts,
    cases: listed.cases,
    total: listed.total,
    searched: listed.searched,
    team,
    forms: formKinds,
    languages,
    today: desk.today(),
    page: filters.page ?? 1,
    notice: bulkNotice(url.searchParams),
  }
}

/** Suspected spam closed in bulk (the gate has checked the token; the case desk leaves any adverse event open). */
export async function action({ context }: Route.ActionArgs) {
  const { cases, user, lang } = staffPage(context)
  return bulkCloseAction({ form: staffForm(context), services: cases, user, lang, context })
}

export const meta: Route.MetaFunction = titleMeta

/** Rendered by the server only (staff pages load no script): the browser's build carries none of it (docs/decisions/0111). */
export default function StaffCasesRoute(props: Route.ComponentProps) {
  return import.meta.env.SSR ? <StaffCases {...props} /> : null
}

function StaffCases({ loaderData, actionData }: Route.ComponentProps) {
  const { lang, filters, view, counts, cases, total, searched, team, forms, today, page, notice, csrf } = loaderData
  const t = staffTranslator(lang)
  const here = staffHref('staff-cases', lang)
  const bulk = view === 'spam' && !searched
  return (
    <>
      <h1>{t('staff.list.heading')}</h1>
      <StaffErrorSummary errors={actionData?.errors ?? []} lang={lang} />
      {notice && (
        <p className="staff-message" role="status">
          {notice.refused
            ? `${t('staff.bulk.closed', { count: notice.closed })} ${t('staff.bulk.refused', { count: notice.refused })}`
            : t('staff.bulk.closed', { count: notice.closed })}
        </p>
      )}
      <form method="get" action={here} role="search" className="staff-search">
        <StaffField id="q" name="q" label={t('staff.search.label')} lang={lang} hint={t('staff.search.hint')}>
          {(props) => <input {...props} type="search" defaultValue={filters.q ?? ''} maxLength={200} />}
        </StaffField>
        <button type="submit">{t('staff.search.submit')}</button>
      </form>
      <QueueViews lang={lang} view={searched ? undefined : view} counts={counts} />
      <QueueFilters lang={lang} filters={filters} view={view} team={team} forms={forms} languages={loaderData.languages} />
      <p className="staff-count-line">
        <span role="status">
          {searched ? t('staff.search.results', { count: total, query: filters.q ?? '' }) : t('staff.list.count', { count: total })}
        </span>
        {searched && (
          <>
            {' · '}
            <a href={here + filterQuery({ view })}>{t('staff.search.clear')}</a>
          </>
        )}
        {' · '}
        <a href={staffHref('staff-cases-csv', lang) + filterQuery({ ...filters, view: undefined, q: undefined })}>
          {t('staff.list.export')}
        </a>
      </p>
      {bulk && cases.length > 0 && <BulkCloseForm lang={lang} csrf={csrf} />}
      {cases.length === 0 ? (
        <p>{t(searched ? 'staff.search.none' : 'staff.list.empty')}</p>
      ) : (
        <QueueTable cases={cases} lang={lang} today={today} selectable={bulk} />
      )}
      {!searched && (
        <nav className="staff-no-print staff-pages" aria-label={t('staff.list.pages')}>
          {page > 1 && <a href={here + filterQuery(filters, { page: String(page - 1) })}>{t('staff.list.previous')}</a>}{' '}
          {page * PAGE_SIZE < total && <a href={here + filterQuery(filters, { page: String(page + 1) })}>{t('staff.list.next')}</a>}
        </nav>
      )}
    </>
  )
}

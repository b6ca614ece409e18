import { formKinds } from '../forms/domain/form-kinds.ts'
import { languages } from '../routing/route-table.ts'
import { caseStatuses, reportDone, triageDone } from '../staff/domain/case-status.ts'
import { dueState } from '../staff/domain/clock.ts'
import { filterQuery } from '../staff/domain/filter-query.ts'
import { readFilters, type CaseFilters } from '../staff/domain/filters.ts'
import { staffHref } from '../staff/domain/staff-paths.ts'
import type { CaseSummary } from '../staff/domain/services.ts'
import { StaffErrorBoundary } from '../staff/components/staff-error.tsx'
import { StaffFrame } from '../staff/components/staff-frame.tsx'
import { DueDate } from '../staff/components/due-date.tsx'
import { CaseFlags } from '../staff/components/case-flags.tsx'
import { formatStaffTime } from '../staff/format.ts'
import { staffTranslator, type StaffTranslate } from '../staff/messages/index.ts'
import { requireStaff, staffChrome } from '../staff/require-staff.server.ts'
import staffStyles from '../staff/staff.css?url'
import type { Route } from './+types/staff-cases'

const PAGE_SIZE = 50

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: staffStyles }]

/** The case list: every submission as a case, newest first, with the filters of the query string. */
export async function loader({ context, url }: Route.LoaderArgs) {
  const { session, services, lang } = requireStaff(context, url, 'cases')
  const filters = readFilters(url.searchParams)
  const [{ cases, total }, owners] = await Promise.all([services.listCases(filters, { limit: PAGE_SIZE }), services.owners()])
  const title = staffTranslator(lang)('staff.title')
  // The option lists come with the data: the page's module imports nothing the public pages share.
  return {
    lang,
    title,
    chrome: staffChrome(session),
    filters,
    cases,
    total,
    owners,
    forms: formKinds,
    today: services.today(),
    page: filters.page ?? 1,
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? [{ title: loaderData.title }] : [])

/** Rendered by the server only (staff pages load no script): the browser's build carries none of it (docs/decisions/0111). */
export default function StaffCasesRoute(props: Route.ComponentProps) {
  return import.meta.env.SSR ? <StaffCases {...props} /> : null
}

export function ErrorBoundary() {
  return import.meta.env.SSR ? <StaffErrorBoundary /> : null
}

/** The most pressing of a case's two clocks, to make its row stand out. */
function attention(c: CaseSummary, today: string) {
  const states = [dueState(c.triageDue, today, triageDone(c.status)), dueState(c.reportDue, today, reportDone(c.status))]
  return states.includes('overdue') ? 'overdue' : states.includes('due-today') ? 'due-today' : undefined
}

function Choice({
  name,
  label,
  value,
  options,
  t,
}: {
  name: keyof CaseFilters
  label: string
  value: string | undefined
  options: [string, string][]
  t: StaffTranslate
}) {
  return (
    <label>
      {label}
      <select name={name} defaultValue={value ?? ''}>
        <option value="">{t('staff.filters.any')}</option>
        {options.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </select>
    </label>
  )
}

function StaffCases({ loaderData }: Route.ComponentProps) {
  const { lang, chrome, filters, cases, total, owners, forms, today, page } = loaderData
  const t = staffTranslator(lang)
  const yesNo: [string, string][] = [
    ['yes', t('staff.filters.yes')],
    ['no', t('staff.filters.no')],
  ]
  const flag = (value: boolean | undefined) => (value === undefined ? undefined : value ? 'yes' : 'no')
  const here = staffHref('staff-cases', lang)
  return (
    <StaffFrame lang={lang} chrome={chrome}>
      <h1>{t('staff.list.heading')}</h1>
      <form method="get" action={here} className="staff-filters" aria-label={t('staff.filters.heading')}>
        <Choice
          name="form"
          label={t('staff.field.form')}
          value={filters.form}
          options={forms.map((k) => [k, t(`staff.form.${k}`)])}
          t={t}
        />
        <Choice name="adverseEvent" label={t('staff.field.adverseEvent')} value={flag(filters.adverseEvent)} options={yesNo} t={t} />
        <Choice name="qualityProblem" label={t('staff.field.qualityProblem')} value={flag(filters.qualityProblem)} options={yesNo} t={t} />
        <Choice name="suspectedSpam" label={t('staff.field.suspectedSpam')} value={flag(filters.suspectedSpam)} options={yesNo} t={t} />
        <Choice
          name="lang"
          label={t('staff.field.lang')}
          value={filters.lang}
          options={languages.map((l) => [l, t(`staff.lang.${l}`)])}
          t={t}
        />
        <Choice
          name="status"
          label={t('staff.field.status')}
          value={filters.status}
          options={caseStatuses.map((s) => [s, t(`staff.status.${s}`)])}
          t={t}
        />
        <Choice name="owner" label={t('staff.field.owner')} value={filters.owner} options={owners.map((o) => [o, o])} t={t} />
        <Choice name="overdue" label={t('staff.field.overdue')} value={flag(filters.overdue)} options={yesNo} t={t} />
        <button type="submit">{t('staff.filters.apply')}</button>
        <a href={here}>{t('staff.filters.clear')}</a>
      </form>
      <p>
        <span role="status">{t('staff.list.count', { count: total })}</span> ·{' '}
        <a href={staffHref('staff-cases-csv', lang) + filterQuery(filters)}>{t('staff.list.export')}</a>
      </p>
      {cases.length === 0 ? (
        <p>{t('staff.list.empty')}</p>
      ) : (
        <table className="staff-table">
          <thead>
            <tr>
              <th scope="col">{t('staff.field.reference')}</th>
              <th scope="col">{t('staff.field.receivedAt')}</th>
              <th scope="col">{t('staff.field.form')}</th>
              <th scope="col">{t('staff.field.flags')}</th>
              <th scope="col">{t('staff.field.lang')}</th>
              <th scope="col">{t('staff.field.status')}</th>
              <th scope="col">{t('staff.field.owner')}</th>
              <th scope="col">{t('staff.field.triageDue')}</th>
              <th scope="col">{t('staff.field.reportDue')}</th>
            </tr>
          </thead>
          <tbody>
            {cases.map((c) => (
              <tr key={c.reference} data-reference={c.reference} data-attention={attention(c, today)}>
                <th scope="row">
                  <a href={staffHref('staff-case', lang, { reference: c.reference })}>{c.reference}</a>
                </th>
                <td>{formatStaffTime(c.receivedAt, lang)}</td>
                <td>{t(`staff.form.${c.form}`)}</td>
                <td>
                  <CaseFlags summary={c} lang={lang} />
                </td>
                <td>{t(`staff.lang.${c.lang}`)}</td>
                <td>{t(`staff.status.${c.status}`)}</td>
                <td>{c.owner ?? t('staff.field.noOwner')}</td>
                <td>
                  <DueDate due={c.triageDue} today={today} met={triageDone(c.status)} lang={lang} />
                </td>
                <td>
                  <DueDate due={c.reportDue} today={today} met={reportDone(c.status)} lang={lang} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <nav className="staff-no-print">
        {page > 1 && <a href={here + filterQuery(filters, { page: String(page - 1) })}>{t('staff.list.previous')}</a>}{' '}
        {page * PAGE_SIZE < total && <a href={here + filterQuery(filters, { page: String(page + 1) })}>{t('staff.list.next')}</a>}
      </nav>
    </StaffFrame>
  )
}

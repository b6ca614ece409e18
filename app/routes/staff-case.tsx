import { data, redirect } from 'react-router'
import { isCaseStatus, nextStatuses } from '../staff/domain/case-status.ts'
import type { CaseChange } from '../staff/domain/services.ts'
import { staffHref } from '../staff/domain/staff-paths.ts'
import { loadCase } from '../staff/case-data.server.ts'
import { CaseRecord } from '../staff/components/case-record.tsx'
import { StaffErrorBoundary } from '../staff/components/staff-error.tsx'
import { StaffFrame } from '../staff/components/staff-frame.tsx'
import { staffTranslator, type StaffMessageKey } from '../staff/messages/index.ts'
import { requireStaff, staffChrome } from '../staff/require-staff.server.ts'
import { sameCsrfToken } from '../staff/csrf.server.ts'
import staffStyles from '../staff/staff.css?url'
import type { Route } from './+types/staff-case'

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: staffStyles }]

/** One case: every answer, the clock, status and owner, notes, history. Each view is written to the audit log. */
export async function loader({ context, url, params }: Route.LoaderArgs) {
  const { session, services, lang } = requireStaff(context, url, 'cases')
  const record = await loadCase(services, params.reference, lang)
  await services.audit(session.user, 'case-view', record.reference)
  const title = staffTranslator(lang)('staff.case.heading', { reference: record.reference })
  return { lang, title, chrome: staffChrome(session), record, today: services.today(), saved: url.searchParams.has('saved') }
}

const MAX_FIELD = 4_000

/** A change to the case: status (with the safety system's number), owner or note. The CSRF token is checked first. */
export async function action({ context, url, params, request }: Route.ActionArgs) {
  const { session, services, lang } = requireStaff(context, url, 'cases')
  const form = await request.formData()
  if (!sameCsrfToken(form.get('csrf'), session.csrfToken)) throw data({ staff: 'csrf' }, { status: 403 })
  const text = (name: string) => {
    const value = form.get(name)
    return typeof value === 'string' ? value.slice(0, MAX_FIELD) : ''
  }
  const intent = text('intent')
  const to = text('to')
  const change: CaseChange | undefined =
    intent === 'status' && isCaseStatus(to)
      ? { kind: 'status', to, externalCaseNumber: text('externalCaseNumber') || undefined }
      : intent === 'owner'
        ? { kind: 'owner', owner: text('owner') || null }
        : intent === 'assign-me'
          ? { kind: 'owner', owner: session.user.name }
          : intent === 'note' && text('note').trim()
            ? { kind: 'note', text: text('note') }
            : undefined
  if (!change || !params.reference) return data({ error: 'staff.error.invalid' as StaffMessageKey }, { status: 400 })
  const result = await services.changeCase(params.reference, change, session.user)
  if (!result.ok) {
    if (result.reason === 'not-found') throw data({ staff: 'not-found' }, { status: 404 })
    return data({ error: `staff.error.${result.reason}` as StaffMessageKey }, { status: result.reason === 'bad-transition' ? 409 : 400 })
  }
  // What changed, never the note's text: the audit log says who did what, the case keeps the content.
  await services.audit(session.user, 'case-change', params.reference, change.kind === 'note' ? { kind: 'note' } : change)
  return redirect(`${staffHref('staff-case', lang, { reference: params.reference })}?saved`, 303)
}

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? [{ title: loaderData.title }] : [])

/** Rendered by the server only (staff pages load no script): the browser's build carries none of it (docs/decisions/0111). */
export default function StaffCaseRoute(props: Route.ComponentProps) {
  return import.meta.env.SSR ? <StaffCase {...props} /> : null
}

export function ErrorBoundary() {
  return import.meta.env.SSR ? <StaffErrorBoundary /> : null
}

function StaffCase({ loaderData, actionData }: Route.ComponentProps) {
  const { lang, chrome, record, today, saved } = loaderData
  const t = staffTranslator(lang)
  const here = staffHref('staff-case', lang, { reference: record.reference })
  const csrf = <input type="hidden" name="csrf" value={chrome.csrf} />
  const next = nextStatuses(record.status)
  return (
    <StaffFrame lang={lang} chrome={chrome}>
      <p className="staff-no-print">
        <a href={staffHref('staff-cases', lang)}>{t('staff.case.back')}</a> ·{' '}
        <a href={staffHref('staff-case-print', lang, { reference: record.reference })}>{t('staff.case.print')}</a>
      </p>
      <h1>{t('staff.case.heading', { reference: record.reference })}</h1>
      {actionData?.error ? (
        <p className="staff-message staff-message--error" role="alert">
          {t(actionData.error)}
        </p>
      ) : (
        saved && (
          <p className="staff-message" role="status">
            {t('staff.case.saved')}
          </p>
        )
      )}
      <div className="staff-case">
        <section aria-labelledby="case-workflow" className="staff-no-print">
          <h2 id="case-workflow">{t('staff.case.workflow')}</h2>
          <form method="post" action={here}>
            {csrf}
            <input type="hidden" name="intent" value="status" />
            <label>
              {t('staff.case.moveTo')}
              <select name="to">
                {next.map((status) => (
                  <option key={status} value={status}>
                    {t(`staff.status.${status}`)}
                  </option>
                ))}
              </select>
            </label>
            <label>
              {t('staff.field.externalCaseNumber')}
              <input
                name="externalCaseNumber"
                defaultValue={record.externalCaseNumber ?? ''}
                maxLength={100}
                aria-describedby="external-help"
              />
            </label>
            <button type="submit">{t('staff.case.move')}</button>
            <small id="external-help">{t('staff.case.externalHelp')}</small>
          </form>
          <form method="post" action={here}>
            {csrf}
            <label>
              {t('staff.field.owner')}
              <input name="owner" defaultValue={record.owner ?? ''} maxLength={200} />
            </label>
            <button type="submit" name="intent" value="owner">
              {t('staff.case.assign')}
            </button>
            <button type="submit" name="intent" value="assign-me">
              {t('staff.case.assignToMe')}
            </button>
          </form>
          <form method="post" action={here}>
            {csrf}
            <input type="hidden" name="intent" value="note" />
            <label>
              {t('staff.case.note')}
              <textarea name="note" rows={3} cols={60} maxLength={4000} required />
            </label>
            <button type="submit">{t('staff.case.addNote')}</button>
          </form>
        </section>
        <CaseRecord record={record} lang={lang} today={today} />
      </div>
    </StaffFrame>
  )
}

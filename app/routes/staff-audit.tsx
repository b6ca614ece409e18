import { StaffErrorBoundary } from '../staff/components/staff-error.tsx'
import { StaffFrame } from '../staff/components/staff-frame.tsx'
import { staffHref } from '../staff/domain/staff-paths.ts'
import { formatStaffTime } from '../staff/format.ts'
import { staffTranslator } from '../staff/messages/index.ts'
import { requireStaff, staffChrome } from '../staff/require-staff.server.ts'
import staffStyles from '../staff/staff.css?url'
import type { Route } from './+types/staff-audit'

const PAGE_SIZE = 100

/** A case's reference links to the case; an incident's (`INC-…`) does not. */
const isCaseReference = (target: string) => /^[A-Z]{2}-\d{4}-\d{6}$/.test(target)

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: staffStyles }]

/** The audit log, newest first, for administrators; reading it is itself logged. */
export async function loader({ context, url }: Route.LoaderArgs) {
  const { session, services, lang } = requireStaff(context, url, 'audit')
  const before = Number(url.searchParams.get('before')) || undefined
  const entries = await services.listAudit({ before, limit: PAGE_SIZE })
  await services.audit(session.user, 'audit-view', null)
  const title = staffTranslator(lang)('staff.audit.heading')
  return { lang, title, chrome: staffChrome(session), entries, older: entries.length === PAGE_SIZE ? entries.at(-1)!.id : undefined }
}

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? [{ title: loaderData.title }] : [])

/** Rendered by the server only (staff pages load no script): the browser's build carries none of it (docs/decisions/0111). */
export default function StaffAuditRoute(props: Route.ComponentProps) {
  return import.meta.env.SSR ? <StaffAudit {...props} /> : null
}

export function ErrorBoundary() {
  return import.meta.env.SSR ? <StaffErrorBoundary /> : null
}

function StaffAudit({ loaderData }: Route.ComponentProps) {
  const { lang, chrome, entries, older } = loaderData
  const t = staffTranslator(lang)
  return (
    <StaffFrame lang={lang} chrome={chrome}>
      <h1>{t('staff.audit.heading')}</h1>
      {entries.length === 0 ? (
        <p>{t('staff.audit.empty')}</p>
      ) : (
        <table className="staff-table">
          <thead>
            <tr>
              <th scope="col">{t('staff.audit.at')}</th>
              <th scope="col">{t('staff.audit.who')}</th>
              <th scope="col">{t('staff.audit.action')}</th>
              <th scope="col">{t('staff.audit.target')}</th>
              <th scope="col">{t('staff.audit.details')}</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.id} data-action={entry.action}>
                <td>{formatStaffTime(entry.at, lang)}</td>
                <td>{entry.actorName}</td>
                <td>{t(`staff.audit.${entry.action}`)}</td>
                <td>
                  {entry.target && isCaseReference(entry.target) ? (
                    <a href={staffHref('staff-case', lang, { reference: entry.target })}>{entry.target}</a>
                  ) : (
                    (entry.target ?? '—')
                  )}
                </td>
                <td>
                  <code>{Object.keys(entry.details).length ? JSON.stringify(entry.details) : ''}</code>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {older !== undefined && <a href={`${staffHref('staff-audit', lang)}?before=${older}`}>{t('staff.audit.older')}</a>}
    </StaffFrame>
  )
}

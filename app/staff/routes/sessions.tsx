import { redirect } from 'react-router'
import { ROLES_CHECK_MINUTES } from '../domain/session-admin.ts'
import { staffHref } from '../domain/staff-paths.ts'
import { formatStaffTime } from '../format.ts'
import { staffForm, staffPage } from '../gate.server.ts'
import { staffTranslator } from '../messages/index.ts'
import { sessionAdmin } from '../session-admin-context.server.ts'
import type { Route } from './+types/sessions'
import { ColumnHeads } from '../components/column-heads.tsx'
import { titleMeta } from '../title-meta.ts'

/** Everyone signed in now, by person, for administrators; reading it is itself logged. */
export async function loader({ context, url }: Route.LoaderArgs) {
  const { user, lang, chrome } = staffPage(context)
  const people = await sessionAdmin(context).active(user)
  const ended = url.searchParams.get('ended')
  return {
    lang,
    title: staffTranslator(lang)('staff.sessions.heading'),
    people,
    csrf: chrome.csrf,
    me: user.subject,
    ended: ended === null ? null : { name: url.searchParams.get('name') ?? '', count: Number(ended) || 0 },
  }
}

/** Ends every session of one person (a CSRF-checked post): they are signed out on every device at their next request. */
export async function action({ context }: Route.ActionArgs) {
  const { user, lang } = staffPage(context)
  const form = staffForm(context)
  const subject = String(form.get('subject') ?? '').slice(0, 500)
  const name = String(form.get('name') ?? '').slice(0, 200)
  const count = subject ? await sessionAdmin(context).endSessions(subject, user) : 0
  const query = new URLSearchParams({ ended: String(count), name })
  return redirect(`${staffHref('staff-sessions', lang)}?${query}`, 303)
}

export const meta: Route.MetaFunction = titleMeta

/** Rendered by the server only (staff pages load no script): the browser's build carries none of it (docs/decisions/0111). */
export default function StaffSessionsRoute(props: Route.ComponentProps) {
  return import.meta.env.SSR ? <StaffSessions {...props} /> : null
}

function StaffSessions({ loaderData }: Route.ComponentProps) {
  const { lang, people, me, ended, csrf } = loaderData
  const t = staffTranslator(lang)
  return (
    <>
      <h1>{t('staff.sessions.heading')}</h1>
      <p>{t('staff.sessions.intro', { minutes: ROLES_CHECK_MINUTES })}</p>
      {ended && (
        <p className="staff-message" role="status">
          {ended.count > 0 ? t('staff.sessions.ended', { count: ended.count, name: ended.name }) : t('staff.sessions.none')}
        </p>
      )}
      {people.length === 0 ? (
        <p>{t('staff.sessions.empty')}</p>
      ) : (
        <table className="staff-table">
          <ColumnHeads
            labels={[
              t('staff.sessions.person'),
              t('staff.sessions.roles'),
              t('staff.sessions.count'),
              t('staff.sessions.lastSeen'),
              t('staff.sessions.checked'),
              { hidden: t('staff.sessions.end', { name: '' }) },
            ]}
          />
          <tbody>
            {people.map((person) => (
              <tr key={person.subject} data-subject={person.subject}>
                <td>
                  {person.name} {person.subject === me && t('staff.sessions.you')}
                  {person.email && (
                    <>
                      <br />
                      <small>{person.email}</small>
                    </>
                  )}
                </td>
                <td>{person.roles.join(', ')}</td>
                <td>{person.sessions}</td>
                <td>{formatStaffTime(person.lastSeenAt, lang)}</td>
                <td>{person.rolesCheckedAt ? formatStaffTime(person.rolesCheckedAt, lang) : '—'}</td>
                <td>
                  <form method="post" action={staffHref('staff-sessions', lang)}>
                    <input type="hidden" name="csrf" value={csrf} />
                    <input type="hidden" name="subject" value={person.subject} />
                    <input type="hidden" name="name" value={person.name} />
                    <button type="submit">{t('staff.sessions.end', { name: person.name })}</button>
                  </form>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  )
}

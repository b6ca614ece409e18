import { data, redirect } from 'react-router'
import { INCIDENT_KEPT_YEARS, incidentFields, incidentSchema, incidentUpdateFields, incidentUpdateSchema } from '../privacy/incident.ts'
import { StaffErrorBoundary } from '../staff/components/staff-error.tsx'
import { StaffFrame } from '../staff/components/staff-frame.tsx'
import { sameCsrfToken } from '../staff/csrf.server.ts'
import { staffHref } from '../staff/domain/staff-paths.ts'
import { formatStaffDay, formatStaffTime } from '../staff/format.ts'
import { staffTranslator, type StaffMessageKey } from '../staff/messages/index.ts'
import { requireStaff, staffChrome } from '../staff/require-staff.server.ts'
import staffStyles from '../staff/staff.css?url'
import type { Route } from './+types/staff-privacy-incidents'

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: staffStyles }]

/** The register of confidentiality incidents, newest first; reading it is logged. */
export async function loader({ context, url }: Route.LoaderArgs) {
  const { session, privacy, services, lang } = requireStaff(context, url, 'privacy')
  const incidents = await privacy.incidents()
  await services.audit(session.user, 'incident-view', null)
  return {
    lang,
    title: staffTranslator(lang)('staff.incidents.heading'),
    chrome: staffChrome(session),
    incidents,
    saved: url.searchParams.get('saved'),
    updated: url.searchParams.get('updated'),
    unchanged: url.searchParams.get('unchanged'),
  }
}

/**
 * Records an incident: every item the regulation lists is asked for; a missing one is said, the answers kept.
 * Or updates one's notices and measures (`intent=update`), sent or taken after it was recorded; the audit log
 * says which fields changed, by whom and when.
 */
export async function action({ context, url, request }: Route.ActionArgs) {
  const { session, privacy, services, lang } = requireStaff(context, url, 'privacy')
  const form = await request.formData()
  if (!sameCsrfToken(form.get('csrf'), session.csrfToken)) throw data({ staff: 'csrf' }, { status: 403 })
  const answers = Object.fromEntries([...form.entries()].filter(([, value]) => typeof value === 'string'))
  const here = staffHref('staff-privacy-incidents', lang)
  const invalid = (issues: { path: PropertyKey[] }[]) =>
    data(
      { error: 'staff.incidents.error' as StaffMessageKey, fields: [...new Set(issues.map((issue) => String(issue.path[0])))] },
      { status: 400 },
    )
  if (answers.intent === 'update') {
    const reference = typeof answers.reference === 'string' ? answers.reference : ''
    const parsed = incidentUpdateSchema.safeParse(answers)
    if (!parsed.success) return invalid(parsed.error.issues)
    const changed = await privacy.updateIncident(reference, parsed.data)
    if (changed === null) throw data({ staff: 'not-found' }, { status: 404 })
    if (changed.length > 0) await services.audit(session.user, 'incident-update', reference, { fields: changed })
    return redirect(`${here}?${changed.length > 0 ? 'updated' : 'unchanged'}=${encodeURIComponent(reference)}`, 303)
  }
  const parsed = incidentSchema.safeParse(answers)
  if (!parsed.success) return invalid(parsed.error.issues)
  const reference = await privacy.recordIncident(parsed.data, session.user)
  await services.audit(session.user, 'incident-record', reference)
  return redirect(`${here}?saved=${encodeURIComponent(reference)}`, 303)
}

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? [{ title: loaderData.title }] : [])

/** Rendered by the server only (staff pages load no script): the browser's build carries none of it (docs/decisions/0111). */
export default function StaffIncidentsRoute(props: Route.ComponentProps) {
  return import.meta.env.SSR ? <StaffIncidents {...props} /> : null
}

export function ErrorBoundary() {
  return import.meta.env.SSR ? <StaffErrorBoundary /> : null
}

const longFields = new Set<string>(['information', 'circumstances', 'riskAssessment', 'measures'])
const dateFields = new Set<string>(['occurredOn', 'learnedOn', 'commissionNotifiedOn', 'personsNotifiedOn'])

function StaffIncidents({ loaderData, actionData }: Route.ComponentProps) {
  const { lang, chrome, incidents, saved, updated, unchanged } = loaderData
  const t = staffTranslator(lang)
  const label = (field: (typeof incidentFields)[number]) => t(`staff.incidents.field.${field}`)
  const show = (value: string | number | boolean | null, field: string) =>
    value === null
      ? '—'
      : typeof value === 'boolean'
        ? t(value ? 'staff.filters.yes' : 'staff.filters.no')
        : dateFields.has(field)
          ? formatStaffDay(String(value), lang)
          : String(value)
  return (
    <StaffFrame lang={lang} chrome={chrome}>
      <h1>{t('staff.incidents.heading')}</h1>
      <p>{t('staff.incidents.intro', { years: INCIDENT_KEPT_YEARS })}</p>
      {actionData?.error ? (
        <p className="staff-message staff-message--error" role="alert">
          {t(actionData.error)}{' '}
          {actionData.fields.map((field) => t(`staff.incidents.field.${field as (typeof incidentFields)[number]}`)).join(', ')}
        </p>
      ) : (
        (saved ?? updated ?? unchanged) && (
          <p className="staff-message" role="status">
            {saved
              ? t('staff.incidents.saved', { reference: saved })
              : updated
                ? t('staff.incidents.updated', { reference: updated })
                : t('staff.incidents.unchanged', { reference: unchanged ?? '' })}
          </p>
        )
      )}
      <p>
        <a href={staffHref('staff-privacy-incidents-csv', lang)} download>
          {t('staff.list.export')}
        </a>
      </p>
      {incidents.length === 0 ? (
        <p>{t('staff.incidents.empty')}</p>
      ) : (
        incidents.map((incident) => (
          <section key={incident.reference} aria-labelledby={incident.reference} className="staff-case">
            <h2 id={incident.reference}>{incident.reference}</h2>
            <p>{t('staff.incidents.recorded', { at: formatStaffTime(incident.recordedAt, lang), name: incident.recordedBy })}</p>
            <dl>
              {incidentFields.map((field) => (
                <div key={field}>
                  <dt>{label(field)}</dt>
                  <dd>{show(incident[field], field)}</dd>
                </div>
              ))}
            </dl>
            <details>
              <summary>{t('staff.incidents.edit')}</summary>
              <form method="post" action={staffHref('staff-privacy-incidents', lang)} className="staff-incident-form">
                <input type="hidden" name="csrf" value={chrome.csrf} />
                <input type="hidden" name="intent" value="update" />
                <input type="hidden" name="reference" value={incident.reference} />
                {incidentUpdateFields.map((field) => (
                  <label key={field}>
                    {label(field)}
                    {field === 'measures' ? (
                      <textarea name={field} rows={3} cols={60} maxLength={4000} required defaultValue={incident.measures} />
                    ) : (
                      <input type="date" name={field} defaultValue={incident[field] ?? ''} />
                    )}
                  </label>
                ))}
                <button type="submit">{t('staff.incidents.update')}</button>
              </form>
            </details>
          </section>
        ))
      )}
      <section aria-labelledby="new-incident" className="staff-case staff-privacy">
        <h2 id="new-incident">{t('staff.incidents.new')}</h2>
        <form method="post" action={staffHref('staff-privacy-incidents', lang)} className="staff-incident-form">
          <input type="hidden" name="csrf" value={chrome.csrf} />
          {incidentFields.map((field) => (
            <label key={field}>
              {label(field)}
              {longFields.has(field) ? (
                <textarea name={field} rows={3} cols={60} maxLength={4000} required />
              ) : field === 'seriousRisk' ? (
                <input type="checkbox" name={field} />
              ) : field === 'personsAffected' ? (
                <input type="number" name={field} min={0} />
              ) : field === 'occurredDescription' ? (
                <input name={field} maxLength={1000} />
              ) : (
                <input type="date" name={field} required={field === 'learnedOn'} />
              )}
            </label>
          ))}
          <button type="submit">{t('staff.incidents.record')}</button>
        </form>
      </section>
    </StaffFrame>
  )
}

import { data, redirect } from 'react-router'
import { StaffErrorSummary, staffTitle } from '../../staff/components/staff-form.tsx'
import { staffHref } from '../../staff/domain/staff-paths.ts'
import { formatStaffDay, formatStaffTime } from '../../staff/format.ts'
import { staffForm, staffPage } from '../../staff/gate.server.ts'
import { IncidentField, incidentFieldLabel } from '../components/incident-field.tsx'
import { fieldsOf, summaryOf, type FieldErrors } from '../form-errors.ts'
import {
  INCIDENT_KEPT_YEARS,
  incidentFields,
  incidentGroups,
  incidentSchema,
  incidentUpdateFields,
  incidentUpdateSchema,
  type Incident,
  type IncidentField as Field,
} from '../incident.ts'
import { privacyTranslator } from '../messages/index.ts'
import { privacyDesk } from '../privacy-context.server.ts'
import privacyStyles from '../privacy.css?url'
import type { Route } from './+types/incidents'

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: privacyStyles }]

/** The register of confidentiality incidents, newest first; reading it is logged. */
export async function loader({ context, url }: Route.LoaderArgs) {
  const { user, lang, chrome } = staffPage(context)
  const incidents = await privacyDesk(context).incidents(user)
  return {
    lang,
    chrome,
    incidents,
    saved: url.searchParams.get('saved'),
    updated: url.searchParams.get('updated'),
    unchanged: url.searchParams.get('unchanged'),
  }
}

/** A failed send: which form (the new incident's, or an entry's update), its errors by field and what was typed. */
type Failed = { form: string; errors: FieldErrors; answers: Partial<Record<Field, string>> }

/**
 * Records an incident: every item both regimes ask is checked on the server, a missing or wrong one said in the
 * summary and by its field, the answers kept (400). Or updates an entry's notices and measures (`intent=update`),
 * sent or taken after it was recorded; the audit log says which fields changed, by whom and when.
 */
export async function action({ context }: Route.ActionArgs) {
  const { user, lang, cases } = staffPage(context)
  const privacy = privacyDesk(context)
  const form = staffForm(context)
  const here = staffHref('staff-privacy-incidents', lang)
  const today = cases.today()
  if (form.get('intent') === 'update') {
    const reference = String(form.get('reference') ?? '')
    const answers = fieldsOf(form, incidentUpdateFields)
    const parsed = incidentUpdateSchema(today).safeParse(answers)
    if (!parsed.success) return data({ form: reference, errors: summaryOf(parsed.error.issues), answers } satisfies Failed, { status: 400 })
    const result = await privacy.updateIncident(reference, parsed.data, user)
    if (!result.ok && result.reason === 'not-found') throw data({ staff: 'not-found' }, { status: 404 })
    if (!result.ok) {
      const errors = Object.fromEntries(result.fields.map((field) => [field, 'staff.incidents.error.beforeLearned' as const]))
      return data({ form: reference, errors, answers } satisfies Failed, { status: 400 })
    }
    return redirect(`${here}?${result.changed.length > 0 ? 'updated' : 'unchanged'}=${encodeURIComponent(reference)}`, 303)
  }
  const answers = fieldsOf(form, incidentFields)
  const parsed = incidentSchema(today).safeParse(answers)
  if (!parsed.success) return data({ form: 'new', errors: summaryOf(parsed.error.issues), answers } satisfies Failed, { status: 400 })
  const reference = await privacy.recordIncident(parsed.data, user)
  return redirect(`${here}?saved=${encodeURIComponent(reference)}`, 303)
}

/** Rendered by the server only (staff pages load no script): the browser's build carries none of it (docs/decisions/0111). */
export default function StaffIncidentsRoute(props: Route.ComponentProps) {
  return import.meta.env.SSR ? <StaffIncidents {...props} /> : null
}

const dateFields = new Set<string>([
  'occurredOn',
  'learnedOn',
  'commissionNotifiedOn',
  'significantHarmAssessedOn',
  'opcReportedOn',
  'personsNotifiedOn',
])

function StaffIncidents({ loaderData, actionData }: Route.ComponentProps) {
  const { lang, chrome, incidents, saved, updated, unchanged } = loaderData
  const t = privacyTranslator(lang)
  const failed = actionData as Failed | undefined
  const idOf = (form: string, field: string) => `${form}-${field}`
  const summary = failed
    ? incidentFields.flatMap((field) => {
        const error = failed.errors[field]
        return error ? [{ id: idOf(failed.form, field), label: incidentFieldLabel(field, lang), message: t(error) }] : []
      })
    : []
  const show = (incident: Incident, field: Field) => {
    const value = incident[field]
    if (value === null) return field === 'significantHarm' ? t('staff.incidents.notAssessed') : '—'
    if (typeof value === 'boolean') return t(value ? 'staff.incidents.yes' : 'staff.incidents.no')
    return dateFields.has(field) ? formatStaffDay(String(value), lang) : String(value)
  }
  const heading = t('staff.incidents.heading')
  return (
    <div className="staff-privacy">
      <title>{staffTitle(heading, lang, summary.length > 0)}</title>
      <h1>{heading}</h1>
      <p>{t('staff.incidents.intro', { years: INCIDENT_KEPT_YEARS })}</p>
      <StaffErrorSummary errors={summary} lang={lang} />
      {!failed && (saved ?? updated ?? unchanged) && (
        <p className="staff-message" role="status">
          {saved
            ? t('staff.incidents.saved', { reference: saved })
            : updated
              ? t('staff.incidents.updated', { reference: updated })
              : t('staff.incidents.unchanged', { reference: unchanged ?? '' })}
        </p>
      )}
      {/* A POST: the export is audited, which no GET may be (another site's link would write the log). */}
      <form method="post" action={staffHref('staff-privacy-incidents-csv', lang)}>
        <input type="hidden" name="csrf" value={chrome.csrf} />
        <button type="submit">{t('staff.incidents.export')}</button>
      </form>
      {incidents.length === 0 ? (
        <p>{t('staff.incidents.empty')}</p>
      ) : (
        incidents.map((incident) => {
          const mine = failed?.form === incident.reference ? failed : undefined
          return (
            <section key={incident.reference} aria-labelledby={incident.reference} className="privacy-section">
              <h2 id={incident.reference}>{incident.reference}</h2>
              <p>{t('staff.incidents.recorded', { at: formatStaffTime(incident.recordedAt, lang), name: incident.recordedBy })}</p>
              {incidentGroups.map((group) => (
                <div key={group.title}>
                  <h3>{t(group.title)}</h3>
                  <dl className="privacy-facts">
                    {group.fields.map((field) => (
                      <div key={field}>
                        <dt>{incidentFieldLabel(field, lang)}</dt>
                        <dd data-field={field}>{show(incident, field)}</dd>
                      </div>
                    ))}
                  </dl>
                </div>
              ))}
              <details open={mine !== undefined}>
                <summary>{t('staff.incidents.edit')}</summary>
                <form method="post" action={staffHref('staff-privacy-incidents', lang)} className="privacy-form" noValidate>
                  <input type="hidden" name="csrf" value={chrome.csrf} />
                  <input type="hidden" name="intent" value="update" />
                  <input type="hidden" name="reference" value={incident.reference} />
                  {incidentUpdateFields.map((field) => (
                    <IncidentField
                      key={field}
                      field={field}
                      id={idOf(incident.reference, field)}
                      lang={lang}
                      value={mine ? mine.answers[field] : (incident[field] ?? '')}
                      error={mine?.errors[field] && t(mine.errors[field])}
                    />
                  ))}
                  <button type="submit">{t('staff.incidents.update')}</button>
                </form>
              </details>
            </section>
          )
        })
      )}
      <section aria-labelledby="new-incident" className="privacy-section">
        <h2 id="new-incident">{t('staff.incidents.new')}</h2>
        <form method="post" action={staffHref('staff-privacy-incidents', lang)} className="privacy-form" noValidate>
          <input type="hidden" name="csrf" value={chrome.csrf} />
          {incidentGroups.map((group) => (
            <fieldset key={group.title}>
              <legend>{t(group.title)}</legend>
              {group.fields.map((field) => (
                <IncidentField
                  key={field}
                  field={field}
                  id={idOf('new', field)}
                  lang={lang}
                  value={failed?.form === 'new' ? failed.answers[field] : undefined}
                  error={failed?.form === 'new' && failed.errors[field] ? t(failed.errors[field]) : undefined}
                />
              ))}
            </fieldset>
          ))}
          <button type="submit">{t('staff.incidents.record')}</button>
        </form>
      </section>
    </div>
  )
}

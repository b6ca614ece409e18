import { data } from 'react-router'
import { personEmail, type ErasureResult } from '../privacy/person.ts'
import { messageKindLabel } from '../privacy/message-kinds.ts'
import { isAdverseEventReport, retentionRule } from '../privacy/retention-schedule.ts'
import { StaffErrorBoundary } from '../staff/components/staff-error.tsx'
import { StaffFrame } from '../staff/components/staff-frame.tsx'
import { sameCsrfToken } from '../staff/csrf.server.ts'
import { staffHref } from '../staff/domain/staff-paths.ts'
import { formatStaffDay, formatStaffTime } from '../staff/format.ts'
import { staffTranslator, type StaffMessageKey } from '../staff/messages/index.ts'
import { requireStaff, staffChrome } from '../staff/require-staff.server.ts'
import staffStyles from '../staff/staff.css?url'
import type { Route } from './+types/staff-privacy'

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: staffStyles }]

/**
 * A person's rights, for the privacy officer: find everything held about an e-mail address, export it, correct
 * a field, erase it; the requests with their due dates; what the retention schedule will destroy next. Each view
 * and change is in the audit log, by references and counts, never the address or the content.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const { session, privacy, services, lang } = requireStaff(context, url, 'privacy')
  const t = staffTranslator(lang)
  const typed = url.searchParams.get('email')
  let error: StaffMessageKey | null = null
  let person = null
  if (typed !== null) {
    const email = personEmail.safeParse(typed)
    if (!email.success) error = 'staff.privacy.error.email'
    else {
      person = await privacy.find(email.data, session.user)
      await services.audit(session.user, 'privacy-find', null, {
        references: person.submissions.map((item) => item.reference),
        messages: person.messages.length,
        mailFiles: person.mailFiles.length,
      })
    }
  }
  const [requests, retention] = await Promise.all([privacy.requests(), privacy.retentionPreview()])
  if (typed === null) await services.audit(session.user, 'privacy-view', null)
  return data(
    { lang, title: t('staff.privacy.heading'), chrome: staffChrome(session), typed: typed ?? '', error, person, requests, retention },
    { status: error ? 400 : 200 },
  )
}

const MAX_FIELD = 4_000

const actionLabels = {
  find: 'staff.privacy.action.find',
  export: 'staff.privacy.action.export',
  correct: 'staff.privacy.action.correct',
  erase: 'staff.privacy.action.erase',
} as const satisfies Record<string, StaffMessageKey>

/** Erase, correct, hold: the CSRF token first, then the address, checked as the search checks it. */
export async function action({ context, url, request }: Route.ActionArgs) {
  const { session, privacy, services } = requireStaff(context, url, 'privacy')
  const form = await request.formData()
  if (!sameCsrfToken(form.get('csrf'), session.csrfToken)) throw data({ staff: 'csrf' }, { status: 403 })
  const text = (name: string) => {
    const value = form.get(name)
    return typeof value === 'string' ? value.slice(0, MAX_FIELD) : ''
  }
  const intent = text('intent')
  const invalid = (error: StaffMessageKey) => data({ error, erased: null, done: null }, { status: 400 })
  if (intent === 'hold' || intent === 'lift-hold') {
    const reference = text('reference').trim()
    const reason = text('reason').trim()
    if (!reference || (intent === 'hold' && !reason)) return invalid('staff.error.invalid')
    const ok = intent === 'hold' ? await privacy.placeHold(reference, reason, session.user) : await privacy.liftHold(reference)
    if (!ok) return data({ error: 'staff.privacy.error.notFound' as StaffMessageKey, erased: null, done: null }, { status: 404 })
    await services.audit(session.user, 'privacy-hold', reference, { hold: intent === 'hold' })
    return { error: null, erased: null, done: intent }
  }
  const email = personEmail.safeParse(text('email'))
  if (!email.success) return invalid('staff.privacy.error.email')
  if (intent === 'erase') {
    const erased: ErasureResult = await privacy.erase(email.data, session.user)
    await services.audit(session.user, 'privacy-erase', null, {
      erased: erased.erased,
      refused: erased.refused.map((item) => ({ reference: item.reference, reason: item.reason })),
      counts: erased.counts,
    })
    return { error: null, erased, done: intent }
  }
  if (intent === 'correct') {
    const reference = text('reference')
    const field = text('field')
    const result = await privacy.correct(email.data, reference, field, text('value'), session.user)
    if (!result.ok) {
      const error: StaffMessageKey = result.reason === 'not-found' ? 'staff.privacy.error.notFound' : 'staff.privacy.error.field'
      return data({ error, erased: null, done: null }, { status: result.reason === 'not-found' ? 404 : 400 })
    }
    await services.audit(session.user, 'privacy-correct', reference, { field })
    return { error: null, erased: null, done: intent }
  }
  return invalid('staff.error.invalid')
}

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? [{ title: loaderData.title }] : [])

/** Rendered by the server only (staff pages load no script): the browser's build carries none of it (docs/decisions/0111). */
export default function StaffPrivacyRoute(props: Route.ComponentProps) {
  return import.meta.env.SSR ? <StaffPrivacy {...props} /> : null
}

export function ErrorBoundary() {
  return import.meta.env.SSR ? <StaffErrorBoundary /> : null
}

function StaffPrivacy({ loaderData, actionData }: Route.ComponentProps) {
  const { lang, chrome, typed, error, person, requests, retention } = loaderData
  const t = staffTranslator(lang)
  const here = staffHref('staff-privacy', lang)
  const csrf = <input type="hidden" name="csrf" value={chrome.csrf} />
  const problem = actionData?.error ?? error
  return (
    <StaffFrame lang={lang} chrome={chrome}>
      <div className="staff-privacy">
        <h1>{t('staff.privacy.heading')}</h1>
        {problem && (
          <p className="staff-message staff-message--error" role="alert">
            {t(problem)}
          </p>
        )}
        {actionData?.done && actionData.done !== 'erase' && (
          <p className="staff-message" role="status">
            {t('staff.privacy.saved')}
          </p>
        )}
        {actionData?.erased && (
          <section className="staff-message" role="status" aria-labelledby="erased-heading">
            <h2 id="erased-heading">{t('staff.privacy.erased.heading')}</h2>
            <p>{t('staff.privacy.erased.count', { count: actionData.erased.erased.length })}</p>
            {actionData.erased.erased.length > 0 && <p>{actionData.erased.erased.join(', ')}</p>}
            {actionData.erased.refused.length > 0 && (
              <ul>
                {actionData.erased.refused.map((item) => (
                  <li key={item.reference} data-refused={item.reference}>
                    {t(item.reason === 'legal-hold' ? 'staff.privacy.refused.hold' : 'staff.privacy.refused.pharmacovigilance', {
                      reference: item.reference,
                      reason: item.detail ?? '',
                    })}
                  </li>
                ))}
              </ul>
            )}
          </section>
        )}
        <form method="get" action={here} className="staff-filters" role="search">
          <label>
            {t('staff.privacy.email')}
            <input type="email" name="email" defaultValue={typed} required maxLength={254} autoComplete="off" />
          </label>
          <button type="submit">{t('staff.privacy.find')}</button>
        </form>
        {person && (
          <section aria-labelledby="person-heading">
            <h2 id="person-heading">{t('staff.privacy.found', { email: person.email })}</h2>
            <p>
              {t('staff.privacy.foundCounts', {
                submissions: person.submissions.length,
                messages: person.messages.length,
                files: person.mailFiles.length,
              })}
            </p>
            {person.submissions.length > 0 && (
              <table className="staff-table">
                <thead>
                  <tr>
                    <th scope="col">{t('staff.field.reference')}</th>
                    <th scope="col">{t('staff.field.receivedAt')}</th>
                    <th scope="col">{t('staff.privacy.fields')}</th>
                    <th scope="col">{t('staff.privacy.consent')}</th>
                    <th scope="col">{t('staff.privacy.hold')}</th>
                  </tr>
                </thead>
                <tbody>
                  {person.submissions.map((item) => (
                    <tr key={item.reference} data-reference={item.reference}>
                      <td>{item.reference}</td>
                      <td>{formatStaffTime(item.receivedAt, lang)}</td>
                      <td>{item.fields.join(', ')}</td>
                      <td data-field="consent">{item.consent ? formatStaffDay(item.consent.noticeVersion, lang) : '—'}</td>
                      <td>{item.legalHold ?? (isAdverseEventReport(item) ? t('staff.privacy.pharmacovigilance') : '—')}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
            {person.messages.length > 0 && (
              <ul>
                {person.messages.map((message) => (
                  <li key={message.id}>
                    {message.reference === null
                      ? t('staff.privacy.messageLoose', { kind: t(messageKindLabel(message.kind)) })
                      : t('staff.privacy.message', { kind: t(messageKindLabel(message.kind)), reference: message.reference })}
                  </li>
                ))}
              </ul>
            )}
            {person.mailFiles.length > 0 && (
              <ul>
                {person.mailFiles.map((file) => (
                  <li key={file}>
                    <code>{file}</code>
                  </li>
                ))}
              </ul>
            )}
            {/* A POST: the export answers the person's request, so it is an action, CSRF-checked like the others. */}
            <form method="post" action={staffHref('staff-privacy-export', lang)}>
              {csrf}
              <input type="hidden" name="email" value={person.email} />
              <button type="submit" name="format" value="json">
                {t('staff.privacy.exportJson')}
              </button>{' '}
              <button type="submit" name="format" value="csv">
                {t('staff.privacy.exportCsv')}
              </button>{' '}
              <small>{t('staff.privacy.exportHelp')}</small>
            </form>
            {person.submissions.length > 0 && (
              <form method="post" action={here}>
                {csrf}
                <input type="hidden" name="intent" value="correct" />
                <input type="hidden" name="email" value={person.email} />
                <fieldset>
                  <legend>{t('staff.privacy.correct')}</legend>
                  <label>
                    {t('staff.field.reference')}
                    <select name="reference">
                      {person.submissions.map((item) => (
                        <option key={item.reference}>{item.reference}</option>
                      ))}
                    </select>
                  </label>
                  <label>
                    {t('staff.privacy.field')}
                    <input name="field" required maxLength={100} />
                  </label>
                  <label>
                    {t('staff.privacy.value')}
                    <input name="value" maxLength={MAX_FIELD} />
                  </label>
                  <button type="submit">{t('staff.privacy.correctButton')}</button>
                </fieldset>
              </form>
            )}
            <form method="post" action={here}>
              {csrf}
              <input type="hidden" name="intent" value="erase" />
              <input type="hidden" name="email" value={person.email} />
              <button type="submit">{t('staff.privacy.erase')}</button> <small>{t('staff.privacy.eraseHelp')}</small>
            </form>
          </section>
        )}
        <section aria-labelledby="hold-heading">
          <h2 id="hold-heading">{t('staff.privacy.holdHeading')}</h2>
          <p>{t('staff.privacy.holdHelp')}</p>
          <form method="post" action={here}>
            {csrf}
            <label>
              {t('staff.field.reference')}
              <input name="reference" required maxLength={40} />
            </label>
            <label>
              {t('staff.privacy.holdReason')}
              <input name="reason" maxLength={500} />
            </label>
            <button type="submit" name="intent" value="hold">
              {t('staff.privacy.placeHold')}
            </button>
            <button type="submit" name="intent" value="lift-hold">
              {t('staff.privacy.liftHold')}
            </button>
          </form>
        </section>
        <section aria-labelledby="requests-heading">
          <h2 id="requests-heading">{t('staff.privacy.requests')}</h2>
          {requests.length === 0 ? (
            <p>{t('staff.privacy.noRequests')}</p>
          ) : (
            <table className="staff-table">
              <thead>
                <tr>
                  <th scope="col">{t('staff.privacy.email')}</th>
                  <th scope="col">{t('staff.privacy.received')}</th>
                  <th scope="col">{t('staff.privacy.due')}</th>
                  <th scope="col">{t('staff.privacy.done')}</th>
                </tr>
              </thead>
              <tbody>
                {requests.map((item) => (
                  <tr key={item.id}>
                    <td>{item.email}</td>
                    <td>{formatStaffTime(item.receivedAt, lang)}</td>
                    <td>{formatStaffDay(item.dueOn, lang)}</td>
                    <td>
                      {item.actions
                        .map((entry) => t(actionLabels[entry.action as keyof typeof actionLabels] ?? 'staff.privacy.action.find'))
                        .join(', ')}
                      {item.completedAt ? ` (${t('staff.privacy.completed')})` : ''}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
        <section aria-labelledby="retention-heading">
          <h2 id="retention-heading">{t('staff.privacy.retention')}</h2>
          <p>
            {t('staff.privacy.retentionNext', {
              submissions: retention.counts.submissions ?? 0,
              messages: retention.counts.outbox ?? 0,
              files: retention.counts.mailFiles ?? 0,
            })}
          </p>
          {retention.references.length > 0 && (
            <ul>
              {retention.references.map((item) => (
                <li key={item.reference}>
                  {item.reference} – {retentionRule(item.rule).what[lang]}
                </li>
              ))}
            </ul>
          )}
          {retention.held.length > 0 && <p>{t('staff.privacy.retentionHeld', { references: retention.held.join(', ') })}</p>}
        </section>
      </div>
    </StaffFrame>
  )
}

import { data, redirect } from 'react-router'
import { DueDate } from '../../staff/components/due-date.tsx'
import { IntentButton, StaffErrorSummary, StaffField, staffTitle } from '../../staff/components/staff-form.tsx'
import { staffHref } from '../../staff/domain/staff-paths.ts'
import { formatStaffDay } from '../../staff/format.ts'
import { staffForm, staffPage } from '../../staff/gate.server.ts'
import { privacyTranslator, type PrivacyMessageKey } from '../messages/index.ts'
import { privacyDesk } from '../privacy-context.server.ts'
import { answerDue, requestDueState } from '../request.ts'
import { retentionRule } from '../retention-schedule.ts'
import privacyStyles from '../privacy.css?url'
import type { Route } from './+types/register'
import { ColumnHeads } from '../../staff/components/column-heads.tsx'

/** The table's columns, by their headings' messages. */
const columns = [
  'staff.field.reference',
  'staff.privacy.kind',
  'staff.privacy.receivedOn',
  'staff.privacy.channel',
  'staff.privacy.due',
  'staff.privacy.identity',
  'staff.field.status',
] as const

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: privacyStyles }]

/**
 * The register of privacy requests, for the privacy officer: one line a request, by reference (the person's name and
 * address are on the request's own page), overdue ones marked; legal holds; what the retention schedule destroys
 * next. Reading it writes nothing, whatever the address says: a query string opens no request (another site can
 * make a signed-in browser open any address).
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const { lang, chrome } = staffPage(context)
  const overview = await privacyDesk(context).overview()
  return { lang, chrome, ...overview, saved: url.searchParams.get('saved') }
}

type HoldErrors = Partial<Record<'reference' | 'reason', PrivacyMessageKey>>

/** Legal holds: the CSRF token checked by the gate, the reference and the reason by this action. */
export async function action({ context }: Route.ActionArgs) {
  const { user, lang } = staffPage(context)
  const privacy = privacyDesk(context)
  const form = staffForm(context)
  const text = (name: string) => {
    const value = form.get(name)
    return typeof value === 'string' ? value.trim().slice(0, 500) : ''
  }
  const intent = text('intent') === 'lift-hold' ? 'lift-hold' : 'hold'
  const reference = text('reference')
  const reason = text('reason')
  const errors: HoldErrors = {
    ...(reference ? {} : { reference: 'staff.privacy.error.holdReference' }),
    ...(intent === 'hold' && !reason ? { reason: 'staff.privacy.error.holdReason' } : {}),
  }
  if (Object.keys(errors).length > 0) return data({ errors, reference, reason }, { status: 400 })
  const ok = intent === 'hold' ? await privacy.placeHold(reference, reason, user) : await privacy.liftHold(reference, user)
  if (!ok) return data({ errors: { reference: 'staff.privacy.error.noSubmission' } as HoldErrors, reference, reason }, { status: 404 })
  return redirect(`${staffHref('staff-privacy', lang)}?saved=${intent}`, 303)
}

/** Rendered by the server only (staff pages load no script): the browser's build carries none of it (docs/decisions/0111). */
export default function PrivacyRegisterRoute(props: Route.ComponentProps) {
  return import.meta.env.SSR ? <PrivacyRegister {...props} /> : null
}

function PrivacyRegister({ loaderData, actionData }: Route.ComponentProps) {
  const { lang, chrome, today, requests, retention, saved } = loaderData
  const t = privacyTranslator(lang)
  const holdErrors = actionData?.errors ?? {}
  const holdLabels = { reference: t('staff.field.reference'), reason: t('staff.privacy.holdReason') }
  const summary = (['reference', 'reason'] as const).flatMap((field) => {
    const error = holdErrors[field]
    return error ? [{ id: `hold-${field}`, label: holdLabels[field], message: t(error) }] : []
  })
  return (
    <div className="staff-privacy">
      <title>{staffTitle(t('staff.privacy.heading'), lang, summary.length > 0)}</title>
      <h1>{t('staff.privacy.heading')}</h1>
      <p>{t('staff.privacy.registerIntro')}</p>
      <StaffErrorSummary errors={summary} lang={lang} />
      {saved && !actionData && (
        <p className="staff-message" role="status">
          {t('staff.privacy.saved')}
        </p>
      )}
      {/* A button that opens the form: a GET, which records nothing. */}
      <form method="get" action={staffHref('staff-privacy-request-new', lang)}>
        <button type="submit">{t('staff.privacy.newRequest')}</button>
      </form>
      <section aria-labelledby="requests-heading">
        <h2 id="requests-heading" className="visually-hidden">
          {t('staff.privacy.heading')}
        </h2>
        {requests.length === 0 ? (
          <p>{t('staff.privacy.noRequests')}</p>
        ) : (
          <table className="staff-table">
            <ColumnHeads labels={columns.map((key) => t(key))} />
            <tbody>
              {requests.map((request) => {
                const state = requestDueState(request, today)
                return (
                  <tr
                    key={request.reference}
                    data-request={request.reference}
                    data-attention={state === 'overdue' || state === 'due-today' ? state : undefined}
                  >
                    <td>
                      <a href={staffHref('staff-privacy-request', lang, { reference: request.reference })}>{request.reference}</a>
                    </td>
                    <td>{t(`staff.privacy.kind.${request.kind}`)}</td>
                    <td>{formatStaffDay(request.receivedOn, lang)}</td>
                    <td>{t(`staff.privacy.channel.${request.channel}`)}</td>
                    <td>
                      <DueDate due={answerDue(request)} today={today} met={state === 'met'} lang={lang} />
                      {request.extension && <> ({t('staff.privacy.extended')})</>}
                    </td>
                    <td>{t(request.identityVerified ? 'staff.filters.yes' : 'staff.filters.no')}</td>
                    <td data-field="status">
                      {t(`staff.privacy.status.${request.status}`)}
                      {request.answeredOn && <> – {formatStaffDay(request.answeredOn, lang)}</>}
                    </td>
                  </tr>
                )
              })}
            </tbody>
          </table>
        )}
        {/* A POST: the export holds every person's name and address, so it is audited, which no GET may be. */}
        <form method="post" action={staffHref('staff-privacy-register-csv', lang)}>
          <input type="hidden" name="csrf" value={chrome.csrf} />
          <button type="submit">{t('staff.privacy.exportRegister')}</button>
        </form>
      </section>
      <section aria-labelledby="hold-heading">
        <h2 id="hold-heading">{t('staff.privacy.holdHeading')}</h2>
        <p>{t('staff.privacy.holdHelp')}</p>
        <form method="post" action={staffHref('staff-privacy', lang)} className="privacy-form">
          <input type="hidden" name="csrf" value={chrome.csrf} />
          <StaffField
            id="hold-reference"
            name="reference"
            label={holdLabels.reference}
            lang={lang}
            required
            error={holdErrors.reference && t(holdErrors.reference)}
          >
            {(props) => <input {...props} defaultValue={actionData?.reference} />}
          </StaffField>
          <StaffField
            id="hold-reason"
            name="reason"
            label={holdLabels.reason}
            lang={lang}
            hint={t('staff.privacy.hint.holdReason')}
            error={holdErrors.reason && t(holdErrors.reason)}
          >
            {(props) => <input {...props} defaultValue={actionData?.reason} />}
          </StaffField>
          <IntentButton intent="hold">{t('staff.privacy.placeHold')}</IntentButton>
          <IntentButton intent="lift-hold">{t('staff.privacy.liftHold')}</IntentButton>
        </form>
      </section>
      <section aria-labelledby="retention-heading">
        <h2 id="retention-heading">{t('staff.privacy.retention')}</h2>
        <p>
          {t('staff.privacy.retentionNext', {
            submissions: retention.counts.submissions ?? 0,
            messages: retention.counts.outbox ?? 0,
            files: retention.counts.mailFiles ?? 0,
            requests: retention.counts.requests ?? 0,
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
  )
}

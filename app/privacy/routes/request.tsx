import { data, redirect } from 'react-router'
import { DueDate } from '../../staff/components/due-date.tsx'
import { IntentButton, StaffErrorSummary, StaffField, StaffSelect, staffTitle } from '../../staff/components/staff-form.tsx'
import { staffHref } from '../../staff/domain/staff-paths.ts'
import { formatStaffDay, formatStaffTime } from '../../staff/format.ts'
import { staffForm, staffPage } from '../../staff/gate.server.ts'
import { IdentityFields, type FieldProps } from '../components/identity-fields.tsx'
import { PersonFound } from '../components/person-found.tsx'
import { RequestHistory } from '../components/request-history.tsx'
import { answerLabel, correctableFields } from '../correctable-fields.ts'
import { fieldsOf, summaryOf, type FieldErrors } from '../form-errors.ts'
import { privacyTranslator, type PrivacyMessageKey } from '../messages/index.ts'
import type { PersonRecord } from '../person.ts'
import { privacyDesk } from '../privacy-context.server.ts'
import privacyStyles from '../privacy.css?url'
import { answerDue, extensionSchema, nextStatuses, requestDueState, statusSchema, verifySchema } from '../request.ts'
import type { RequestChangeResult } from '../services.ts'
import type { Route } from './+types/request'

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: privacyStyles }]

/** One request, with the person's name and address: its view is audited, as a case's is. */
export async function loader({ context, params, url }: Route.LoaderArgs) {
  const { user, lang, chrome, cases } = staffPage(context)
  const request = await privacyDesk(context).request(params.reference, user)
  if (!request) throw data({ staff: 'not-found' }, { status: 404 })
  return { lang, chrome, request, today: cases.today(), saved: url.searchParams.get('saved') !== null }
}

type Intent = 'verify' | 'extend' | 'status' | 'find' | 'correct'
const forms = {
  verify: ['identityVerifiedOn', 'identityVerifiedBy', 'identityMethod'],
  extend: ['extendedTo', 'extensionReason', 'extensionNotifiedOn'],
  status: ['to', 'answeredOn'],
  find: [],
  correct: ['answer', 'value'],
} as const satisfies Record<Intent, readonly string[]>
const isIntent = (value: unknown): value is Intent => typeof value === 'string' && Object.hasOwn(forms, value)
/** Each field's id on the page, by the form it is in: `extend-extendedTo`. */
const fieldId = (name: string) =>
  `${(Object.keys(forms) as Intent[]).find((intent) => (forms[intent] as readonly string[]).includes(name)) ?? 'form'}-${name}`

type ActionResult = { intent: Intent; errors: FieldErrors; answers: Record<string, string | undefined>; person?: PersonRecord }

const refusals = {
  'not-found': 'staff.privacy.error.notFound',
  closed: 'staff.privacy.error.closed',
  'already-extended': 'staff.privacy.error.alreadyExtended',
  'bad-transition': 'staff.privacy.error.status',
} as const satisfies Record<Exclude<RequestChangeResult, { ok: true }>['reason'], PrivacyMessageKey>

/**
 * The request's changes (the identity check, the one extension, its status) and its tools (find, correct): each
 * form posts its `intent`; a missing or wrong item is a 400 with the summary, the answers kept. A find shows what
 * is held on this page; the rest come back to it.
 */
export async function action({ context, params }: Route.ActionArgs) {
  const { user, lang, cases } = staffPage(context)
  const privacy = privacyDesk(context)
  const form = staffForm(context)
  const intent = form.get('intent')
  const reference = params.reference
  const back = () => redirect(`${staffHref('staff-privacy-request', lang, { reference })}?saved`, 303)
  if (!isIntent(intent)) throw data({ staff: 'invalid' }, { status: 400 })
  const answers = fieldsOf(form, forms[intent]) as Record<string, string | undefined>
  const failed = (errors: FieldErrors, status = 400) => data({ intent, errors, answers } satisfies ActionResult, { status })
  const today = cases.today()
  if (intent === 'find') {
    const person = await privacy.find(reference, user)
    if (!person) throw data({ staff: 'not-found' }, { status: 404 })
    return { intent, errors: {}, answers, person } satisfies ActionResult
  }
  if (intent === 'correct') {
    const [submission = '', field = ''] = (answers.answer ?? '').split('|')
    if (!submission || !field) {
      const person = (await privacy.find(reference, user)) ?? undefined
      return data({ intent, errors: { answer: 'staff.privacy.error.field' }, answers, person } satisfies ActionResult, { status: 400 })
    }
    const result = await privacy.correct(reference, submission, field, answers.value ?? '', user, lang)
    if (result.ok) return back()
    // The answers to choose from again, named by their labels: a find, recorded as one.
    const person = (await privacy.find(reference, user)) ?? undefined
    if (result.reason === 'invalid') return data({ intent, errors: {}, answers, person, invalid: result.message }, { status: 400 })
    const error = result.reason === 'not-found' ? 'staff.privacy.error.notFound' : 'staff.privacy.error.field'
    return data({ intent, errors: { answer: error }, answers, person } satisfies ActionResult, { status: 400 })
  }
  // The request as recorded decides what a date may be: the extension counts from its first deadline.
  const request = await privacy.request(reference, user)
  if (!request) throw data({ staff: 'not-found' }, { status: 404 })
  const parsed =
    intent === 'verify'
      ? verifySchema(today).safeParse(answers)
      : intent === 'extend'
        ? extensionSchema(today, request.dueOn).safeParse(answers)
        : statusSchema(today, request.receivedOn).safeParse(answers)
  if (!parsed.success) {
    const errors = summaryOf(parsed.error.issues)
    // A status the form does not offer is the select's error, whatever zod named.
    if (intent === 'status' && !errors.answeredOn) return failed({ to: 'staff.privacy.error.status' })
    return failed(errors)
  }
  const change = { kind: intent, ...parsed.data } as Parameters<typeof privacy.changeRequest>[1]
  const result = await privacy.changeRequest(reference, change, user)
  if (!result.ok) return failed({ [forms[intent][0]]: refusals[result.reason] }, result.reason === 'not-found' ? 404 : 409)
  return back()
}

/** Rendered by the server only (staff pages load no script): the browser's build carries none of it (docs/decisions/0111). */
export default function PrivacyRequestRoute(props: Route.ComponentProps) {
  return import.meta.env.SSR ? <PrivacyRequest {...props} /> : null
}

function PrivacyRequest({ loaderData, actionData }: Route.ComponentProps) {
  const { lang, chrome, request, today, saved } = loaderData
  const t = privacyTranslator(lang)
  const result = actionData as (ActionResult & { invalid?: string }) | undefined
  const errors: FieldErrors = result?.errors ?? {}
  const typed = result?.answers ?? {}
  const labels: Record<string, string> = {
    identityVerifiedOn: t('staff.privacy.identityVerifiedOn'),
    identityVerifiedBy: t('staff.privacy.identityVerifiedBy'),
    identityMethod: t('staff.privacy.identityMethod'),
    extendedTo: t('staff.privacy.extendedTo'),
    extensionReason: t('staff.privacy.extensionReason'),
    extensionNotifiedOn: t('staff.privacy.extensionNotifiedOn'),
    to: t('staff.privacy.request.moveTo'),
    answeredOn: t('staff.privacy.answeredOn'),
    answer: t('staff.privacy.field'),
    value: t('staff.privacy.value'),
  }
  const field = (name: string): FieldProps => ({
    id: fieldId(name),
    name,
    label: labels[name] ?? name,
    lang,
    error: errors[name] && t(errors[name]),
  })
  const summary = [
    ...Object.entries(errors).flatMap(([name, key]) => (key ? [{ id: field(name).id, label: labels[name] ?? name, message: t(key) }] : [])),
    ...(result?.invalid ? [{ id: field('value').id, label: labels.value!, message: result.invalid }] : []),
  ]
  const here = staffHref('staff-privacy-request', lang, { reference: request.reference })
  const csrf = <input type="hidden" name="csrf" value={chrome.csrf} />
  const open = request.status !== 'closed'
  const heading = t('staff.privacy.request.heading', { reference: request.reference })
  const state = requestDueState(request, today)
  const statuses = nextStatuses(request.status)
  return (
    <div className="staff-privacy privacy-request">
      <title>{staffTitle(heading, lang, summary.length > 0)}</title>
      <p>
        <a href={staffHref('staff-privacy', lang)}>{t('staff.privacy.request.back')}</a>
      </p>
      <h1>{heading}</h1>
      <StaffErrorSummary errors={summary} lang={lang} />
      {saved && !result && (
        <p className="staff-message" role="status">
          {t('staff.privacy.request.saved')}
        </p>
      )}
      <dl className="privacy-facts">
        <dt>{t('staff.privacy.kind')}</dt>
        <dd data-field="kind">{t(`staff.privacy.kind.${request.kind}`)}</dd>
        <dt>{t('staff.privacy.personName')}</dt>
        <dd data-field="person">{request.personName || '—'}</dd>
        <dt>{t('staff.privacy.email')}</dt>
        <dd data-field="email">{request.email}</dd>
        <dt>{t('staff.privacy.receivedOn')}</dt>
        <dd data-field="received">
          {formatStaffDay(request.receivedOn, lang)} – {t(`staff.privacy.channel.${request.channel}`)}
        </dd>
        <dt>{t('staff.privacy.due')}</dt>
        <dd data-field="due">
          <DueDate due={answerDue(request)} today={today} met={state === 'met'} lang={lang} />
        </dd>
        <dt>{t('staff.privacy.request.extension')}</dt>
        <dd data-field="extension">
          {request.extension
            ? t('staff.privacy.request.extensionValue', {
                date: formatStaffDay(request.extension.to, lang),
                notified: formatStaffDay(request.extension.notifiedOn, lang),
                reason: request.extension.reason,
              })
            : t('staff.privacy.request.noExtension')}
        </dd>
        <dt>{t('staff.privacy.identity')}</dt>
        <dd data-field="identity">
          {request.identity
            ? t('staff.privacy.request.verified', {
                date: formatStaffDay(request.identity.verifiedOn, lang),
                name: request.identity.by,
                method: request.identity.method,
              })
            : t('staff.privacy.request.notVerified')}
        </dd>
        <dt>{t('staff.field.status')}</dt>
        <dd data-field="status">
          {t(`staff.privacy.status.${request.status}`)}
          {request.answeredOn && <> – {formatStaffDay(request.answeredOn, lang)}</>}
        </dd>
      </dl>
      <p className="staff-field__hint">
        {t('staff.privacy.request.recorded', { at: formatStaffTime(request.recordedAt, lang), name: request.recordedBy })}
      </p>
      {!open && <p className="staff-message">{t('staff.privacy.request.closed')}</p>}

      {open && !request.identity && (
        <section aria-labelledby="identity-heading" className="privacy-section">
          <h2 id="identity-heading">{t('staff.privacy.identityHeading')}</h2>
          <form method="post" action={here} className="privacy-form" noValidate>
            {csrf}
            <input type="hidden" name="intent" value="verify" />
            <IdentityFields field={field} typed={typed} t={t} required />
            <button type="submit">{t('staff.privacy.request.verify')}</button>
          </form>
        </section>
      )}

      {open && !request.extension && request.answeredOn === null && (
        <section aria-labelledby="extension-heading" className="privacy-section">
          <h2 id="extension-heading">{t('staff.privacy.request.extend')}</h2>
          <p className="staff-field__hint">{t('staff.privacy.hint.extension')}</p>
          <form method="post" action={here} className="privacy-form" noValidate>
            {csrf}
            <input type="hidden" name="intent" value="extend" />
            <StaffField {...field('extendedTo')} required>
              {(props) => <input {...props} type="date" defaultValue={typed.extendedTo} />}
            </StaffField>
            <StaffField {...field('extensionReason')} required>
              {(props) => <textarea {...props} rows={3} defaultValue={typed.extensionReason} />}
            </StaffField>
            <StaffField {...field('extensionNotifiedOn')} required>
              {(props) => <input {...props} type="date" defaultValue={typed.extensionNotifiedOn} />}
            </StaffField>
            <button type="submit">{t('staff.privacy.request.extendButton')}</button>
          </form>
        </section>
      )}

      {open && statuses.length > 0 && (
        <section aria-labelledby="status-heading" className="privacy-section">
          <h2 id="status-heading">{t('staff.privacy.request.statusHeading')}</h2>
          <form method="post" action={here} className="privacy-form" noValidate>
            {csrf}
            <input type="hidden" name="intent" value="status" />
            <StaffSelect
              {...field('to')}
              required
              value={typed.to ?? statuses[0] ?? ''}
              options={statuses.map((status) => [status, t(`staff.privacy.status.${status}`)])}
            />
            {statuses.includes('answered') && (
              <StaffField {...field('answeredOn')} hint={t('staff.privacy.hint.answeredOn')}>
                {(props) => <input {...props} type="date" defaultValue={typed.answeredOn} />}
              </StaffField>
            )}
            <button type="submit">{t('staff.privacy.request.move')}</button>
          </form>
        </section>
      )}

      {open && (
        <section aria-labelledby="tools-heading" className="privacy-section">
          <h2 id="tools-heading">{t('staff.privacy.request.tools')}</h2>
          <p>{t('staff.privacy.request.toolsHelp')}</p>
          <div className="privacy-actions">
            <form method="post" action={here}>
              {csrf}
              <IntentButton intent="find">{t('staff.privacy.find')}</IntentButton>
            </form>
            {/* A POST: an export answers the person's request, so it is an action, CSRF-checked like the others. */}
            <form method="post" action={staffHref('staff-privacy-export', lang, { reference: request.reference })}>
              {csrf}
              <button type="submit" name="format" value="json">
                {t('staff.privacy.exportJson')}
              </button>{' '}
              <button type="submit" name="format" value="csv">
                {t('staff.privacy.exportCsv')}
              </button>
            </form>
          </div>
          <p className="staff-field__hint">{t('staff.privacy.exportHelp')}</p>
          {result?.person && <PersonFound person={result.person} lang={lang} />}
          {result?.person && <CorrectionForm person={result.person} here={here} csrf={csrf} field={field} typed={typed} lang={lang} />}
          <form method="post" action={staffHref('staff-privacy-erase', lang, { reference: request.reference })}>
            {csrf}
            <button type="submit" className="privacy-button--warning">
              {t('staff.privacy.erase')}
            </button>{' '}
            <small>{t('staff.privacy.eraseHelp')}</small>
          </form>
        </section>
      )}

      <section aria-labelledby="history-heading" className="privacy-section">
        <h2 id="history-heading">{t('staff.privacy.request.history')}</h2>
        <RequestHistory actions={request.actions} lang={lang} />
      </section>
    </div>
  )
}

/**
 * A correction picks the answer by its label, in the page's language, among each submission's text answers (the
 * submission's reference and form above its answers); it needs a find first, which lists them.
 */
function CorrectionForm({
  person,
  here,
  csrf,
  field,
  typed,
  lang,
}: {
  person: PersonRecord
  here: string
  csrf: React.ReactNode
  field: (name: string) => FieldProps
  typed: Record<string, string | undefined>
  lang: Route.ComponentProps['loaderData']['lang']
}) {
  const t = privacyTranslator(lang)
  const groups = person.submissions
    .map((submission) => ({ submission, names: correctableFields(submission.form, submission.answers) }))
    .filter((group) => group.names.length > 0)
  if (groups.length === 0) return null
  return (
    <form method="post" action={here} className="privacy-form" noValidate>
      {csrf}
      <input type="hidden" name="intent" value="correct" />
      <fieldset>
        <legend>{t('staff.privacy.correct')}</legend>
        <StaffField {...field('answer')} required>
          {(props) => (
            <select {...props} defaultValue={typed.answer ?? ''}>
              <option value="">{t('staff.privacy.choose')}</option>
              {groups.map(({ submission: item, names }) => (
                <optgroup key={item.reference} label={`${item.reference} – ${t(`staff.form.${item.form as 'contact'}`)}`}>
                  {names.map((answer) => (
                    <option key={answer} value={`${item.reference}|${answer}`}>
                      {answerLabel(item.form, answer, lang)}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
          )}
        </StaffField>
        <StaffField {...field('value')} required>
          {(props) => <input {...props} autoComplete="off" defaultValue={typed.value} />}
        </StaffField>
        <button type="submit">{t('staff.privacy.correctButton')}</button>
      </fieldset>
    </form>
  )
}

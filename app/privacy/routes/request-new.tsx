import { data, redirect } from 'react-router'
import { StaffErrorSummary, StaffField, StaffSelect, staffTitle } from '../../staff/components/staff-form.tsx'
import { staffHref } from '../../staff/domain/staff-paths.ts'
import { staffForm, staffPage } from '../../staff/gate.server.ts'
import { IdentityFields } from '../components/identity-fields.tsx'
import { fieldsOf, summaryOf, type FieldErrors } from '../form-errors.ts'
import { privacyTranslator } from '../messages/index.ts'
import { privacyDesk } from '../privacy-context.server.ts'
import privacyStyles from '../privacy.css?url'
import { newRequestFields, newRequestSchema, requestChannels, requestKinds } from '../request.ts'
import type { Route } from './+types/request-new'

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: privacyStyles }]

const fields = newRequestFields

/** The form: nothing is recorded by showing it. */
export function loader({ context }: Route.LoaderArgs) {
  const { lang, chrome } = staffPage(context)
  return { lang, chrome }
}

/**
 * Records a request as the person made it. A missing or wrong item is a 400 with the summary, the answers kept;
 * the request recorded, its page.
 */
export async function action({ context }: Route.ActionArgs) {
  const { user, lang, cases } = staffPage(context)
  const form = staffForm(context)
  const answers = fieldsOf(form, fields)
  const parsed = newRequestSchema(cases.today()).safeParse(answers)
  if (!parsed.success) return data({ errors: summaryOf(parsed.error.issues), answers }, { status: 400 })
  const reference = await privacyDesk(context).recordRequest(parsed.data, user)
  return redirect(staffHref('staff-privacy-request', lang, { reference }), 303)
}

/** Rendered by the server only (staff pages load no script): the browser's build carries none of it (docs/decisions/0111). */
export default function NewRequestRoute(props: Route.ComponentProps) {
  return import.meta.env.SSR ? <NewRequest {...props} /> : null
}

function NewRequest({ loaderData, actionData }: Route.ComponentProps) {
  const { lang, chrome } = loaderData
  const t = privacyTranslator(lang)
  const errors: FieldErrors = actionData?.errors ?? {}
  const typed = actionData?.answers ?? {}
  const labels = {
    kind: t('staff.privacy.kind'),
    receivedOn: t('staff.privacy.receivedOn'),
    channel: t('staff.privacy.channel'),
    personName: t('staff.privacy.personName'),
    email: t('staff.privacy.email'),
    identityVerifiedOn: t('staff.privacy.identityVerifiedOn'),
    identityVerifiedBy: t('staff.privacy.identityVerifiedBy'),
    identityMethod: t('staff.privacy.identityMethod'),
  } satisfies Record<(typeof fields)[number], string>
  const field = (name: (typeof fields)[number]) => ({
    id: `request-${name}`,
    name,
    label: labels[name],
    lang,
    error: errors[name] && t(errors[name]),
  })
  const heading = t('staff.privacy.new.heading')
  return (
    <div className="staff-privacy">
      <title>{staffTitle(heading, lang, Object.keys(errors).length > 0)}</title>
      <p>
        <a href={staffHref('staff-privacy', lang)}>{t('staff.privacy.request.back')}</a>
      </p>
      <h1>{heading}</h1>
      <p>{t('staff.privacy.new.intro')}</p>
      <StaffErrorSummary
        lang={lang}
        errors={fields.flatMap((name) => (errors[name] ? [{ id: `request-${name}`, label: labels[name], message: t(errors[name]) }] : []))}
      />
      <form method="post" action={staffHref('staff-privacy-request-new', lang)} className="privacy-form" noValidate>
        <input type="hidden" name="csrf" value={chrome.csrf} />
        <StaffSelect
          {...field('kind')}
          required
          empty={t('staff.privacy.choose')}
          value={typed.kind ?? ''}
          options={requestKinds.map((kind) => [kind, t(`staff.privacy.kind.${kind}`)])}
        />
        <StaffField {...field('receivedOn')} required hint={t('staff.privacy.hint.receivedOn')}>
          {(props) => <input {...props} type="date" defaultValue={typed.receivedOn} />}
        </StaffField>
        <StaffSelect
          {...field('channel')}
          required
          empty={t('staff.privacy.choose')}
          value={typed.channel ?? ''}
          options={requestChannels.map((channel) => [channel, t(`staff.privacy.channel.${channel}`)])}
        />
        <StaffField {...field('personName')} required>
          {(props) => <input {...props} autoComplete="off" defaultValue={typed.personName} />}
        </StaffField>
        <StaffField {...field('email')} required hint={t('staff.privacy.hint.email')}>
          {(props) => <input {...props} type="email" autoComplete="off" spellCheck={false} defaultValue={typed.email} />}
        </StaffField>
        <fieldset>
          <legend>{t('staff.privacy.identityHeading')}</legend>
          <p className="staff-field__hint">{t('staff.privacy.hint.identity')}</p>
          <IdentityFields field={field} typed={typed} t={t} />
        </fieldset>
        <button type="submit">{t('staff.privacy.new.submit')}</button>
      </form>
    </div>
  )
}

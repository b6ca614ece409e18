import { data, redirect } from 'react-router'
import { staffHref } from '../../staff/domain/staff-paths.ts'
import { formatStaffDay } from '../../staff/format.ts'
import { staffForm, staffPage } from '../../staff/gate.server.ts'
import { dayIn } from '../../i18n/zoned-time.ts'
import { COMPANY_TIME_ZONE } from '../../config/constants.ts'
import { privacyTranslator } from '../messages/index.ts'
import { privacyDesk } from '../privacy-context.server.ts'
import privacyStyles from '../privacy.css?url'
import type { Route } from './+types/erase'

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: privacyStyles }]

/**
 * Opened directly, the page only points back to the request: an erasure starts from there, by a post. (It is no
 * redirect: after the first post, React Router runs this loader to draw the confirmation.)
 */
export function loader({ context, params }: Route.LoaderArgs) {
  const { lang } = staffPage(context)
  return { lang, back: staffHref('staff-privacy-request', lang, { reference: params.reference }) }
}

/**
 * An erasure in two posts. The first (the request page's button) shows what will be deleted and what is kept and
 * why, found for this request (a find, recorded as one): nothing is deleted yet. The second, from this page's
 * warning button (`confirm=yes`), erases, then goes back to the request, whose history says what went and what
 * stayed.
 */
export async function action({ context, params }: Route.ActionArgs) {
  const { user, lang, chrome } = staffPage(context)
  const privacy = privacyDesk(context)
  const form = staffForm(context)
  const reference = params.reference
  if (form.get('confirm') === 'yes') {
    if (!(await privacy.erase(reference, user))) throw data({ staff: 'not-found' }, { status: 404 })
    return redirect(`${staffHref('staff-privacy-request', lang, { reference })}?saved`, 303)
  }
  const request = await privacy.request(reference, user)
  const plan = request && (await privacy.planErasure(reference, user))
  if (!request || !plan) throw data({ staff: 'not-found' }, { status: 404 })
  return { lang, chrome, request: { reference, personName: request.personName || request.email }, plan }
}

/** Rendered by the server only (staff pages load no script): the browser's build carries none of it (docs/decisions/0111). */
export default function EraseRoute(props: Route.ComponentProps) {
  return import.meta.env.SSR ? <Erase {...props} /> : null
}

function Erase({ loaderData, actionData }: Route.ComponentProps) {
  if (!actionData) {
    const t = privacyTranslator(loaderData.lang)
    return (
      <div className="staff-privacy">
        <p>{t('staff.privacy.erase.fromRequest')}</p>
        <p>
          <a href={loaderData.back}>{t('staff.privacy.erase.cancel')}</a>
        </p>
      </div>
    )
  }
  const { lang, chrome, request, plan } = actionData
  const t = privacyTranslator(lang)
  const heading = t('staff.privacy.erase.heading', { name: request.personName })
  const item = (entry: { reference: string; form: string; receivedAt: string }) =>
    t('staff.privacy.erase.item', {
      reference: entry.reference,
      form: t(`staff.form.${entry.form as 'contact'}`),
      date: formatStaffDay(dayIn(new Date(entry.receivedAt), COMPANY_TIME_ZONE), lang),
    })
  const back = staffHref('staff-privacy-request', lang, { reference: request.reference })
  return (
    <div className="staff-privacy privacy-erase">
      <title>{heading}</title>
      <p>
        <a href={back}>{t('staff.privacy.erase.cancel')}</a>
      </p>
      <h1>{heading}</h1>
      {plan.erase.length === 0 && plan.keep.length === 0 ? (
        <p>{t('staff.privacy.erase.nothingHeld')}</p>
      ) : (
        <>
          <div className="privacy-warning">
            <span className="privacy-warning__icon" aria-hidden="true">
              !
            </span>
            <p>
              <span className="visually-hidden">{t('staff.privacy.erase.warningLabel')} </span>
              {t('staff.privacy.erase.warning')}
            </p>
          </div>
          <section aria-labelledby="erase-deleted">
            <h2 id="erase-deleted">{t('staff.privacy.erase.deleted')}</h2>
            {plan.erase.length === 0 ? (
              <p>{t('staff.privacy.erase.nothingDeleted')}</p>
            ) : (
              <>
                <ul>
                  {plan.erase.map((entry) => (
                    <li key={entry.reference} data-erase={entry.reference}>
                      {item(entry)}
                    </li>
                  ))}
                </ul>
                <p>{t('staff.privacy.erase.mail')}</p>
              </>
            )}
          </section>
          {plan.keep.length > 0 && (
            <section aria-labelledby="erase-kept">
              <h2 id="erase-kept">{t('staff.privacy.erase.kept')}</h2>
              <ul>
                {plan.keep.map((entry) => (
                  <li key={entry.reference} data-keep={entry.reference}>
                    {entry.reason === 'legal-hold'
                      ? t('staff.privacy.refused.hold', { reference: entry.reference, reason: entry.detail ?? '' })
                      : t('staff.privacy.refused.pharmacovigilance', { reference: entry.reference })}
                  </li>
                ))}
              </ul>
            </section>
          )}
          <p>{t('staff.privacy.erase.backups')}</p>
        </>
      )}
      <form method="post" action={staffHref('staff-privacy-erase', lang, { reference: request.reference })} className="privacy-actions">
        <input type="hidden" name="csrf" value={chrome.csrf} />
        <input type="hidden" name="confirm" value="yes" />
        {plan.erase.length > 0 && (
          <button type="submit" className="privacy-button--warning">
            {t('staff.privacy.erase.confirm')}
          </button>
        )}
        <a href={back}>{t('staff.privacy.erase.cancel')}</a>
      </form>
    </div>
  )
}

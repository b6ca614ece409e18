import { useEffect, useRef } from 'react'
import { useHydrated } from '../../lib/runtime/use-hydrated.ts'
import { useTitleStart } from '../../lib/runtime/use-title-start.ts'
import { titleStart } from '../domain/page-title.ts'
import { Link } from 'react-router'
import { href } from '../../routing/paths.ts'
import { forgetKeptAnswers } from '../../lib/kept-answers/restore-answers.ts'
import type { FormActionData } from '../action-data.ts'
import { canadaVigilanceUrls } from '../../content/canada-vigilance.ts'
import { company } from '../../content/company.ts'
import { formatPhone } from '../../content/phone.ts'
import { formPhones } from '../domain/form-kinds.ts'
import { FormTextProvider, useFormText, type FormText } from './form-text.tsx'
import { renewSubmissionKey } from './submission-key.ts'

type Confirmed = Extract<FormActionData, { status: 'confirmed' }>

/** The confirmation in place of a form, with the form's language and values. */
export function ConfirmationPage({ text, data }: { text: FormText; data: Confirmed }) {
  return (
    <FormTextProvider value={text}>
      <Confirmation data={data} />
    </FormTextProvider>
  )
}

/** Shown only once the submission is committed: its reference number and what happens next. */
export function Confirmation({ data }: { data: Confirmed }) {
  const { t, lang } = useFormText()
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [data.reference])
  // Sent and stored: nothing of the form stays in the tab's storage.
  useEffect(() => forgetKeptAnswers(data.form, { storage: () => window.sessionStorage }), [data.form])
  // This post is confirmed: the tab's next one, even with the same words, is a new report.
  useEffect(() => renewSubmissionKey(data.form), [data.form, data.reference])
  const title = t(`form.confirmation.title.${data.form}`)
  useTitleStart(titleStart(t, 'confirmed', data.form))
  // The print button needs the page's script (true once hydrated, false in the server's HTML): without it, the
  // browser's own Print does the same.
  const canPrint = useHydrated()
  const report = data.form === 'side-effect'
  return (
    <section className="form-confirmation" aria-labelledby="form-confirmation-title" data-reference={data.reference}>
      {/* autoFocus moves focus here when the page comes without JavaScript. */}
      <h2 id="form-confirmation-title" ref={heading} tabIndex={-1} autoFocus>
        {title}
      </h2>
      <p className="form-confirmation__reference">
        {t('form.confirmation.reference')} <strong>{data.reference}</strong>
      </p>
      <p>{t(report ? 'form.confirmation.keepReport' : 'form.confirmation.keep')}</p>
      <h3>{t('form.confirmation.nextTitle')}</h3>
      <ul>
        {data.acknowledgementTo && <li>{t('form.confirmation.acknowledgement', { email: data.acknowledgementTo })}</li>}
        <li>{t(`form.confirmation.next.${data.form}`)}</li>
        {/* A side-effect report's next step already says it: its team reviews it as a priority. */}
        {data.adverseEvent && !report && <li>{t('form.confirmation.adverseEvent')}</li>}
        <li>
          {t(report ? 'form.confirmation.urgentReport' : 'form.confirmation.urgent', { phone: formatPhone(formPhones[data.form], lang) })}
        </li>
        {report && (
          <li>
            {t('form.confirmation.vigilance')} <a href={canadaVigilanceUrls[lang]}>{t('form.confirmation.vigilanceLink')}</a>
          </li>
        )}
      </ul>
      <p className="form-confirmation__actions no-print">
        {canPrint ? (
          <button type="button" className="form-confirmation__print" onClick={() => window.print()}>
            {t('form.confirmation.print')}
          </button>
        ) : null}
        <Link to={href(data.form, lang)}>{report ? t('form.confirmation.anotherReport') : t('form.confirmation.another')}</Link>
      </p>
      {/* On paper, a slip to keep: who received it, and where it was sent from. */}
      <p className="form-confirmation__source">
        {company.legalName[lang]} · {t('form.confirmation.sentFrom')} {`${__SITE_URL__}${href(data.form, lang)}`}
      </p>
    </section>
  )
}

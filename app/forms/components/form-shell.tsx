import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react'
import { Form, Link } from 'react-router'
import { href } from '../../routing/paths.ts'
import { company } from '../../content/company.ts'
import { fieldLabelKey, type FieldName } from '../domain/fields.ts'
import { followUpAttributes } from '../domain/follow-ups.ts'
import type { FormKind } from '../domain/form-kinds.ts'
import { SUBMISSION_KEY_FIELD } from '../domain/parse-submission.ts'
import { KEEP_ANSWERS_ATTRIBUTE, keepPageAnswers } from '../../lib/kept-answers/kept-answers.ts'
import { restoreAnswers, takeKeptAnswers } from '../../lib/kept-answers/restore-answers.ts'
import { FormPageContext, type FormPage } from './form-page-context.ts'
import { ErrorSummary, FormNotice } from './form-notices.tsx'
import { FormTextProvider, useFormText } from './form-text.tsx'
import { Honeypot } from './honeypot.tsx'
import { submissionKey } from './submission-key.ts'
import { keepBeforeLeaving } from '../../lib/runtime/site-reload.ts'
import './forms.css'

// Before any reload or document load the site makes, the answers typed into the page's forms are kept for the tab
// (docs/decisions/0074). Asked when this code loads, before the page hydrates: a reload during hydration keeps them too.
keepBeforeLeaving(keepPageAnswers)

/**
 * The hidden submission key (docs/decisions/0041). The page is the same file
 * for everyone, so the key is made here, once the script runs, and kept for
 * the tab's session, renewed after each confirmation (submission-key.ts): a
 * retry after a time-out, even after a reload, carries the same key, and the
 * server gives back the first confirmation instead of storing the request
 * twice. Without JavaScript the field stays empty and the server recognizes
 * a repeat by the same fields sent within ten minutes.
 */
function SubmissionKey({ kind }: { kind: FormKind }) {
  const input = useRef<HTMLInputElement>(null)
  useEffect(() => {
    // randomUUID exists only on HTTPS (and localhost); elsewhere the field stays empty, as without JavaScript.
    if (input.current && typeof crypto.randomUUID === 'function') input.current.value = submissionKey(kind)
  }, [kind])
  return <input ref={input} type="hidden" name={SUBMISSION_KEY_FIELD} />
}

/**
 * Puts back the answers kept before a reload the site made itself (a failed page resource, a newer build;
 * docs/decisions/0074), once the page's scripts run, and says so. After every mount effect (Conform's
 * included), so that the form's scripts see them as typed.
 */
function useKeptAnswers(kind: FormKind): boolean {
  const [restored, setRestored] = useState(false)
  useEffect(() => {
    const timer = setTimeout(() => {
      const form = document.getElementById(kind)
      const answers = takeKeptAnswers(window.location.pathname, kind, { storage: () => window.sessionStorage })
      if (!(form instanceof HTMLFormElement) || !answers) return
      restoreAnswers(form, answers)
      setRestored(true)
    })
    return () => clearTimeout(timer)
  }, [kind])
  return restored
}

/**
 * The frame both forms share: a plain POST form (it works without
 * JavaScript; with it, React Router sends it and Conform checks it first)
 * to the page's own path, written out: the prerendered page would otherwise
 * post to the path with a trailing slash,
 * the notice and the error summary, the honeypot, the privacy note and the
 * send button. The fields inside find the page (useFormPage) through FormPageContext.
 */
export function FormShell({ kind, page, title, children }: { kind: FormKind; page: FormPage; title: string; children: ReactNode }) {
  const { form, text, summary, submitting } = page
  const { t, lang } = text
  const restored = useKeptAnswers(kind)
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // One post at a time: a second click while sending would store the request twice.
    if (submitting) return event.preventDefault()
    form.onSubmit(event)
    if (event.defaultPrevented) page.summaryFocus.refused()
  }
  return (
    <FormTextProvider value={text}>
      <section className="form-section" aria-labelledby={`${kind}-form-title`}>
        <h2 id={`${kind}-form-title`}>{title}</h2>
        <p className="form-intro">{t('form.intro')}</p>
        <FormNotice messages={form.errors} />
        <p className="form-kept" role="status" data-testid="kept-answers-notice">
          {restored ? t('form.kept.restored') : null}
        </p>
        <ErrorSummary
          errors={summary.map((error) => ({ ...error, label: t(fieldLabelKey(kind, error.name), { company: company.name }) }))}
          focus={page.summaryFocus}
        />
        <Form
          method="post"
          action={href(kind, lang)}
          id={form.id}
          noValidate
          onSubmit={onSubmit}
          onFocus={page.loadSchema}
          onInput={page.summaryFocus.take}
          data-validation={page.validation}
          {...{ [KEEP_ANSWERS_ATTRIBUTE]: '' }}
          className="form"
          aria-labelledby={`${kind}-form-title`}
        >
          <FormPageContext value={page}>{children}</FormPageContext>
          <Honeypot />
          <SubmissionKey kind={kind} />
          <p className="form-privacy">
            {t('form.privacy.text')} <Link to={href('privacy', lang)}>{t('form.privacy.link')}</Link>
          </p>
          <button type="submit" className="form-submit" aria-disabled={submitting || undefined}>
            {submitting ? t('form.submitting') : t('form.submit')}
          </button>
        </Form>
      </section>
    </FormTextProvider>
  )
}

/**
 * The follow-up questions of `after`, placed right after it: forms.css shows
 * them once the option that opens them (fields.ts) is checked, without script.
 */
export function FollowUp({ after, title, children }: { after: FieldName; title?: string; children: ReactNode }) {
  const { kind } = useFormText()
  return (
    <div className="follow-up" {...followUpAttributes.group(kind, after)}>
      {title && <h4 className="follow-up__title">{title}</h4>}
      {children}
    </div>
  )
}

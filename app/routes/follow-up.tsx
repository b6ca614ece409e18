import { useForm } from '@conform-to/react'
import type { SubmissionResult } from '@conform-to/dom'
import { createContext, data, Form, Link, useNavigation, type ShouldRevalidateFunction } from 'react-router'
import { PageArticle } from '../components/page-article.tsx'
import { company } from '../content/company.ts'
import { formatPhone } from '../content/phone.ts'
import { loadPageData, requireScreen } from '../content/page-data.server.ts'
import { followUpContext } from '../follow-up/follow-up-context.server.ts'
import { followUpSchema } from '../follow-up/follow-up-schema.ts'
import { FormTextProvider, type FormText } from '../forms/components/form-text.tsx'
import { TextArea, TextField } from '../forms/components/text-field.tsx'
import { ErrorSummary, FormNotice, useSummaryFocus } from '../forms/components/form-notices.tsx'
import { errorMessage, type ErrorKey } from '../forms/domain/error-message.ts'
import { formPhones } from '../forms/domain/form-kinds.ts'
import { formTranslator } from '../forms/domain/messages/index.ts'
import { parseSubmission } from '../forms/domain/parse-submission.ts'
import { readFormBody } from '../forms/read-form-body.server.ts'
import { formPostContext } from '../forms/services-context.server.ts'
import { useLang } from '../i18n/messages.ts'
import { href } from '../routing/paths.ts'
import type { Lang } from '../routing/route-table.ts'
import { routeMeta } from '../seo/route-meta.ts'
import { FOLLOW_UP_DAYS, followUpQuestions, type FollowUpLinkState } from '../staff/domain/follow-up.ts'
import { questionWording } from '../staff/domain/follow-up-mail.ts'
import type { Route } from './+types/follow-up'
import '../forms/components/forms.css'

/**
 * A reporter's answers to the team's follow-up questions, through the single-use link of an e-mail: the questions
 * asked and nothing else, in the page's language, a plain post that works without JavaScript. Rendered per request
 * (the path holds the token), never cached; a used, expired or unknown link says which, with a 410 or a 404.
 */

// The page names a person's report: no shared cache, no browser cache, ever.
const noStore = { 'Cache-Control': 'private, no-store' }

type Closed = Exclude<FollowUpLinkState, 'open'>
const closedStatus = { answered: 410, expired: 410, 'not-found': 404 } as const satisfies Record<Closed, number>

type Question = { key: string; label: string; paragraph: boolean; max: number }

export type FollowUpActionData =
  { status: 'received' } | { status: 'closed'; state: Closed } | { status: 'returned'; result: SubmissionResult<string[]> }

/** Set by the action: the page rendered after a post (without JavaScript) takes its status from the action alone. */
const postedHere = createContext<boolean>(false)

async function openLink(context: Route.LoaderArgs['context'], token: string) {
  const desk = context.get(followUpContext)
  return desk ? desk.open(token) : ({ state: 'not-found' } as const)
}

export async function loader({ url, params, context }: Route.LoaderArgs) {
  const page = loadPageData(url)
  const { lang } = requireScreen(url)
  const link = await openLink(context, params.token)
  if (link.state !== 'open') {
    const posted = context.get(postedHere)
    // The window's title says what the heading says; after a post the action's answer is the heading, so the
    // page's own title stays.
    const title = posted ? page.title : formTranslator(lang)(`form.followUp.${link.state === 'not-found' ? 'notFound' : link.state}.title`)
    return data(
      { ...page, title, state: link.state as FollowUpLinkState, questions: [] as Question[] },
      // After a post the link may just have been used by it: the action's answer says what happened, with its status.
      { status: posted ? 200 : closedStatus[link.state], headers: noStore },
    )
  }
  const questions: Question[] = link.questions.map((q) => ({
    key: q.key,
    label: questionWording(q, lang),
    paragraph: followUpQuestions[q.key].input === 'paragraph',
    max: followUpQuestions[q.key].max,
  }))
  return data({ ...page, state: 'open' as FollowUpLinkState, questions }, { headers: noStore })
}

const refused = (status: number, notice: ErrorKey) =>
  data<FollowUpActionData>(
    { status: 'returned', result: { status: 'error', error: { '': [errorMessage(notice)] } } },
    { status, headers: noStore },
  )

const bodyNotices = { 400: 'form.notice.badRequest', 413: 'form.notice.tooLarge', 415: 'form.notice.badRequest' } as const

/**
 * The answers: checked with the one schema, then stored before the page confirms them (the link used in the same
 * transaction). A link used, expired or unknown by then takes nothing and says so.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  context.set(postedHere, true)
  const verdict = context.get(formPostContext)
  if (verdict.foreignOrigin) return refused(403, 'form.notice.origin')
  if (verdict.tooLarge) return refused(413, 'form.notice.tooLarge')
  const body = await readFormBody(request, verdict.maxBytes)
  if (!body.ok) return refused(body.status, bodyNotices[body.status])
  const desk = context.get(followUpContext)
  const link = await openLink(context, params.token)
  if (link.state !== 'open' || !desk) {
    const state = link.state === 'open' ? 'not-found' : link.state
    return data<FollowUpActionData>({ status: 'closed', state }, { status: closedStatus[state], headers: noStore })
  }
  const submission = parseSubmission(body.fields, followUpSchema(link.questions))
  if (submission.status !== 'success')
    return data<FollowUpActionData>({ status: 'returned', result: submission.reply() }, { status: 400, headers: noStore })
  const answers = Object.fromEntries(
    Object.entries(submission.value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  )
  const outcome = await desk.answer(params.token, answers)
  if (!outcome.ok)
    return data<FollowUpActionData>({ status: 'closed', state: outcome.state }, { status: closedStatus[outcome.state], headers: noStore })
  return data<FollowUpActionData>({ status: 'received' }, { headers: noStore })
}

export const meta: Route.MetaFunction = (args) => routeMeta(args)

/** After the post the link is used: the page shows what the action said, not the loader's "already used". */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod ? false : defaultShouldRevalidate

/** The loader's or the action's status and no-store reach the page. */
export const headers: Route.HeadersFunction = ({ actionHeaders, loaderHeaders }) =>
  actionHeaders.has('Cache-Control') ? actionHeaders : loaderHeaders

export default function FollowUpPage({ loaderData, actionData, params }: Route.ComponentProps) {
  const lang = useLang()
  const t = formTranslator(lang)
  const sent = actionData as FollowUpActionData | undefined
  const state: FollowUpLinkState | 'received' =
    sent?.status === 'received' ? 'received' : sent?.status === 'closed' ? sent.state : loaderData.state
  if (state !== 'open') {
    return (
      <PageArticle
        page={{ ...loaderData, title: t(`form.followUp.${state === 'not-found' ? 'notFound' : state}.title`), html: '', headings: [] }}
      >
        <ClosedLink state={state} lang={lang} />
      </PageArticle>
    )
  }
  return (
    <PageArticle page={loaderData}>
      <FollowUpForm
        questions={loaderData.questions}
        lastResult={sent?.status === 'returned' ? sent.result : undefined}
        action={href('follow-up', lang, { token: params.token })}
      />
    </PageArticle>
  )
}

/** Received, used, expired or unknown: what happened, in the page's language, and the contact page. */
function ClosedLink({ state, lang }: { state: Closed | 'received'; lang: Lang }) {
  const t = formTranslator(lang)
  const words = {
    received: t('form.followUp.received.text'),
    answered: t('form.followUp.answered.text'),
    expired: t('form.followUp.expired.text', { days: FOLLOW_UP_DAYS }),
    'not-found': t('form.followUp.notFound.text'),
  }[state]
  return (
    <div className="form-section" data-follow-up={state} role={state === 'received' ? 'status' : undefined}>
      <p>{words}</p>
      {state !== 'received' && (
        <p>
          <Link to={href('contact', lang)}>{t('form.followUp.contact')}</Link>
        </p>
      )}
      <p>{t('form.confirmation.urgent', { phone: formatPhone(formPhones['medical-information'], lang) })}</p>
    </div>
  )
}

/** The questions asked, each a line or a paragraph, as the site's other forms draw their fields. */
function FollowUpForm({
  questions,
  lastResult,
  action,
}: {
  questions: Question[]
  lastResult: SubmissionResult<string[]> | undefined
  action: string
}) {
  const lang = useLang()
  const t = formTranslator(lang)
  const schema = followUpSchema(questions.map((q) => ({ key: q.key as keyof typeof followUpQuestions })))
  const [form, fields] = useForm<Record<string, string>>({
    id: 'follow-up',
    lastResult,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseSubmission(formData, schema) as never,
  })
  const summaryFocus = useSummaryFocus(lastResult)
  const navigation = useNavigation()
  const submitting = navigation.state === 'submitting'
  // The fields drawn here read only the language and the catalogue; the form kind is the team's that asks.
  const text: FormText = { kind: 'medical-information', t, lang, values: { company: company.name } }
  const errors = questions.flatMap((q) => {
    const message = fields[q.key]?.errors?.[0]
    return message ? [{ id: fields[q.key]!.id, name: q.key, label: q.label, message }] : []
  })
  return (
    <FormTextProvider value={text}>
      <section className="form-section">
        <FormNotice messages={form.errors} />
        <ErrorSummary errors={errors} focus={summaryFocus} />
        <Form
          method="post"
          action={action}
          id={form.id}
          onSubmit={(event) => {
            form.onSubmit(event)
            if (event.defaultPrevented) summaryFocus.refused()
          }}
          onInput={summaryFocus.take}
          noValidate
          className="form"
        >
          {questions.map((q) => {
            const field = fields[q.key]!
            // Conform's metadata reads through getters: named one by one, not spread.
            const meta = {
              id: field.id,
              name: field.name,
              errorId: field.errorId,
              descriptionId: field.descriptionId,
              errors: field.errors,
              key: field.key,
              defaultValue: typeof field.initialValue === 'string' ? field.initialValue : undefined,
            }
            const hint = t('form.hint.maxChars', { max: new Intl.NumberFormat(t('form.numberLocale')).format(q.max) })
            return q.paragraph ? (
              <TextArea key={q.key} meta={meta} label={q.label} hint={hint} optional maxLength={q.max} />
            ) : (
              <TextField key={q.key} meta={meta} label={q.label} hint={hint} optional maxLength={q.max} />
            )
          })}
          <button type="submit" className="button button--primary" disabled={submitting} aria-disabled={submitting || undefined}>
            {submitting ? t('form.submitting') : t('form.followUp.submit')}
          </button>
        </Form>
      </section>
    </FormTextProvider>
  )
}

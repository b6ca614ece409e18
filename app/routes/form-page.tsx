import type { HeadersFunction, ShouldRevalidateFunction } from 'react-router'
import { PageArticle } from '../components/page-article.tsx'
import { Prose } from '../components/prose.tsx'
import { headingsWithin } from '../content/section-ids.ts'
import { loadPageData } from '../content/page-data.server.ts'
import type { FormActionData } from '../forms/action-data.ts'
import { ContactForm } from '../forms/components/contact-form.tsx'
import { MedicalInformationForm } from '../forms/components/medical-information-form.tsx'
import { SideEffectForm } from '../forms/components/side-effect-form.tsx'
import { formOfScreen, type FormKind } from '../forms/domain/form-kinds.ts'
import { handleFormPost } from '../forms/form-action.server.ts'
import { formTranslator } from '../forms/domain/messages/index.ts'
import { markOutcome, outcomeOf } from '../forms/post-outcome.server.ts'
import { titleStart } from '../forms/domain/page-title.ts'
import { langOfPath } from '../routing/paths.ts'
import { routeMeta } from '../seo/route-meta.ts'
import type { Route } from './+types/form-page'

/**
 * The route of the form screens: the route table gives this module to
 * `contact`, `medical-information` and `side-effect`, and the screen's name is its form.
 */
const forms = {
  contact: ContactForm,
  'medical-information': MedicalInformationForm,
  'side-effect': SideEffectForm,
} as const satisfies Record<FormKind, unknown>

/** Forms with text above them long enough to need a way down to the form, under the page's title. */
const jumps = { contact: 'form.jump.contact', 'medical-information': 'form.jump.medical-information' } as const

/**
 * The page's Markdown; prerendered, so the form itself costs the GET nothing. A horizontal rule in the text marks
 * where the form goes: what a visitor need not read before filling it in follows it. After a post sent back, it
 * says so (only then: the prerendered data stays as it was).
 */
export function loader({ url, context }: Route.LoaderArgs) {
  const loaded = loadPageData(url)
  const kind = formOfScreen(loaded.screen)
  const [html = '', after = ''] = loaded.html.split(/<hr>\s*/, 2)
  const jump = kind in jumps ? jumps[kind as keyof typeof jumps] : undefined
  const link = jump
    ? `<p><a class="form-jump" href="#${kind}-form-title">${formTranslator(langOfPath(url.pathname) ?? 'en')(jump)}&nbsp;<span aria-hidden="true">↓</span></a></p>`
    : ''
  const page = { ...loaded, html, headings: headingsWithin(html, loaded.headings ?? []), after, lead: link + (loaded.lead ?? '') }
  const outcome = outcomeOf(context)
  return outcome ? { ...page, outcome } : page
}

export async function action(args: Route.ActionArgs) {
  const result = await handleFormPost(args)
  markOutcome(args.context, result.data.status === 'returned' ? 'returned' : 'confirmed')
  return result
}

/**
 * The page's title, starting "Error: " after a post sent back, as the staff forms' do, or with the confirmation's
 * heading after a post confirmed ("Thank you, we received your message – Contact us | …"), as the page then is.
 */
export const meta: Route.MetaFunction = (args) => {
  const tags = routeMeta(args)
  const outcome = args.loaderData && 'outcome' in args.loaderData ? args.loaderData.outcome : undefined
  if (!outcome) return tags
  const t = formTranslator(langOfPath(args.location.pathname) ?? 'en')
  const kind = formOfScreen(args.loaderData!.screen)
  const before = titleStart(t, outcome, kind)
  return tags.map((tag) => ('title' in tag ? { title: `${before}${tag.title}` } : tag))
}

/** The action's Cache-Control (no-store) reaches the page it renders. */
export const headers: HeadersFunction = ({ actionHeaders, loaderHeaders }) =>
  actionHeaders.has('Cache-Control') ? actionHeaders : loaderHeaders

/** The Markdown does not change after a post: no need to fetch it again. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod ? false : defaultShouldRevalidate

export default function FormPage({ loaderData, actionData }: Route.ComponentProps) {
  const Form = forms[formOfScreen(loaderData.screen)]
  return (
    <PageArticle page={loaderData}>
      <Form actionData={actionData as FormActionData | undefined} />
      {loaderData.after ? <Prose html={loaderData.after} /> : null}
    </PageArticle>
  )
}

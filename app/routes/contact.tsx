import { PageArticle } from '../components/page-article.tsx'
import { loadPageData } from '../content/page-data.server.ts'
import type { FormActionData } from '../forms/action-data.ts'
import { ContactForm } from '../forms/components/contact-form.tsx'
import { handleFormPost } from '../forms/form-action.server.ts'
import { routeMeta } from '../seo/route-meta.ts'
import type { ShouldRevalidateFunction } from 'react-router'
import type { Route } from './+types/contact'

/** The page's Markdown; prerendered, so the form itself costs the GET nothing. */
export function loader({ url }: Route.LoaderArgs) {
  return loadPageData(url)
}

export function action(args: Route.ActionArgs) {
  return handleFormPost('contact', args)
}

export const meta: Route.MetaFunction = routeMeta

/** The action's Cache-Control (no-store) reaches the page it renders. */
export const headers: Route.HeadersFunction = ({ actionHeaders, loaderHeaders }) => (actionHeaders.has('Cache-Control') ? actionHeaders : loaderHeaders)

/** The Markdown does not change after a post: no need to fetch it again. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) => (formMethod ? false : defaultShouldRevalidate)

export default function ContactPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <PageArticle title={loaderData.title} html={loaderData.html} dateModified={loaderData.dateModified}>
      <ContactForm actionData={actionData as FormActionData | undefined} />
    </PageArticle>
  )
}

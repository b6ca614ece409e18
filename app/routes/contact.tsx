import { PageArticle } from '../components/page-article.tsx'
import { loadPageData } from '../content/page-data.server.ts'
import type { FormActionData } from '../forms/action-data.ts'
import { ContactForm } from '../forms/components/contact-form.tsx'
import { handleFormPost } from '../forms/form-action.server.ts'
import { routeMeta } from '../seo/route-meta.ts'
import { formRouteHeaders, formRouteShouldRevalidate } from '../forms/form-route.ts'
import type { Route } from './+types/contact'

/** The page's Markdown; prerendered, so the form itself costs the GET nothing. */
export function loader({ url }: Route.LoaderArgs) {
  return loadPageData(url)
}

export function action(args: Route.ActionArgs) {
  return handleFormPost('contact', args)
}

export const meta: Route.MetaFunction = routeMeta

export const headers = formRouteHeaders

export const shouldRevalidate = formRouteShouldRevalidate

export default function ContactPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <PageArticle title={loaderData.title} html={loaderData.html} dateModified={loaderData.dateModified}>
      <ContactForm actionData={actionData as FormActionData | undefined} />
    </PageArticle>
  )
}

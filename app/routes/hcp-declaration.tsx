import { Link, redirect } from 'react-router'
import { PageArticle } from '../components/page-article.tsx'
import { loadPageData, requireScreen } from '../content/page-data.server.ts'
import { makeTranslator } from '../i18n/messages.ts'
import { screenCopy } from '../i18n/screen-copy.server.ts'
import { hasDeclared, safeReturnPath } from '../routing/hcp-area.ts'
import { declarationAction } from '../routing/hcp-declaration.server.ts'
import { href } from '../routing/paths.ts'
import { routeMeta } from '../seo/route-meta.ts'
import type { Route } from './+types/hcp-declaration'

/**
 * "This section is for healthcare professionals practising in Canada":
 * a plain HTML form posted to this page, so it works without JavaScript
 * (docs/decisions/0060). The answer is a first-party session cookie.
 */
export function loader({ request, url }: Route.LoaderArgs) {
  const { lang } = requireScreen(url)
  const returnTo = safeReturnPath(url.searchParams.get('returnTo') ?? undefined, lang)
  if (hasDeclared(request.headers.get('Cookie'))) throw redirect(returnTo, { status: 303 })
  return { ...loadPageData(url), copy: screenCopy(lang, 'hcp'), returnTo, goBack: href('products', lang) }
}

/** Read, checked and answered as every post is: app/routing/hcp-declaration.server.ts. */
export function action(args: Route.ActionArgs) {
  return declarationAction(args)
}

export const meta: Route.MetaFunction = routeMeta

/** Its form carries the visitor's return path (X-Robots-Tag comes from the root's robots-noindex middleware). */
export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' })

export default function HcpDeclaration({ loaderData }: Route.ComponentProps) {
  const t = makeTranslator(loaderData.copy)
  return (
    <PageArticle page={loaderData}>
      <form method="post" className="hcp-declaration" data-testid="hcp-declaration">
        <input type="hidden" name="returnTo" value={loaderData.returnTo} />
        <p>
          <button type="submit" name="declaration" value="confirmed">
            {t('hcp.declaration.confirm')}
          </button>
        </p>
        <p>
          <Link to={loaderData.goBack}>{t('hcp.declaration.goBack')}</Link>
        </p>
      </form>
    </PageArticle>
  )
}

import { PageArticle } from '../components/page-article.tsx'
import { AreaBand } from '../hcp/area-band.tsx'
import { loadPageData, requireScreen } from '../content/page-data.server.ts'
import { makeTranslator } from '../i18n/messages.ts'
import { screenCopy } from '../i18n/screen-copy.server.ts'
import { requireDeclaration } from '../routing/hcp-area.server.ts'
import { routeMeta } from '../seo/route-meta.ts'
import type { Route } from './+types/hcp-area'

/** The area's home page: what it holds, with a card for each product's page under its lede (its page file's `cards`). */
export function loader({ request, url }: Route.LoaderArgs) {
  const { lang } = requireScreen(url)
  requireDeclaration(request, lang)
  return { ...loadPageData(url), copy: screenCopy(lang, 'hcp') }
}

export const meta: Route.MetaFunction = routeMeta

/** Personal to a visitor who declared (X-Robots-Tag comes from the root's robots-noindex middleware). */
export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store', Vary: 'Cookie' })

export default function HcpArea({ loaderData }: Route.ComponentProps) {
  const t = makeTranslator(loaderData.copy)
  return (
    <>
      <AreaBand label={t('hcp.band')} text={t('hcp.band.text')} />
      <PageArticle page={loaderData} />
    </>
  )
}

import { langOfPath } from '../routing/paths.ts'
import { pressFeedXml } from '../seo/press-feed.server.ts'
import type { Route } from './+types/press-feed'

export function loader({ url }: Route.LoaderArgs) {
  const lang = langOfPath(url.pathname) ?? 'en'
  return new Response(pressFeedXml(lang), { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } })
}

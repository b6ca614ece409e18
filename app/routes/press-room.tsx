import { Link } from 'react-router'
import { PageArticle } from '../components/page-article.tsx'
import { PressList } from '../components/press-list.tsx'
import { loadPageData, requireScreen } from '../content/page-data.server.ts'
import { currentPressItems } from '../content/press-list.server.ts'
import { makeTranslator } from '../i18n/messages.ts'
import { screenCopyOf } from '../i18n/screen-copy.server.ts'
import { roomCopyKeys } from '../content/press-copy.ts'
import { href } from '../routing/paths.ts'
import { pressFeeds } from '../routing/route-table.ts'
import { routeMeta } from '../seo/route-meta.ts'
import type { Route } from './+types/press-room'

export function loader({ url }: Route.LoaderArgs) {
  const { lang } = requireScreen(url)
  return {
    ...loadPageData(url),
    copy: screenCopyOf(lang, roomCopyKeys),
    items: currentPressItems(lang),
    archivesPath: href('press-archives', lang),
    feedPath: pressFeeds[lang],
  }
}

export const meta: Route.MetaFunction = (args) => [
  ...routeMeta(args),
  ...(args.loaderData
    ? [{ tagName: 'link', rel: 'alternate', type: 'application/rss+xml', title: args.loaderData.title, href: args.loaderData.feedPath }]
    : []),
]

export default function PressRoom({ loaderData }: Route.ComponentProps) {
  const t = makeTranslator(loaderData.copy)
  return (
    <PageArticle page={loaderData}>
      <PressList items={loaderData.items} empty={t('press.empty')} />
      <ul className="press-room__links">
        <li>
          <Link to={loaderData.archivesPath}>{t('press.archivesLink')}</Link>
        </li>
        <li>
          <a href={loaderData.feedPath} type="application/rss+xml">
            {t('press.rss')}
          </a>
        </li>
      </ul>
    </PageArticle>
  )
}

import { Link } from 'react-router'
import { PageArticle } from '../components/page-article.tsx'
import { PressList } from '../components/press-list.tsx'
import { loadPageData, requireScreen } from '../content/page-data.server.ts'
import { currentPressItems } from '../content/press-list.server.ts'
import { useT } from '../i18n/messages.ts'
import { href } from '../routing/paths.ts'
import { routeMeta } from '../seo/route-meta.ts'
import type { Route } from './+types/press-room'

export function loader({ url }: Route.LoaderArgs) {
  const { lang } = requireScreen(url)
  return { ...loadPageData(url), items: currentPressItems(lang), archivesPath: href('press-archives', lang) }
}

export const meta: Route.MetaFunction = routeMeta

export default function PressRoom({ loaderData }: Route.ComponentProps) {
  const t = useT()
  return (
    <PageArticle title={loaderData.title} html={loaderData.html} dateModified={loaderData.dateModified}>
      <PressList items={loaderData.items} />
      <p>
        <Link to={loaderData.archivesPath}>{t('press.archivesLink')}</Link>
      </p>
    </PageArticle>
  )
}

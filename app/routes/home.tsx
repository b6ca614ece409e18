import { PageArticle } from '../components/page-article.tsx'
import { PressList } from '../components/press-list.tsx'
import { loadPageData, requireScreen } from '../content/page-data.server.ts'
import { currentPressItems } from '../content/press-list.server.ts'
import { useT } from '../i18n/messages.ts'
import { routeMeta } from '../seo/route-meta.ts'
import type { Route } from './+types/home'

export function loader({ url }: Route.LoaderArgs) {
  const { lang } = requireScreen(url)
  return { ...loadPageData(url), latest: currentPressItems(lang).slice(0, 3) }
}

export const meta: Route.MetaFunction = routeMeta

export default function Home({ loaderData }: Route.ComponentProps) {
  const t = useT()
  return (
    <PageArticle title={loaderData.title} html={loaderData.html} dateModified={loaderData.dateModified}>
      {loaderData.latest.length > 0 && (
        <section aria-labelledby="latest-news" className="home-news">
          <h2 id="latest-news">{t('nav.pressRoom')}</h2>
          <PressList items={loaderData.latest} headingLevel="h3" />
        </section>
      )}
    </PageArticle>
  )
}

import { PageArticle } from '../components/page-article.tsx'
import { loadPageData } from '../content/page-data.server.ts'
import { routeMeta } from '../seo/route-meta.ts'
import type { Route } from './+types/content-page'

export function loader({ url }: Route.LoaderArgs) {
  return loadPageData(url)
}

export const meta: Route.MetaFunction = routeMeta

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  return <PageArticle page={loaderData} />
}

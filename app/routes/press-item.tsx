import { Link } from 'react-router'
import { Breadcrumbs } from '../components/breadcrumbs.tsx'
import { DateModified } from '../components/date-modified.tsx'
import { PressRelease } from '../components/press-release.tsx'
import { loadPressItem } from '../content/press-data.server.ts'
import { makeTranslator } from '../i18n/messages.ts'
import { routeMeta } from '../seo/route-meta.ts'
import type { Route } from './+types/press-item'

export function loader({ url }: Route.LoaderArgs) {
  return loadPressItem(url)
}

export const meta: Route.MetaFunction = routeMeta

export default function PressItem({ loaderData: release }: Route.ComponentProps) {
  const t = makeTranslator(release.copy)
  return (
    <article className="page press-release">
      <Breadcrumbs current={release.title} />
      <PressRelease release={release} t={t} />
      <ul className="press-release__links no-print">
        <li>
          <Link to={release.printPath}>{t('press.print')}</Link>
        </li>
        <li>
          <Link to={release.listPath}>{release.archived ? t('press.backToArchives') : t('press.backToList')}</Link>
        </li>
      </ul>
      <DateModified date={release.dateModified} />
    </article>
  )
}

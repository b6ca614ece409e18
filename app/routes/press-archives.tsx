import { Link } from 'react-router'
import { PageArticle } from '../components/page-article.tsx'
import { PressList } from '../components/press-list.tsx'
import { loadPageData, requireScreen } from '../content/page-data.server.ts'
import { archivedPressByYear } from '../content/press-list.server.ts'
import { makeTranslator } from '../i18n/messages.ts'
import { screenCopyOf } from '../i18n/screen-copy.server.ts'
import { archivesCopyKeys } from '../content/press-copy.ts'
import { href } from '../routing/paths.ts'
import { routeMeta } from '../seo/route-meta.ts'
import type { Route } from './+types/press-archives'

export function loader({ url }: Route.LoaderArgs) {
  const { lang } = requireScreen(url)
  return {
    ...loadPageData(url),
    copy: screenCopyOf(lang, archivesCopyKeys),
    years: archivedPressByYear(lang),
    currentPath: href('press-room', lang),
  }
}

export const meta: Route.MetaFunction = routeMeta

export default function PressArchives({ loaderData }: Route.ComponentProps) {
  const t = makeTranslator(loaderData.copy)
  return (
    <PageArticle page={loaderData}>
      {loaderData.years.map(({ year, items }) => (
        <section key={year} aria-labelledby={`year-${year}`} className="press-year">
          <h2 id={`year-${year}`}>{t('press.yearHeading', { year })}</h2>
          <PressList items={items} empty={t('press.empty')} headingLevel="h3" />
        </section>
      ))}
      <p>
        <Link to={loaderData.currentPath}>{t('press.currentLink')}</Link>
      </p>
    </PageArticle>
  )
}

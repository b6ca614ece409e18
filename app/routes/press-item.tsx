import { Link } from 'react-router'
import { Breadcrumbs } from '../components/breadcrumbs.tsx'
import { DateModified } from '../components/date-modified.tsx'
import { PageArt } from '../components/page-art.tsx'
import { MediaContact, PressReleaseHeading, PressReleaseText } from '../components/press-release.tsx'
import { loadPressItem } from '../content/press-data.server.ts'
import { itemCopyKeys } from '../content/press-copy.ts'
import { makeTranslator } from '../i18n/messages.ts'
import { routeMeta } from '../seo/route-meta.ts'
import type { Route } from './+types/press-item'

export function loader({ url }: Route.LoaderArgs) {
  return loadPressItem(url, itemCopyKeys)
}

export const meta: Route.MetaFunction = routeMeta

/**
 * A release laid out as the other inner pages: its date and title in the band with the press room's drawing, its
 * text at a readable measure, and beside it on a laptop (after it on a phone) the media contact and the ways on.
 */
export default function PressItem({ loaderData: release }: Route.ComponentProps) {
  const t = makeTranslator(release.copy)
  return (
    <article className="page page--with-aside press-release">
      <div className="page__head">
        <div className="page__heading">
          <Breadcrumbs current={release.title} />
          <PressReleaseHeading release={release} />
        </div>
        {release.illustration ? <PageArt {...release.illustration} /> : null}
      </div>
      <div className="page__body">
        <PressReleaseText release={release} t={t} />
      </div>
      <div className="page__aside">
        <MediaContact release={release} t={t} />
        <ul className="press-release__links no-print">
          <li>
            <Link to={release.printPath}>{t('press.print')}</Link>
          </li>
          <li>
            <Link to={release.listPath}>{release.archived ? t('press.backToArchives') : t('press.backToList')}</Link>
          </li>
        </ul>
      </div>
      <div className="page__foot">
        <DateModified date={release.dateModified} />
      </div>
    </article>
  )
}

import { Link } from 'react-router'
import { LanguageToggle } from '../components/language-toggle.tsx'
import { Logo } from '../components/logo.tsx'
import { PressRelease } from '../components/press-release.tsx'
import { company } from '../content/company.ts'
import { loadPressItem } from '../content/press-data.server.ts'
import { printCopyKeys } from '../content/press-copy.ts'
import { makeTranslator, useT } from '../i18n/messages.ts'
import { href } from '../routing/paths.ts'
import { pageMeta } from '../seo/page-meta.ts'
import type { RouteHandle } from '../root.tsx'
import type { Route } from './+types/press-item-print'
import printStylesheet from '../styles/print-view.css?url'

export const handle: RouteHandle = { chrome: false }

export function loader({ url }: Route.LoaderArgs) {
  return loadPressItem(url, printCopyKeys)
}

/** Print views point search engines at the release page itself, as their canonical, with no alternates of their own. */
export const meta: Route.MetaFunction = ({ loaderData, location }) =>
  loaderData
    ? pageMeta({ ...loaderData, pathname: location.pathname })
        .filter((tag) => !('rel' in tag && tag.rel === 'alternate'))
        .map((tag) => ('rel' in tag && tag.rel === 'canonical' ? { ...tag, href: `${__SITE_URL__}${loaderData.itemPath}` } : tag))
    : []

export default function PressItemPrint({ loaderData: release }: Route.ComponentProps) {
  const t = useT()
  const copy = makeTranslator(release.copy)
  return (
    <article className="print-view press-release">
      <link rel="stylesheet" href={printStylesheet} precedence="default" />
      <header className="print-view__header">
        <p className="print-view__company">
          <Logo name={company.legalName[release.lang]} />
        </p>
        <div className="no-print print-view__actions">
          <button type="button" onClick={() => window.print()}>
            {copy('press.printNow')}
          </button>
          <Link to={release.itemPath}>{copy('press.backToRelease')}</Link>
          <Link to={href('privacy', release.lang)}>{t('footer.privacy')}</Link>
          <LanguageToggle />
        </div>
      </header>
      <PressRelease release={release} t={copy} />
      {/* On paper, where the release came from: the company and the release's own address. */}
      <p className="print-view__source">
        {company.legalName[release.lang]} · {copy('press.webVersion')} {`${__SITE_URL__}${release.itemPath}`}
      </p>
    </article>
  )
}

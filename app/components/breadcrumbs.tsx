import { Link, useLocation } from 'react-router'
import { useT, type MessageKey } from '../i18n/messages.ts'
import { href, matchScreen, parentOf } from '../routing/paths.ts'
import type { ScreenName } from '../routing/route-table.ts'

/** Screens that are parents of deeper pages, and the label they go by in a trail. */
const parentLabels: Partial<Record<ScreenName, MessageKey>> = {
  home: 'nav.home',
  about: 'nav.about',
  products: 'nav.products',
  'rare-diseases': 'nav.rareDiseases',
  'patient-support-program': 'nav.patientSupport',
  'press-room': 'nav.pressRoom',
  'press-archives': 'nav.pressArchives',
  'hcp-area': 'nav.hcp',
}

type Crumb = { path: string; label: MessageKey }

/**
 * The parents of a page, from the home page down: the one the route table names (`parent`) and its own trail, or
 * else the parents of its path that are screens of their own.
 */
export function trail(pathname: string): Crumb[] {
  const match = matchScreen(pathname)
  const parent = parentOf(match?.screen)
  if (match && parent) {
    const path = href(parent, match.lang)
    return [...trail(path), { path, label: parentLabels[parent]! }]
  }
  const segments = pathname.split('/').filter(Boolean)
  const crumbs: Crumb[] = []
  for (let depth = 1; depth < segments.length; depth++) {
    const path = `/${segments.slice(0, depth).join('/')}`
    const label = parentLabels[matchScreen(path)?.screen.name as ScreenName]
    if (label) crumbs.push({ path, label })
  }
  return crumbs
}

/**
 * Where a page sits in the site, on every page but the home page, as Canada.ca does: a visitor who arrives from a
 * search engine on any page sees the way up, the menu's own pages included. The separators are drawn by CSS
 * (components.css), so neither the page nor a screen reader carries them.
 */
export function Breadcrumbs({ current }: { current: string }) {
  const t = useT()
  const { pathname } = useLocation()
  if (matchScreen(pathname)?.screen.name === 'home') return null
  return (
    <nav aria-label={t('breadcrumbs.label')} className="breadcrumbs">
      <ol>
        {trail(pathname).map((crumb) => (
          <li key={crumb.path}>
            <Link to={crumb.path}>{t(crumb.label)}</Link>
          </li>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  )
}

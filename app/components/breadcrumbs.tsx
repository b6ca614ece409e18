import { Link, useLocation } from 'react-router'
import { ChevronRight } from './icons/chevron-right.tsx'
import { useT, type MessageKey } from '../i18n/messages.ts'
import { matchScreen } from '../routing/paths.ts'
import type { ScreenName } from '../routing/route-table.ts'

/** Screens that are parents of deeper pages, and the label they go by in a trail. */
const parentLabels: Partial<Record<ScreenName, MessageKey>> = {
  home: 'nav.home',
  'patient-support-program': 'nav.patientSupport',
  'press-room': 'nav.pressRoom',
  'press-archives': 'nav.pressArchives',
  'hcp-area': 'nav.hcp',
  products: 'nav.products',
}

/** The parents of a path that are screens of their own, from the home page down. */
export function trail(pathname: string): { path: string; label: MessageKey }[] {
  const segments = pathname.split('/').filter(Boolean)
  const crumbs: { path: string; label: MessageKey }[] = []
  for (let depth = 1; depth < segments.length; depth++) {
    const path = `/${segments.slice(0, depth).join('/')}`
    const label = parentLabels[matchScreen(path)?.screen.name as ScreenName]
    if (label) crumbs.push({ path, label })
  }
  return crumbs
}

/** Where a page two levels down or more sits in the site; nothing on shallower pages. */
export function Breadcrumbs({ current }: { current: string }) {
  const t = useT()
  const { pathname } = useLocation()
  if (pathname.split('/').filter(Boolean).length < 3) return null
  return (
    <nav aria-label={t('breadcrumbs.label')} className="breadcrumbs">
      <ol>
        {trail(pathname).map((crumb) => (
          <li key={crumb.path}>
            <Link to={crumb.path}>{t(crumb.label)}</Link>
            <ChevronRight className="icon" aria-hidden="true" focusable="false" />
          </li>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  )
}

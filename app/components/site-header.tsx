import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router'
import { Link, NavLink } from '../lib/route-loading/links.tsx'
import { Menu } from './icons/menu.tsx'
import { X } from './icons/x.tsx'
import { href, hasPath, matchScreen, parentOf } from '../routing/paths.ts'
import type { ScreenName } from '../routing/route-table.ts'
import { useLang, useT, type MessageKey } from '../i18n/messages.ts'
import { LanguageToggle } from './language-toggle.tsx'
import { Logo } from './logo.tsx'
import { SiteSearch } from './site-search.tsx'

const primaryNav: { screen: ScreenName; label: MessageKey }[] = [
  { screen: 'home', label: 'nav.home' },
  { screen: 'about', label: 'nav.about' },
  { screen: 'products', label: 'nav.products' },
  { screen: 'rare-diseases', label: 'nav.rareDiseases' },
  { screen: 'patient-support-program', label: 'nav.patientSupport' },
  { screen: 'medical-information', label: 'nav.medicalInformation' },
  { screen: 'press-room', label: 'nav.pressRoom' },
  { screen: 'hcp-area', label: 'nav.hcp' },
  { screen: 'contact', label: 'nav.contact' },
]

/** The current link is styled by its `aria-current`; without this NavLink writes `class=""` on every other link of every page. */
const noClass = () => undefined

/**
 * Logo, language toggle, the menu's button, search, the side-effect report and the main menu, in the order the eye
 * meets them at every width, so that Tab follows it (docs/decisions/0205): on a phone the logo, the language and the
 * button make the first row, the open menu's search the next, the report a line of its own under them, and the open
 * menu's links drop below; from 75em the button is gone, the search and the report end the first row and the menu's
 * links are the second. Below 75em the button is a `<details>`'s summary, so it opens without JavaScript, and the
 * search and the menu that follow it show while it is open (header.css, site-search.css); from 75em, where the whole
 * menu fits on one row in French too, the menu is always shown. Reporting a side effect is a safety duty, so it is
 * on every page's first screen, in the bar itself; it is one link at every width, not also a menu item a screen
 * reader would meet twice, and a screen reader meets it before the menu.
 * A page whose menu item is not in its path (the advisory board, a coverage page) marks its parent's item as the
 * current section (`aria-current="true"`), as the item of a page under its path is. The menu's first item is the
 * home page, current there only (a policy's parent is the home page, but the home page is not its section); it
 * shows in the phone's menu, not in the wide screens' row, where the logo is the way home.
 * Open, the button says it closes the menu, and a backdrop over the page closes it on a tap: the backdrop is the
 * button's own `::before` (header.css), so it works without JavaScript too. The button's expanded state is the
 * browser's own for a `<details>`'s summary.
 */
export function SiteHeader() {
  const lang = useLang()
  const t = useT()
  const { pathname } = useLocation()
  const screen = matchScreen(pathname)?.screen
  const section = parentOf(screen)
  const menu = useRef<HTMLDetailsElement>(null)
  // A client-side navigation keeps the document: close the menu the visitor just used. Not at hydration: a menu
  // opened while the scripts were still loading stays open.
  const menuPath = useRef(pathname)
  useEffect(() => {
    if (menuPath.current === pathname) return
    menuPath.current = pathname
    if (menu.current) menu.current.open = false
  }, [pathname])
  return (
    <header className="site-header">
      {/* Escape closes the open phone menu from anywhere in it, as a dialog would, and gives the focus back to its
          button; the keys bubble up from the menu's links and search (docs/decisions/0207). The focus leaving the
          header (Tab past its last link) closes it too: the page under the backdrop is not for the keyboard while
          the menu covers it. */}
      <div
        className="site-header__bar"
        onKeyDown={(event) => {
          const open = menu.current
          if (event.key === 'Escape' && open?.open) {
            open.open = false
            ;(open.firstChild as HTMLElement).focus()
          }
        }}
        onBlur={(event) => {
          const next = event.relatedTarget
          if (menu.current?.open && next instanceof Node && !event.currentTarget.contains(next)) menu.current.open = false
        }}
      >
        <Link to={href('home', lang)} className="site-header__brand" aria-label={t('site.homeLink')}>
          <Logo name={t('site.name')} />
        </Link>
        <LanguageToggle className="site-header__lang" />
        <details className="site-nav__menu" ref={menu}>
          <summary className="site-nav__toggle">
            <span className="site-nav__closed">
              <Menu className="icon" />
              {t('nav.menu')}
            </span>
            <span className="site-nav__opened">
              <X className="icon" />
              {t('nav.close')}
            </span>
          </summary>
        </details>
        <SiteSearch />
        <NavLink to={href('side-effect', lang)} className="site-header__report">
          {t('help.report')}
        </NavLink>
        <nav aria-label={t('nav.label')} className="site-nav">
          <ul className="site-nav__list">
            {primaryNav
              .filter((item) => hasPath(item.screen, lang))
              .map((item) => (
                <li key={item.screen}>
                  {item.screen === 'home' || item.screen === section ? (
                    // The home page by its screen, not as NavLink compares (the prerender's `/en/` is `/en`).
                    <Link
                      to={href(item.screen, lang)}
                      prefetch="intent"
                      aria-current={item.screen !== 'home' ? 'true' : screen?.name === 'home' ? 'page' : undefined}
                    >
                      {t(item.label)}
                    </Link>
                  ) : (
                    <NavLink to={href(item.screen, lang)} prefetch="intent" className={noClass}>
                      {t(item.label)}
                    </NavLink>
                  )}
                </li>
              ))}
          </ul>
        </nav>
      </div>
    </header>
  )
}

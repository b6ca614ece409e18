import { Link, NavLink } from '../lib/route-loading/links.tsx'
import { href, hasPath } from '../routing/paths.ts'
import type { ScreenName } from '../routing/route-table.ts'
import { useLang, useT, type MessageKey } from '../i18n/messages.ts'
import { LanguageToggle } from './language-toggle.tsx'

const primaryNav: { screen: ScreenName; label: MessageKey }[] = [
  { screen: 'about', label: 'nav.about' },
  { screen: 'products', label: 'nav.products' },
  { screen: 'rare-diseases', label: 'nav.rareDiseases' },
  { screen: 'patient-support-program', label: 'nav.patientSupport' },
  { screen: 'medical-information', label: 'nav.medicalInformation' },
  { screen: 'press-room', label: 'nav.pressRoom' },
  { screen: 'contact', label: 'nav.contact' },
]

export function SiteHeader() {
  const lang = useLang()
  const t = useT()
  return (
    <header className="site-header">
      <div className="site-header__bar container">
        <Link to={href('home', lang)} className="site-header__brand">
          <span className="site-header__name">{t('site.name')}</span>
          <span className="site-header__tagline">{t('site.tagline')}</span>
        </Link>
        <LanguageToggle className="site-header__lang" />
      </div>
      <nav aria-label={t('nav.label')} className="site-nav">
        <ul className="site-nav__list container">
          {primaryNav
            .filter((item) => hasPath(item.screen, lang))
            .map((item) => (
              <li key={item.screen}>
                <NavLink to={href(item.screen, lang)} prefetch="intent">
                  {t(item.label)}
                </NavLink>
              </li>
            ))}
        </ul>
      </nav>
    </header>
  )
}

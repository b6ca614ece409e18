import { useLocation } from 'react-router'
import { Link, NavLink } from '../lib/route-loading/links.tsx'
import { company } from '../content/company.ts'
import { href, hasPath, normalizePath } from '../routing/paths.ts'
import type { ScreenName } from '../routing/route-table.ts'
import { useLang, useT, type MessageKey } from '../i18n/messages.ts'
import { ConsentPreferencesLink } from './consent-controls.tsx'
import { ContactBlock } from './contact-block.tsx'
import { LanguageToggle } from './language-toggle.tsx'
import { Logo } from './logo.tsx'

/** Legal and policy screens, in the route table's order; a screen without a page in this language is left out. */
type FooterLink = { screen: ScreenName; label: MessageKey }

const policyLinks: FooterLink[] = [
  { screen: 'terms-of-use', label: 'footer.terms' },
  { screen: 'return-policy', label: 'footer.returnPolicy' },
  { screen: 'privacy', label: 'footer.privacy' },
  { screen: 'accessibility', label: 'footer.accessibility' },
]

const companyLinks: FooterLink[] = [
  { screen: 'about', label: 'nav.about' },
  { screen: 'advisory-board', label: 'footer.advisoryBoard' },
  { screen: 'research-and-development', label: 'footer.research' },
  { screen: 'careers', label: 'footer.careers' },
  { screen: 'press-room', label: 'nav.pressRoom' },
  { screen: 'hcp-area', label: 'footer.hcp' },
  { screen: 'contact', label: 'nav.contact' },
]

/**
 * A column's links, the current page's marked `aria-current="page"`: the policies are in no menu, so this is the
 * one place that says which of them the visitor is on. Compared whole, not as NavLink does: a release is not the
 * press room, and the prerender's `/en/privacy/` is `/en/privacy`.
 */
function LinkList({ items }: { items: FooterLink[] }) {
  const lang = useLang()
  const t = useT()
  const here = normalizePath(useLocation().pathname)
  return (
    <ul className="site-footer__list">
      {items
        .filter((item) => hasPath(item.screen, lang))
        .map((item) => {
          const path = href(item.screen, lang)
          return (
            <li key={item.screen}>
              <Link to={path} aria-current={path === here ? 'page' : undefined}>
                {t(item.label)}
              </Link>
            </li>
          )
        })}
    </ul>
  )
}

/** One of the footer's link columns, named by its heading. */
function LinkNav({ id, heading, items }: { id: string; heading: string; items: FooterLink[] }) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="site-footer__heading">
        {heading}
      </h2>
      <LinkList items={items} />
    </nav>
  )
}

export function SiteFooter() {
  const t = useT()
  const lang = useLang()
  return (
    <footer className="site-footer p-inverse">
      <div className="site-footer__grid">
        <div className="site-footer__brand">
          <Logo name={t('site.name')} />
          <p className="site-footer__tagline">{t('site.tagline')}</p>
        </div>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="site-footer__heading">
            {t('footer.contactHeading')}
          </h2>
          <ContactBlock />
          {/* After the number to call, the form: the report is a safety duty, so every page leads to it. */}
          <p className="contact-block__row site-footer__report">
            <NavLink to={href('side-effect', lang)} className={() => undefined}>
              {t('help.report')}
            </NavLink>
          </p>
        </section>
        <LinkNav id="footer-company" heading={t('footer.companyHeading')} items={companyLinks} />
        <LinkNav id="footer-legal" heading={t('footer.legalHeading')} items={policyLinks} />
      </div>
      <div className="site-footer__bottom">
        <p className="site-footer__copyright">
          {t('footer.copyright', { year: new Date().getFullYear(), company: company.legalName[lang] })}
        </p>
        <ConsentPreferencesLink />
        <LanguageToggle className="site-footer__lang" />
      </div>
    </footer>
  )
}

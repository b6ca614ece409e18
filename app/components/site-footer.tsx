import { Link } from 'react-router'
import { company } from '../content/company.ts'
import { href } from '../routing/paths.ts'
import { useLang, useT } from '../i18n/messages.ts'
import { LanguageToggle } from './language-toggle.tsx'

export function SiteFooter() {
  const lang = useLang()
  const t = useT()
  return (
    <footer className="site-footer">
      <nav aria-label={t('footer.label')} className="container">
        <ul className="site-footer__links">
          <li>
            <Link to={href('contact', lang)}>{t('footer.contact')}</Link>
          </li>
          <li>
            <Link to={href('terms-of-use', lang)}>{t('footer.terms')}</Link>
          </li>
          <li>
            <Link to={href('return-policy', lang)}>{t('footer.returnPolicy')}</Link>
          </li>
          <li>
            <Link to={href('privacy', lang)}>{t('footer.privacy')}</Link>
          </li>
          <li>
            <Link to={href('accessibility', lang)}>{t('footer.accessibility')}</Link>
          </li>
          <li>
            <Link to={href('hcp-area', lang)}>{t('footer.hcp')}</Link>
          </li>
          <li>
            <LanguageToggle />
          </li>
        </ul>
        <p className="site-footer__copyright">{t('footer.copyright', { year: new Date().getFullYear(), company: company.legalName[lang] })}</p>
      </nav>
    </footer>
  )
}

import { Link } from 'react-router'
import { company } from '../content/company.ts'
import { formatPhone, telHref } from '../content/phone.ts'
import { locales } from '../i18n/locales.ts'
import { translator } from '../i18n/messages.ts'
import { href } from '../routing/paths.ts'
import { languages } from '../routing/route-table.ts'
import { Logo } from './logo.tsx'

/**
 * The footer of a page whose address has no language: the side-effect line, the report form and the privacy policy in both
 * languages, side by side, so that a visitor who mistyped an address still finds where to report.
 */
export function BilingualFooter() {
  const medicalInformation = company.phones.medicalInformation
  return (
    <footer className="site-footer p-inverse" data-testid="bilingual-footer">
      <div className="site-footer__grid site-footer__grid--bilingual">
        <div className="site-footer__brand">
          <Logo name={company.name} />
        </div>
        {languages.map((lang) => {
          const t = translator(lang)
          return (
            <section key={lang} lang={locales[lang].tag} aria-label={t('footer.contactHeading')}>
              <p>
                {t('footer.phoneSideEffects')}{' '}
                <a href={telHref(medicalInformation)} className="phone-link">
                  {formatPhone(medicalInformation, lang)}
                </a>
              </p>
              <p>
                <Link to={href('side-effect', lang)} hrefLang={locales[lang].hreflang}>
                  {t('help.report')}
                </Link>
              </p>
              <p>
                <Link to={href('privacy', lang)} hrefLang={locales[lang].hreflang}>
                  {t('footer.privacy')}
                </Link>
              </p>
              <p className="site-footer__copyright">
                {t('footer.copyright', { year: new Date().getFullYear(), company: company.legalName[lang] })}
              </p>
            </section>
          )
        })}
      </div>
    </footer>
  )
}

import { Link } from 'react-router'
import { locales } from '../i18n/locales.ts'
import { translator } from '../i18n/messages.ts'
import { href } from '../routing/paths.ts'
import { languages } from '../routing/route-table.ts'
import { Logo } from './logo.tsx'

/**
 * The header of a page whose address has no language (`/abc`, `/EN/about`):
 * nothing tells which language the visitor reads, so it offers both homes,
 * each named in its own language, rather than the English menu, and the side-effect report in both, as every
 * page's header does (on a phone, a line each under the logo, as an inner page's: a visitor who typed a wrong
 * address may be the one who has a side effect to report).
 */
export function BilingualHeader() {
  return (
    <header className="site-header" data-testid="bilingual-header">
      <div className="site-header__bar container">
        <span className="site-header__brand">
          <Logo name={translator('en')('site.name')} />
        </span>
        {languages.map((lang) => (
          <Link
            key={lang}
            to={href('side-effect', lang)}
            className="site-header__report"
            lang={locales[lang].tag}
            hrefLang={locales[lang].hreflang}
          >
            {translator(lang)('help.report')}
          </Link>
        ))}
        <nav aria-label="Languages / Langues">
          <ul className="bilingual-header__languages">
            {languages.map((lang) => (
              <li key={lang} lang={locales[lang].tag}>
                <Link to={href('home', lang)} hrefLang={locales[lang].hreflang}>
                  {translator(lang)('lang.name')}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  )
}

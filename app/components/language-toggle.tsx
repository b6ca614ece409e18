import { Link, useLocation } from 'react-router'
import { counterpart, href } from '../routing/paths.ts'
import { locales } from '../i18n/locales.ts'
import { useT } from '../i18n/messages.ts'

/** Links to the same page in the other language, or to its home when there is no counterpart. */
export function LanguageToggle({ className }: { className?: string }) {
  const t = useT()
  const location = useLocation()
  const target = counterpart(location.pathname)
  // The search page keeps its query: the same words are searched in the other language's pages.
  const to = target.path === href('search', target.lang) ? target.path + location.search : target.path
  return (
    <Link
      to={to}
      className={className}
      lang={locales[target.lang].tag}
      hrefLang={locales[target.lang].hreflang}
      title={target.sameScreen ? t('lang.toggleLabel') : t('lang.toggleHome')}
      data-testid="language-toggle"
    >
      {t('lang.toggle')}
    </Link>
  )
}

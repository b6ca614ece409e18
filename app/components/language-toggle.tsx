import { Link, useLocation } from 'react-router'
import { counterpart, href } from '../routing/paths.ts'
import { useT } from '../i18n/messages.ts'

const hreflang = { en: 'en-CA', fr: 'fr-CA' } as const

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
      lang={hreflang[target.lang]}
      hrefLang={hreflang[target.lang]}
      title={target.sameScreen ? t('lang.toggleLabel') : t('lang.toggleHome')}
      data-testid="language-toggle"
    >
      {t('lang.toggle')}
    </Link>
  )
}

import { Link, useLocation } from 'react-router'
import { counterpart } from '../routing/paths.ts'
import { useT } from '../i18n/messages.ts'

const hreflang = { en: 'en-CA', fr: 'fr-CA' } as const

/** Links to the same page in the other language, or to its home when there is no counterpart. */
export function LanguageToggle({ className }: { className?: string }) {
  const t = useT()
  const target = counterpart(useLocation().pathname)
  return (
    <Link
      to={target.path}
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

import { lazy } from 'react'
import { chooseConsent, reviewConsent, useAnalytics } from '../lib/runtime/analytics-store.ts'
import { Link } from '../lib/route-loading/links.tsx'
import { href } from '../routing/paths.ts'
import { useLang, useT } from '../i18n/messages.ts'
import { OptionalPart } from './optional-part.tsx'

const ConsentBanner = lazy(() => import('./consent-banner.tsx'))

/**
 * When the banner's code cannot be loaded (a deploy removed it, the network
 * dropped): the two choices that matter, with no code of their own to load,
 * so the footer's "Cookie preferences" still leads somewhere.
 */
function ConsentFallback() {
  const t = useT()
  const lang = useLang()
  return (
    <section className="consent-banner" aria-label={t('consent.label')} data-testid="consent-fallback">
      <div className="container">
        <p>
          {t('consent.text')} <Link to={href('privacy', lang)}>{t('consent.privacyLink')}</Link>
        </p>
        <div className="consent-banner__actions">
          <button type="button" onClick={() => chooseConsent({ analytics: true })}>
            {t('consent.accept')}
          </button>
          <button type="button" onClick={() => chooseConsent({ analytics: false })}>
            {t('consent.reject')}
          </button>
        </div>
      </div>
    </section>
  )
}

/** The consent banner, when the site has analytics and the visitor has not decided (or asked to change). */
export function ConsentPrompt() {
  const { enabled, choice, reviewing } = useAnalytics()
  if (!enabled || (choice && !reviewing)) return null
  return (
    <OptionalPart name="The consent banner" fallback={<ConsentFallback />}>
      <ConsentBanner />
    </OptionalPart>
  )
}

/** The footer's way back to the banner (rendered inside the footer band); only there when the site has analytics to consent to. */
export function ConsentPreferencesLink() {
  const t = useT()
  const lang = useLang()
  const { enabled } = useAnalytics()
  if (!enabled) return null
  return (
    <p className="consent-preferences">
      <button type="button" className="link-button" onClick={reviewConsent}>
        {t('consent.preferences')}
      </button>{' '}
      <Link to={href('privacy', lang)}>{t('consent.privacyLink')}</Link>
    </p>
  )
}

import { lazy, Suspense } from 'react'
import { reviewConsent, useAnalytics } from '../lib/runtime/analytics-store.ts'
import { useT } from '../i18n/messages.ts'

const ConsentBanner = lazy(() => import('./consent-banner.tsx'))

/** The consent banner, when the site has analytics and the visitor has not decided (or asked to change). */
export function ConsentPrompt() {
  const { enabled, choice, reviewing } = useAnalytics()
  if (!enabled || (choice && !reviewing)) return null
  return (
    <Suspense fallback={null}>
      <ConsentBanner />
    </Suspense>
  )
}

/** The footer's way back to the banner (rendered inside the footer band); only there when the site has analytics to consent to. */
export function ConsentPreferencesLink() {
  const t = useT()
  const { enabled } = useAnalytics()
  if (!enabled) return null
  return (
    <p className="consent-preferences">
      <button type="button" className="link-button" onClick={reviewConsent}>
        {t('consent.preferences')}
      </button>
    </p>
  )
}

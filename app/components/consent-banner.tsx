import { useId, useState } from 'react'
import { UNTRACKED_INPUT_ATTRIBUTE } from '../config/constants.ts'
import { chooseConsent, useAnalytics } from '../lib/runtime/analytics-store.ts'
import { Link } from '../lib/route-loading/links.tsx'
import { href } from '../routing/paths.ts'
import { useLang, useT } from '../i18n/messages.ts'
import bannerStylesheet from '../styles/consent-banner.css?url'
import { consentBannerMessages } from './consent-banner-messages.ts'

/**
 * Asks before any analytics (Quebec's Law 25: nothing tracks by default).
 * Accept and reject carry equal weight; "choose" opens the detail. Not modal:
 * the page stays usable behind it. Loaded only when it has to show (see
 * consent-controls.tsx), so visitors who have decided never download it.
 */
export default function ConsentBanner() {
  const t = useT()
  const lang = useLang()
  const own = consentBannerMessages.translator(lang)
  const { choice } = useAnalytics()
  const [choosing, setChoosing] = useState(false)
  const [analytics, setAnalytics] = useState(choice?.analytics ?? false)
  const titleId = useId()

  const choose = (value: boolean) => {
    setChoosing(false)
    chooseConsent({ analytics: value })
  }
  return (
    <section className="consent-banner" aria-labelledby={titleId} data-testid="consent-banner" {...{ [UNTRACKED_INPUT_ATTRIBUTE]: '' }}>
      {/* Its layout comes with it, as a React stylesheet resource: the banner shows once the file has loaded. */}
      <link rel="stylesheet" href={bannerStylesheet} precedence="default" />
      <div className="consent-banner__inner">
        <h2 id={titleId} className="consent-banner__title">
          {own('consent.title')}
        </h2>
        {/* The short version keeps the banner under a quarter of a phone screen; choosing shows the whole explanation. */}
        <p className="consent-banner__text">
          {choosing ? (
            t('consent.text')
          ) : (
            <>
              {own('consent.summary')}{' '}
              <button type="button" className="link-button" onClick={() => setChoosing(true)} aria-expanded={false}>
                {own('consent.choose')}
              </button>
            </>
          )}{' '}
          <Link to={href('privacy', lang)}>{t('consent.privacyLink')}</Link>
        </p>
        {choosing && (
          <fieldset className="consent-banner__options">
            <legend>{own('consent.optionsLegend')}</legend>
            <label>
              <input type="checkbox" checked disabled /> {own('consent.necessary')}
              <span className="consent-banner__hint">{own('consent.necessaryText')}</span>
            </label>
            <label>
              <input type="checkbox" checked={analytics} onChange={(event) => setAnalytics(event.currentTarget.checked)} />{' '}
              {own('consent.analytics')}
              <span className="consent-banner__hint">{own('consent.analyticsText')}</span>
            </label>
          </fieldset>
        )}
        <div className="consent-banner__actions">
          <button type="button" onClick={() => choose(true)}>
            {t('consent.accept')}
          </button>
          <button type="button" onClick={() => choose(false)}>
            {t('consent.reject')}
          </button>
          {choosing && (
            <button type="button" className="consent-banner__secondary" onClick={() => choose(analytics)}>
              {own('consent.save')}
            </button>
          )}
        </div>
      </div>
    </section>
  )
}

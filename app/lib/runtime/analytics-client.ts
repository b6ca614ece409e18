import type { PublicConfig } from '../../config/public-config.ts'
import { createAnalytics } from '../gtm/analytics.ts'
import { getDataLayer } from '../gtm/data-layer.ts'

/** Loaded only on sites with a GTM_ID: the analytics wired to the browser's cookie, data layer and document. */
export function createBrowserAnalytics(config: PublicConfig) {
  return createAnalytics({
    gtmId: config.gtmId,
    readCookie: () => document.cookie,
    writeCookie: (cookie) => void (document.cookie = cookie),
    dataLayer: getDataLayer(window as { dataLayer?: unknown }),
    secure: window.location.protocol === 'https:',
    loadTagManager: async (id) => void (await import('../gtm/gtm-loader.ts')).injectTagManager(id),
    logError: (...data) => console.error(...data),
  })
}

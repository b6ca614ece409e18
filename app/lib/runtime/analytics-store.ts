import { useSyncExternalStore } from 'react'
import type { PublicConfig } from '../../config/public-config.ts'
import type { Analytics } from '../gtm/analytics.ts'
import type { ConsentChoice } from '../gtm/consent-cookie.ts'
import { disabledSnapshot } from '../gtm/analytics-snapshot.ts'
import type { PageView } from '../gtm/data-layer.ts'

/**
 * The page's handle on analytics. The analytics code itself is loaded only when
 * the site has a GTM_ID, right after start; until then (and on the server) the
 * banner is hidden and the latest page view waits here to be counted.
 */
let analytics: Analytics | undefined
let latestView: PageView | undefined
const listeners = new Set<() => void>()
const notify = () => listeners.forEach((listener) => listener())

export async function startAnalytics(config: PublicConfig): Promise<void> {
  if (!config.gtmId) return
  let createBrowserAnalytics: typeof import('./analytics-client.ts').createBrowserAnalytics
  try {
    ;({ createBrowserAnalytics } = await import('./analytics-client.ts'))
  } catch (error) {
    // Its chunk could not load: the page goes on without analytics (nothing is tracked, as before consent).
    console.warn('Analytics not loaded', error)
    return
  }
  analytics = createBrowserAnalytics(config)
  analytics.subscribe(notify)
  if (latestView) analytics.trackPageView(latestView)
  notify()
}

export function trackPageView(view: PageView): void {
  latestView = view
  analytics?.trackPageView(view)
}

export function chooseConsent(choice: ConsentChoice): void {
  analytics?.choose(choice)
}

export function reviewConsent(): void {
  analytics?.review()
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}
const snapshot = () => analytics?.getSnapshot() ?? disabledSnapshot
const serverSnapshot = () => disabledSnapshot

export function useAnalytics() {
  return useSyncExternalStore(subscribe, snapshot, serverSnapshot)
}

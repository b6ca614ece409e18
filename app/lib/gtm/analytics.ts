import { parseConsentCookie, serializeConsentCookie, type ConsentChoice } from './consent-cookie.ts'
import { pushConsentDefaults, pushConsentUpdate, pushPageView, type DataLayer, type PageView } from './data-layer.ts'
import { disabledSnapshot, type AnalyticsSnapshot } from './analytics-snapshot.ts'
import { invalidGtmIdMessage, isValidGtmId } from './gtm-id.ts'

/**
 * Analytics behind consent: the tag manager's script loads only once the visitor
 * has accepted analytics, and page views reach the data layer only then. What
 * the banner shows is read from here.
 */
export type AnalyticsEnvironment = {
  gtmId: string | null
  readCookie(): string
  writeCookie(cookie: string): void
  dataLayer: DataLayer
  secure: boolean
  /** Injects the tag manager's script; called only after consent. */
  loadTagManager(id: string): Promise<void>
  logError(...data: unknown[]): void
}

export type Analytics = ReturnType<typeof createAnalytics>

export function createAnalytics(env: AnalyticsEnvironment) {
  let gtmId = env.gtmId
  if (gtmId !== null && !isValidGtmId(gtmId)) {
    env.logError(invalidGtmIdMessage(gtmId))
    gtmId = null
  }
  let snapshot: AnalyticsSnapshot = gtmId
    ? { enabled: true, choice: parseConsentCookie(env.readCookie()), reviewing: false }
    : disabledSnapshot
  const listeners = new Set<() => void>()
  let loading: Promise<void> | undefined
  let currentView: PageView | undefined

  const update = (next: Partial<AnalyticsSnapshot>) => {
    snapshot = { ...snapshot, ...next }
    for (const listener of listeners) listener()
  }
  const granted = () => snapshot.choice?.analytics === true
  const load = (id: string) => {
    loading ??= env.loadTagManager(id).catch((error: unknown) => {
      loading = undefined
      env.logError('The tag manager could not be loaded', error)
    })
  }

  if (gtmId) {
    // Before anything else reaches the data layer, and before any script could load.
    pushConsentDefaults(env.dataLayer)
    if (snapshot.choice) pushConsentUpdate(env.dataLayer, snapshot.choice.analytics)
    if (granted()) load(gtmId)
  }

  return {
    getSnapshot: () => snapshot,
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    /** Records the visitor's choice, tells Consent Mode, and loads the tag manager on acceptance. */
    choose(choice: ConsentChoice) {
      if (!gtmId) return
      const wasGranted = granted()
      env.writeCookie(serializeConsentCookie(choice, { secure: env.secure }))
      pushConsentUpdate(env.dataLayer, choice.analytics)
      update({ choice, reviewing: false })
      if (choice.analytics && !wasGranted) {
        // The page the visitor accepted on counts as viewed.
        if (currentView) pushPageView(env.dataLayer, currentView)
        load(gtmId)
      }
    },
    /** Opens the banner again (the footer's cookie preferences link). */
    review(open = true) {
      if (snapshot.enabled) update({ reviewing: open })
    },
    trackPageView(view: PageView) {
      currentView = view
      if (granted()) pushPageView(env.dataLayer, view)
    },
  }
}

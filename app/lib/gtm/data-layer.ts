/** The tag manager's queue. GTM reads it when (and only if) its script loads. */
export type DataLayer = unknown[]

export function getDataLayer(target: { dataLayer?: unknown } = globalThis as { dataLayer?: unknown }): DataLayer {
  if (!Array.isArray(target.dataLayer)) target.dataLayer = []
  return target.dataLayer as DataLayer
}

/**
 * Pushes a gtag() command. Google's snippet pushes the `arguments` object, not
 * an array, and GTM tells commands ('consent', 'set'…) from events by exactly
 * that, so an array push would be ignored.
 */
export function pushCommand(dataLayer: DataLayer, command: readonly unknown[]): void {
  function gtag() {
    // eslint-disable-next-line prefer-rest-params -- GTM needs the Arguments object itself
    dataLayer.push(arguments)
  }
  Reflect.apply(gtag, undefined, command)
}

export type ConsentState = 'granted' | 'denied'
/** Google Consent Mode v2 types. The site only ever asks about analytics; advertising stays denied. */
export type ConsentMode = {
  ad_storage: ConsentState
  ad_user_data: ConsentState
  ad_personalization: ConsentState
  analytics_storage: ConsentState
}

export function consentMode(analytics: boolean): ConsentMode {
  return { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: analytics ? 'granted' : 'denied' }
}

/** Everything denied until the visitor says otherwise (Quebec's Law 25: no tracking by default). */
export function pushConsentDefaults(dataLayer: DataLayer): void {
  pushCommand(dataLayer, ['consent', 'default', consentMode(false)])
}

export function pushConsentUpdate(dataLayer: DataLayer, analytics: boolean): void {
  pushCommand(dataLayer, ['consent', 'update', consentMode(analytics)])
}

export type PageView = {
  /** The route's name: the screen name of the route table, or `not-found`. */
  route: string
  /** The React Router route id, `<screen>.<lang>`. */
  routeId: string
  path: string
  language: string
}

/**
 * The path as the server log keeps it: no query string, no fragment. A query can carry what a visitor typed (a
 * search, an e-mail address in a link they followed): the tag manager is not to receive it.
 */
export function pathWithoutQuery(path: string): string {
  return path.replace(/[?#].*$/s, '')
}

export function pushPageView(dataLayer: DataLayer, view: PageView): void {
  dataLayer.push({
    event: 'page_view',
    route_name: view.route,
    route_id: view.routeId,
    page_path: pathWithoutQuery(view.path),
    page_language: view.language,
  })
}

/**
 * The specification's numbers, in one typed module.
 * Code reads them from here. The languages are the route table's
 * (app/routing/route-table.ts, `languages`); how each one writes dates and
 * numbers, and head office's time zone, are the locale record's (app/i18n/locales.ts).
 */

// Reloads: the guard and the build check (docs/decisions/0021).
/** A failed page resource reloads the page at most once per this window, per path. */
export const RELOAD_GUARD_MS = 10_000
/** The first check for a newer build runs this long after the browser is idle. */
export const BUILD_CHECK_IDLE_DELAY_MS = 1_000
/**
 * Later checks run this often (the spec says "periodically" with no number; one
 * hour is Nuxt's default, and a tab coming back into view checks at once anyway).
 */
export const BUILD_CHECK_INTERVAL_MS = 60 * 60 * 1_000

// The build files the page polls (docs/decisions/0021, 0070).
/** Where the build-check files live; answers under it may be read by the site's pages from API_BASE's origin. */
export const BUILDS_PATH = '/builds'
export const LATEST_BUILD_PATH = '/builds/latest.json'
export const buildMetaPath = (buildId: string) => `/builds/meta/${buildId}.json`

// The HTTP client's retry policy (docs/decisions/0023).
export const HTTP_RETRY_STATUSES = [408, 409, 425, 429, 500, 502, 503, 504] as const
/** How many times a non-write request is retried. */
export const HTTP_RETRIES = 1
/** Methods that change something on the server: never retried. */
export const HTTP_WRITE_METHODS = ['PATCH', 'POST', 'PUT', 'DELETE'] as const

// Route loading (docs/decisions/0023).
/** At most this many route preloads are in flight; the rest wait their turn. */
export const MAX_PENDING_ROUTE_PRELOADS = 4
/** A navigation shows the loading indicator only when it takes longer than this. */
export const ROUTE_RESOLUTION_DELAY_MS = 100

// Errors (docs/decisions/0023, 0072, 0079).
export const DEFAULT_ERROR_STATUS = 500
export const DEFAULT_ERROR_MESSAGE = 'Internal Server Error'
export const NOT_FOUND_STATUS = 404
/** The tracking container id: GTM- then upper-case letters or digits. */
export const GTM_ID_PATTERN = /^GTM-[0-9A-Z]+$/

// Interface defaults (docs/decisions/0050, 0073). The theme (the `--p-` design tokens, dark mode following the system) lives in
// app/styles/app.css alone; app/styles/tokens.test.ts checks it.
/** Date fields show mm/dd/yy (the French form writes jj/mm/aa); both are in the locale record. */
export { DATE_FORMAT } from '../i18n/locales.ts'
/** Calendars start on Sunday, in react-aria-components' `firstDayOfWeek` terms. */
export const CALENDAR_FIRST_DAY = 'sun'

// Not in the spec: head office's time zone. A reference number's year and the received times in e-mails follow it.
export { COMPANY_TIME_ZONE } from '../i18n/locales.ts'

/** Fields inside an element with this attribute hold nothing worth keeping from a reload (the consent banner's switches). */
export const UNTRACKED_INPUT_ATTRIBUTE = 'data-untracked-input'

// Not in the spec: how long the analytics choice is remembered (Quebec's Law 25 asks for renewal).
export const CONSENT_MAX_AGE_DAYS = 365

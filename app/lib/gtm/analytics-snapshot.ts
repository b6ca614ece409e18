import type { ConsentChoice } from './consent-cookie.ts'

/** What the consent banner shows, kept apart so the page can read it without loading the analytics code. */
export type AnalyticsSnapshot = {
  /** False without a (valid) GTM_ID, and while rendering on the server: no banner, no tracking. */
  enabled: boolean
  /** The visitor's choice, or null while they have not made one. */
  choice: ConsentChoice | null
  /** The visitor reopened the banner to change their choice. */
  reviewing: boolean
}

export const disabledSnapshot: AnalyticsSnapshot = { enabled: false, choice: null, reviewing: false }

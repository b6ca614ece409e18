import { CONSENT_MAX_AGE_DAYS } from '../../config/constants.ts'

/**
 * The visitor's analytics choice, kept in a first-party cookie so the server can
 * read it too (a `document.cookie`-style string or a Cookie request header).
 * Read and written here, not by the `cookie` package the server uses: only the
 * browser reads it, and the package would add about 0.8 kB (brotli) to every
 * page's JavaScript for these few lines (docs/decisions/0141).
 */
export const CONSENT_COOKIE = 'np_consent'

export type ConsentChoice = { analytics: boolean }

export function parseConsentCookie(cookieHeader: string | null | undefined): ConsentChoice | null {
  if (!cookieHeader) return null
  for (const part of cookieHeader.split(';')) {
    const [name, ...rest] = part.trim().split('=')
    if (name !== CONSENT_COOKIE) continue
    const value = rest.join('=')
    if (value === 'analytics:granted') return { analytics: true }
    if (value === 'analytics:denied') return { analytics: false }
  }
  return null
}

export function serializeConsentCookie(choice: ConsentChoice, { secure }: { secure: boolean }): string {
  const value = choice.analytics ? 'analytics:granted' : 'analytics:denied'
  const maxAge = CONSENT_MAX_AGE_DAYS * 24 * 60 * 60
  return `${CONSENT_COOKIE}=${value}; Path=/; Max-Age=${maxAge}; SameSite=Lax${secure ? '; Secure' : ''}`
}

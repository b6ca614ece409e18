import { GTM_ID_PATTERN } from '../../config/constants.ts'

/**
 * The id the visitor probably meant: upper-cased, stripped of anything but
 * letters and digits, with a `GTM-` prefix (`gtm_abc-12` → `GTM-ABC12`).
 */
export function suggestGtmId(id: string): string | undefined {
  const body = id
    .toUpperCase()
    .replace(/^\s*GTM(?=[^0-9A-Z]|$)/, '')
    .replace(/[^0-9A-Z]/g, '')
  return body ? `GTM-${body}` : undefined
}

/** The spec's message, "{id} is not a valid GTM-ID", with a hint of the corrected id. */
export function invalidGtmIdMessage(id: string): string {
  const suggestion = suggestGtmId(id)
  return `${id} is not a valid GTM-ID${suggestion ? `. Did you mean '${suggestion}'?` : ''}`
}

/** `GTM-` followed by upper-case letters or digits; the configuration refuses anything else (app/config/env.server.ts). */
export function isValidGtmId(id: string): boolean {
  return GTM_ID_PATTERN.test(id)
}

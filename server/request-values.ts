import crypto from 'node:crypto'
import type { RequestValues } from '../app/server-context.ts'

/**
 * Fresh values for one answer rendered per request (404s, form posts): a new CSP nonce each time. The page
 * configuration (serialized once by the caller) is the same for every response of this process.
 */
export function createRequestValues(publicConfigJson: string): RequestValues & { nonce: string } {
  return { nonce: crypto.randomBytes(16).toString('base64'), publicConfigJson }
}

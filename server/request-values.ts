import crypto from 'node:crypto'
import { publicConfigFromEnv, serializePublicConfig } from '../app/config/public-config.ts'
import type { RequestValues } from '../app/server-context.ts'

/** The page configuration is the same for every response of this process. */
const publicConfigJson = serializePublicConfig(publicConfigFromEnv())

/** Fresh values for one answer rendered per request (404s, form posts): a new CSP nonce each time. */
export function createRequestValues(): RequestValues & { nonce: string } {
  return { nonce: crypto.randomBytes(16).toString('base64'), publicConfigJson }
}

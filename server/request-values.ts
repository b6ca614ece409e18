import crypto from 'node:crypto'
import { publicConfigFromEnv, serializePublicConfig, PUBLIC_CONFIG_PLACEHOLDER } from '../app/config/public-config.ts'
import { NONCE_PLACEHOLDER, type RequestValues } from '../app/server-context.ts'

/** The page configuration is the same for every response of this process. */
const publicConfigJson = serializePublicConfig(publicConfigFromEnv())

/** Fresh values for one response: a new CSP nonce each time. */
export function createRequestValues(): RequestValues {
  return { nonce: crypto.randomBytes(16).toString('base64'), publicConfigJson }
}

/** Puts a response's values into a prerendered page where the build left placeholders. */
export function fillRequestValues(html: string, values: RequestValues): string {
  return html.replaceAll(NONCE_PLACEHOLDER, values.nonce).replace(PUBLIC_CONFIG_PLACEHOLDER, values.publicConfigJson ?? '{}')
}

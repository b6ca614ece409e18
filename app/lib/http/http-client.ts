import { ofetch, type $Fetch, type FetchContext } from 'ofetch'
import { HTTP_RETRIES, HTTP_RETRY_STATUSES, HTTP_WRITE_METHODS } from '../../config/constants.ts'
import { readPublicConfig } from '../../config/public-config.ts'

const writeMethods = new Set<string>(HTTP_WRITE_METHODS)

/**
 * The spec's retry policy (section 7), whatever a caller asks: writes are never
 * retried (a second POST could send a form twice), reads at most once. ofetch
 * calls this again for the retry itself, with the count it has left.
 */
function applyRetryPolicy({ options }: FetchContext) {
  if (writeMethods.has((options.method ?? 'GET').toUpperCase())) options.retry = false
  else if (options.retry !== false) options.retry = Math.min(options.retry ?? HTTP_RETRIES, HTTP_RETRIES)
}

export function createHttpClient({ baseURL }: { baseURL: string }): $Fetch {
  return ofetch.create({ baseURL, retryStatusCodes: [...HTTP_RETRY_STATUSES], onRequest: applyRetryPolicy })
}

let client: $Fetch | undefined
/** The site's one HTTP client, its base address from the configuration injected into the page. */
export function http(): $Fetch {
  client ??= createHttpClient({ baseURL: readPublicConfig().apiBase })
  return client
}

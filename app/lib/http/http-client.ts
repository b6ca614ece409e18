import fetchRetry from 'fetch-retry'
import { HTTP_RETRIES, HTTP_RETRY_STATUSES, HTTP_WRITE_METHODS } from '../../config/constants.ts'
import { readPublicConfig } from '../../config/public-config.ts'

const writeMethods = new Set<string>(HTTP_WRITE_METHODS)
const retryStatuses = new Set<number>(HTTP_RETRY_STATUSES)

export type HttpOptions = Omit<RequestInit, 'body'> & {
  /** A plain object or array is sent as JSON. */
  body?: BodyInit | Record<string, unknown> | unknown[] | null
  /** How many retries the caller would like; the policy below caps it. */
  retry?: number | false
}

/** An answer outside 2xx, after any retry; only its status and address, never the remote body. */
export class HttpError extends Error {
  readonly status: number
  readonly statusCode: number
  readonly statusMessage: string
  constructor(response: Response) {
    super(`${response.status} ${response.statusText} (${response.url})`)
    this.name = 'HttpError'
    this.status = response.status
    this.statusCode = response.status
    this.statusMessage = response.statusText
  }
}

export type HttpClient = {
  /** The answer's JSON (or text, when it is not JSON); rejects with `HttpError` outside 2xx. */
  <T = unknown>(path: string, options?: HttpOptions): Promise<T>
  /** The answer itself, after the same retries and the same check of its status. */
  raw(path: string, options?: HttpOptions): Promise<Response>
}

/**
 * The site's retry policy, whatever a caller asks: writes are never retried
 * (a second POST could send a form twice), reads at most `HTTP_RETRIES` times,
 * on a network failure or one of the statuses a retry can cure.
 */
export function retriesFor(method: string, asked: number | false | undefined): number {
  if (writeMethods.has(method.toUpperCase()) || asked === false) return 0
  return Math.min(asked ?? HTTP_RETRIES, HTTP_RETRIES)
}

const retrying = fetchRetry(fetch, { retryDelay: 0 })

export function createHttpClient({ baseURL }: { baseURL: string }): HttpClient {
  const raw = async (path: string, { retry, body, headers, ...init }: HttpOptions = {}) => {
    const method = (init.method ?? 'GET').toUpperCase()
    const retries = retriesFor(method, retry)
    const json = body !== null && typeof body === 'object' && (Array.isArray(body) || Object.getPrototypeOf(body) === Object.prototype)
    const sent = new Headers(headers)
    if (json) sent.set('content-type', 'application/json')
    const response = await retrying(new URL(path, new URL(baseURL, globalThis.location?.href)), {
      ...init,
      method,
      headers: sent,
      body: json ? JSON.stringify(body) : (body as BodyInit | null | undefined),
      retries,
      retryOn: (attempt, error, answer) => attempt < retries && (error !== null || (answer !== null && retryStatuses.has(answer.status))),
    })
    if (!response.ok) throw new HttpError(response)
    return response
  }
  const client = async <T>(path: string, options?: HttpOptions): Promise<T> => {
    const response = await raw(path, options)
    const text = await response.text()
    return ((response.headers.get('content-type') ?? '').includes('json') && text ? JSON.parse(text) : text) as T
  }
  return Object.assign(client, { raw })
}

let client: HttpClient | undefined
/** The site's one HTTP client, its base address from the configuration injected into the page. */
export function http(): HttpClient {
  client ??= createHttpClient({ baseURL: readPublicConfig().apiBase })
  return client
}

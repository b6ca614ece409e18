import { rateLimit, type ClientRateLimitInfo, type IncrementResponse, type Options, type Store } from 'express-rate-limit'
import type { RequestHandler } from 'express'
import { RedisStore, type RedisReply } from 'rate-limit-redis'
import { failureCode } from '../db/errors.ts'
import { silentLog, type Log } from '../logger.ts'

export type RateLimitOptions = {
  /** Posts allowed per address in each window. */
  limit: number
  windowMs: number
  /** Shared between servers when set. */
  redisUrl?: string
  /** Namespace of the keys in Redis: servers of one site share it; test runs each take their own. */
  prefix: string
  /** Called instead of refusing: the form is answered 429 with the visitor's input kept. */
  onLimited: RequestHandler
  log?: Log
}

type SendCommand = (...args: string[]) => Promise<RedisReply>

/**
 * rate-limit-redis loads its scripts once, when created; if Redis is down
 * then, every later call fails even after Redis is back. This store makes a
 * new one after any failure, so counting resumes by itself.
 */
class RecoveringRedisStore implements Store {
  localKeys = false
  prefix: string
  #sendCommand: SendCommand
  #options?: Options
  #inner?: RedisStore

  constructor(sendCommand: SendCommand, prefix: string) {
    this.#sendCommand = sendCommand
    this.prefix = prefix
  }

  init(options: Options) {
    this.#options = options
  }

  async #use<T>(call: (store: RedisStore) => Promise<T>): Promise<T> {
    if (!this.#inner) {
      const inner = new RedisStore({ sendCommand: this.#sendCommand, prefix: this.prefix })
      inner.init(this.#options!).catch(() => {})
      this.#inner = inner
    }
    try {
      return await call(this.#inner)
    } catch (error) {
      this.#inner = undefined
      throw error
    }
  }

  increment(key: string): Promise<IncrementResponse> {
    return this.#use((store) => store.increment(key))
  }
  decrement(key: string): Promise<void> {
    return this.#use((store) => store.decrement(key))
  }
  resetKey(key: string): Promise<void> {
    return this.#use((store) => store.resetKey(key))
  }
  get(key: string): Promise<ClientRateLimitInfo | undefined> {
    return this.#use((store) => store.get(key))
  }
}

/**
 * Limits form posts per address, in memory or in Redis. When Redis cannot be
 * reached, posts go through uncounted: a visitor's report matters more than
 * the limit (passOnStoreError).
 */
export function formRateLimit({ limit, windowMs, redisUrl, prefix, onLimited, log = silentLog }: RateLimitOptions): {
  middleware: RequestHandler
  close: () => Promise<void>
  ready: Promise<void>
} {
  let store: Store | undefined
  let close = async () => {}
  // Settles once the store counts (at once in memory): until then posts pass uncounted, as in an outage.
  let ready = Promise.resolve()
  if (redisUrl) {
    // Redis's client (some 480 modules) is loaded only by a server that counts there: a server start on a slow disk
    // spends most of its time finding modules, and most servers (a newcomer's, the tests') never need it.
    const connected = import('@redis/client').then(({ createClient }) => {
      const client = createClient({
        url: redisUrl,
        disableOfflineQueue: true,
        socket: { connectTimeout: 2_000, reconnectStrategy: (retries: number) => Math.min(200 * 2 ** retries, 10_000) },
      })
      let healthy = true
      client.on('error', (error: unknown) => {
        if (healthy) log.warn('rate-limit store unreachable; form posts are not counted until it is back', { code: failureCode(error) })
        healthy = false
      })
      client.on('ready', () => {
        healthy = true
      })
      client.connect().catch(() => {})
      return client
    })
    ready = connected.then((client) => (client.isReady ? undefined : new Promise((resolve) => client.once('ready', () => resolve()))))
    store = new RecoveringRedisStore(async (...args) => (await connected).sendCommand(args) as Promise<RedisReply>, prefix)
    close = async () => {
      ;(await connected).destroy()
    }
  }
  let reported = false
  const middleware = rateLimit({
    windowMs,
    limit,
    store,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    passOnStoreError: true,
    handler: onLimited,
    // Its errors quote requests; the log gets their code, once per outage rather than once per post.
    logger: {
      error: (error: unknown) => {
        if (reported) return
        reported = true
        setTimeout(() => (reported = false), 60_000).unref()
        log.warn('rate limit not applied: its store failed', { code: failureCode(error) })
      },
      warn: (error: unknown) => log.warn('rate limit configuration', { code: failureCode(error) }),
    },
    // No X-Forwarded-For warning: TRUST_PROXY says whether a proxy is trusted.
    validate: { xForwardedForHeader: false },
  })
  return { middleware, close, ready }
}

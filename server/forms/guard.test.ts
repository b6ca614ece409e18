import express from 'express'
import { afterEach, describe, expect, it } from 'vitest'
import { skipUnavailable } from '../../tests/support/test-database-handle.ts'
import { listen } from '../../tests/support/test-server.ts'
import { uniquePrefix } from './config.ts'
import { formPostPaths } from './form-paths.ts'
import { postablePaths } from '../../app/routing/paths.ts'
import { formPostGuard, verdictOf } from './guard.ts'

const redisUrl = process.env.REDIS_URL
/** Without a Redis server (`.ci/run` gives one), its tests are listed as skipped, with this reason. */
const noRedis = redisUrl ? undefined : 'REDIS_URL is not set: no Redis server to run against'

type Seen = { verdict: ReturnType<typeof verdictOf>; origin?: string }

describe('formPostGuard', () => {
  const cleanups: (() => Promise<void>)[] = []
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
  })

  async function serve({
    limit = 100,
    redis,
    trustProxy = false,
    prefix = uniquePrefix(),
  }: { limit?: number; redis?: string; trustProxy?: false | string; prefix?: string } = {}) {
    const guard = formPostGuard({
      paths: postablePaths(),
      rateLimitedPaths: formPostPaths(),
      allowedOrigins: new Set(['https://www.nordorapharma.ca']),
      maxBytes: 1_000,
      rateLimit: { limit, windowMs: 60_000, prefix, redisUrl: redis },
    })
    const app = express()
    if (trustProxy) app.set('trust proxy', trustProxy)
    app.use(guard.middleware)
    app.all('/{*path}', (req, res) => {
      res.json({ verdict: verdictOf(res), origin: req.get('origin') } satisfies Seen)
    })
    const server = await listen(app)
    cleanups.push(async () => {
      await server.close()
      await guard.close()
    })
    // Counting starts once the store is connected; a store that never connects is the outage case.
    if (redis) await Promise.race([guard.ready, new Promise((resolve) => setTimeout(resolve, 3_000))])
    const send = async (path: string, headers: Record<string, string> = {}, body = 'a=b') => {
      const response = await fetch(server.url + path, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        body,
      })
      return { status: response.status, ...((await response.json()) as Seen) }
    }
    return { url: server.url, send }
  }

  it('accepts posts from the site itself, from SITE_URL, and from clients that send no origin at all', async () => {
    const { url, send } = await serve()
    for (const headers of [
      { origin: url },
      { origin: 'https://www.nordorapharma.ca' },
      { 'sec-fetch-site': 'same-origin' },
      { referer: `${url}/en/contactus` },
      {},
    ] as Record<string, string>[]) {
      expect((await send('/en/contactus', headers)).verdict.foreignOrigin, JSON.stringify(headers)).toBe(false)
    }
  })

  it('flags posts from other sites, opaque origins and cross-site fetches, and takes the decision from React Router', async () => {
    const { send } = await serve()
    for (const headers of [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
      { referer: 'https://evil.example/page' },
      { referer: 'not a url' },
    ] as Record<string, string>[]) {
      const seen = await send('/fr/nousjoindre', headers)
      expect(seen.verdict.foreignOrigin, JSON.stringify(headers)).toBe(true)
      expect(seen.origin).toBeUndefined()
    }
  })

  it('follows the proxy’s host and scheme only when the proxy is trusted', async () => {
    const trusted = await serve({ trustProxy: 'loopback' })
    const headers = { origin: 'https://site.example', 'x-forwarded-host': 'site.example', 'x-forwarded-proto': 'https' }
    expect((await trusted.send('/en/contactus', headers)).verdict.foreignOrigin).toBe(false)
    const untrusted = await serve()
    expect((await untrusted.send('/en/contactus', headers)).verdict.foreignOrigin).toBe(true)
  })

  it('guards every spelling of a form’s path that React Router answers', async () => {
    const { send } = await serve()
    for (const path of ['/en/contactus', '/en/contactus/', '/en/contactus.data', '/en/contactus/_.data', '/fr/informationmedicale.data']) {
      expect((await send(path, { origin: 'https://evil.example' })).verdict.foreignOrigin, path).toBe(true)
    }
  })

  it('flags a body declared larger than the limit', async () => {
    const { send } = await serve()
    expect((await send('/en/medicalinformation', {}, 'x'.repeat(1_001))).verdict.tooLarge).toBe(true)
    expect((await send('/en/medicalinformation', {}, 'x'.repeat(900))).verdict.tooLarge).toBe(false)
  })

  it('holds the professional declaration to the same origin and size rules, SITE_URL and proxy included, without counting it', async () => {
    const { url, send } = await serve({ limit: 1 })
    const declaration = '/en/healthcare-professionals/declaration'
    for (const headers of [{ origin: url }, { origin: 'https://www.nordorapharma.ca' }] as Record<string, string>[]) {
      expect((await send(declaration, headers)).verdict, JSON.stringify(headers)).toMatchObject({
        foreignOrigin: false,
        rateLimited: false,
      })
    }
    const foreign = await send('/fr/professionnels-de-la-sante/declaration', { origin: 'https://evil.example' })
    expect(foreign.verdict.foreignOrigin).toBe(true)
    expect(foreign.origin).toBeUndefined()
    expect((await send(declaration, {}, 'x'.repeat(1_001))).verdict.tooLarge).toBe(true)
    // Many declarations from one address (a clinic behind one NAT) leave the forms' count untouched.
    expect((await send('/en/contactus')).verdict.rateLimited).toBe(false)
    const trusted = await serve({ trustProxy: 'loopback' })
    const proxied = { origin: 'https://site.example', 'x-forwarded-host': 'site.example', 'x-forwarded-proto': 'https' }
    expect((await trusted.send(declaration, proxied)).verdict.foreignOrigin).toBe(false)
  })

  it('leaves other paths and methods alone', async () => {
    const { send, url } = await serve({ limit: 1 })
    expect((await send('/en/about', { origin: 'https://evil.example' })).origin).toBe('https://evil.example')
    const get = (await (await fetch(`${url}/en/contactus`)).json()) as Seen
    expect(get.verdict.foreignOrigin).toBe(false)
  })

  const stores = [
    { name: 'memory', redis: undefined },
    { name: 'Redis', redis: redisUrl, unavailable: noRedis },
  ]
  it.each(stores)('marks posts over the limit per address, with the $name store', async (store) => {
    skipUnavailable(store)
    const { send } = await serve({ limit: 3, redis: store.redis })
    const seen = [
      await send('/en/contactus'),
      await send('/en/contactus.data'),
      await send('/fr/informationmedicale/'),
      await send('/fr/nousjoindre/_.data'),
    ]
    expect(seen.map((s) => s.verdict.rateLimited)).toEqual([false, false, false, true])
  })

  it('shares counts between servers through Redis, and keeps test runs apart by prefix', async () => {
    skipUnavailable({ unavailable: noRedis })
    const prefix = uniquePrefix()
    const first = await serve({ limit: 2, redis: redisUrl, prefix })
    const second = await serve({ limit: 2, redis: redisUrl, prefix })
    const other = await serve({ limit: 2, redis: redisUrl })
    await first.send('/en/contactus')
    await second.send('/en/contactus')
    expect((await first.send('/en/contactus')).verdict.rateLimited).toBe(true)
    expect((await other.send('/en/contactus')).verdict.rateLimited).toBe(false)
  })

  it('lets posts through uncounted while Redis cannot be reached', async () => {
    const { send } = await serve({ limit: 1, redis: 'redis://127.0.0.1:9' })
    const seen = [await send('/en/contactus'), await send('/en/contactus'), await send('/en/contactus')]
    expect(seen.map((s) => [s.status, s.verdict.rateLimited])).toEqual([
      [200, false],
      [200, false],
      [200, false],
    ])
  })
})

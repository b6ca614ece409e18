import type { RequestHandler } from 'express'
import { afterAll, describe, expect, it } from 'vitest'
import { listen, parseCsp } from '../tests/support/test-server.ts'
import { createApp } from './app.ts'
import { createLogger } from './logger.ts'
import type { RouterBuild } from './router-build.ts'
import { contentSecurityPolicyDirectives } from './security-headers.ts'

/** React Router as in development, with no page to render: these tests ask for what the app answers itself. */
const noPages = (assets: RequestHandler = (_req, _res, next) => next()): RouterBuild => ({
  mode: 'development',
  build: () => Promise.reject(new Error('no page is rendered in this test')),
  assets,
  close: async () => {},
})
const quiet = () => createLogger({ level: 'error', write: () => {} })

/**
 * `npm run dev` is the production app with Vite in place of the build (docs/decisions/0092): what Vite serves
 * and what React Router renders carry the production headers and the complete per-response policy.
 */
describe('the app in development', () => {
  const viteAssets: RequestHandler = (req, res, next) =>
    req.path === '/@vite/client' ? res.type('text/javascript').send('export {}') : next()
  const app = createApp({ routerBuild: noPages(viteAssets), logger: quiet() })
  const server = listen(app)
  afterAll(async () => (await server).close())

  it('sends Vite’s files with the security headers and the whole policy, a fresh nonce each time', async () => {
    const { url } = await server
    const [first, second] = await Promise.all([fetch(`${url}/@vite/client`), fetch(`${url}/@vite/client`)])
    expect(first.status).toBe(200)
    const policy = parseCsp(first.headers.get('content-security-policy') ?? '')
    const expected = contentSecurityPolicyDirectives({ tagManager: false, nonceOf: () => 'n' })
    expect(Object.keys(policy).sort()).toEqual(Object.keys(expected).sort())
    expect(policy['script-src']).toEqual(["'self'", expect.stringMatching(/^'nonce-[\w+/=]{24}'$/)])
    expect(policy['frame-ancestors']).toEqual(["'none'"])
    expect(first.headers.get('content-security-policy')).not.toBe(second.headers.get('content-security-policy'))
    expect(first.headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains')
    expect(first.headers.get('x-frame-options')).toBe('DENY')
    expect(first.headers.get('permissions-policy')).toContain('camera=()')
  })

  it('answers /healthz, with the same headers', async () => {
    const { url } = await server
    const health = await fetch(`${url}/healthz`)
    expect(health.status).toBe(200)
    expect(parseCsp(health.headers.get('content-security-policy') ?? '')['default-src']).toEqual(["'self'"])
  })
})

describe('the app with API_BASE on another origin', () => {
  const app = createApp({
    routerBuild: noPages(),
    logger: quiet(),
    pageSettings: {
      publicConfigJson: '{"apiBase":"https://api.nordorapharma.ca/v1/"}',
      tagManager: false,
      apiOrigin: 'https://api.nordorapharma.ca',
    },
  })
  const server = listen(app)
  afterAll(async () => (await server).close())

  it('lets the pages connect to it: without it the build check would be blocked, silently', async () => {
    const { url } = await server
    const answer = await fetch(`${url}/healthz`)
    expect(parseCsp(answer.headers.get('content-security-policy') ?? '')['connect-src']).toEqual(["'self'", 'https://api.nordorapharma.ca'])
  })
})

/**
 * Liveness and readiness apart: /healthz says the instance serves pages; /healthz/ready says it can store a
 * visitor's post, which is what a load balancer needs before sending it one (docs/decisions/0033).
 */
describe('readiness', () => {
  async function serve({ databaseUp, shuttingDown = false }: { databaseUp: boolean; shuttingDown?: boolean }) {
    const probe = () => (databaseUp ? Promise.resolve() : Promise.reject(new Error('database not migrated yet')))
    const app = createApp({
      routerBuild: noPages(),
      logger: quiet(),
      healthChecks: { database: { probe, critical: false } },
      readinessChecks: { database: { probe, critical: false } },
      lifecycle: { isShuttingDown: () => shuttingDown, closeConnections: (_req, _res, next) => next() },
    })
    const server = await listen(app)
    const status = async (path: string) => (await fetch(`${server.url}${path}`)).status
    const answers = { live: await status('/healthz'), ready: await status('/healthz/ready') }
    await server.close()
    return answers
  }

  it('is 503 while the forms cannot store, though the instance is alive', async () => {
    expect(await serve({ databaseUp: false })).toEqual({ live: 200, ready: 503 })
  })

  it('is 200 once they can', async () => {
    expect(await serve({ databaseUp: true })).toEqual({ live: 200, ready: 200 })
  })

  it('is 503 once shutdown has begun', async () => {
    expect(await serve({ databaseUp: true, shuttingDown: true })).toEqual({ live: 503, ready: 503 })
  })
})

describe('trust proxy', () => {
  const routerBuild = noPages()

  it('is the app’s own setting, read from TRUST_PROXY, not one feature’s', () => {
    expect(createApp({ routerBuild, trustProxy: 'loopback' }).get('trust proxy')).toBe('loopback')
    expect(createApp({ routerBuild }).get('trust proxy')).toBe(false)
  })
})

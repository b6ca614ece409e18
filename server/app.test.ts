import type { RequestHandler } from 'express'
import { afterAll, describe, expect, it } from 'vitest'
import { listen, parseCsp } from '../tests/support/test-server.ts'
import { createApp } from './app.ts'
import { createLogger } from './logger.ts'
import { contentSecurityPolicyDirectives } from './security-headers.ts'

/**
 * `npm run dev` is the production app with Vite in place of the build (docs/decisions/0092): what Vite serves
 * and what React Router renders carry the production headers and the complete per-response policy.
 */
describe('the app in development', () => {
  const viteAssets: RequestHandler = (req, res, next) =>
    req.path === '/@vite/client' ? res.type('text/javascript').send('export {}') : next()
  const app = createApp({
    routerBuild: {
      mode: 'development',
      build: () => Promise.reject(new Error('no page is rendered in this test')),
      assets: viteAssets,
      close: async () => {},
    },
    logger: createLogger({ level: 'error', write: () => {} }),
  })
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

import express from 'express'
import { apiOriginOf } from '../app/config/public-config.ts'
import { afterEach, describe, expect, it } from 'vitest'
import fs from 'node:fs'
import {
  contentSecurityPolicyDirectives,
  libraryInlineStyles,
  pageMetaPolicy,
  securityHeaders,
  staticSecurityHeaders,
  tagManagerHosts,
} from './security-headers.ts'
import { listen, parseCsp } from '../tests/support/test-server.ts'

describe('securityHeaders', () => {
  let stop: (() => Promise<void>) | undefined
  afterEach(() => stop?.())

  async function headersFor(tagManager: boolean, nonce = 'abc123') {
    const app = express()
    app.use(securityHeaders({ nonceOf: () => nonce, tagManager }))
    app.get('/', (_req, res) => void res.send('<p>hello</p>'))
    const server = await listen(app)
    stop = server.close
    return (await fetch(server.url)).headers
  }

  it('sends every header the site promises', async () => {
    const headers = await headersFor(false)
    expect(headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains')
    expect(headers.get('x-content-type-options')).toBe('nosniff')
    expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    expect(headers.get('x-frame-options')).toBe('DENY')
    expect(headers.get('permissions-policy')).toContain('camera=()')
    expect(headers.get('permissions-policy')).toContain('geolocation=()')
    expect(headers.get('cross-origin-opener-policy')).toBe('same-origin')
  })

  it('allows scripts by this response’s nonce only, never inline', async () => {
    const csp = parseCsp((await headersFor(false, 'n0nce+/=')).get('content-security-policy')!)
    expect(csp['script-src']).toEqual(["'self'", "'nonce-n0nce+/='"])
    expect(csp['script-src-attr']).toEqual(["'none'"])
    expect(csp['frame-ancestors']).toEqual(["'none'"])
    expect(csp['object-src']).toEqual(["'none'"])
    expect(csp['base-uri']).toEqual(["'none'"])
    expect(csp['form-action']).toEqual(["'self'"])
    expect(Object.values(csp).flat().join(' ')).not.toContain('unsafe-eval')
    expect(csp['script-src']!.join(' ')).not.toContain('unsafe-inline')
  })

  it('names no Google host unless a tag manager container is configured', async () => {
    const without = (await headersFor(false)).get('content-security-policy')!
    expect(without).not.toMatch(/google/)
    const csp = parseCsp((await headersFor(true)).get('content-security-policy')!)
    expect(csp['script-src']).toContain('https://www.googletagmanager.com')
    expect(csp['connect-src']).toEqual(
      expect.arrayContaining(["'self'", 'https://*.google-analytics.com', 'https://*.analytics.google.com']),
    )
    expect(csp['img-src']).toContain('https://*.google-analytics.com')
    expect(csp['script-src']!.join(' ')).not.toContain('unsafe-inline')
  })

  it('fills a different nonce per response', () => {
    let current = 'first'
    const directives = contentSecurityPolicyDirectives({ nonceOf: () => current, tagManager: false })
    const nonceSource = (directives as Record<string, unknown[]>)['script-src']![1] as (req: unknown, res: unknown) => string
    expect(nonceSource({}, {})).toBe("'nonce-first'")
    current = 'second'
    expect(nonceSource({}, {})).toBe("'nonce-second'")
  })

  it('gives prerendered pages the same headers, with scripts left to the page’s own hashed policy', async () => {
    const dynamic = Object.fromEntries((await headersFor(true)).entries())
    const fixed = Object.fromEntries(Object.entries(staticSecurityHeaders(true)).map(([name, value]) => [name.toLowerCase(), value]))
    for (const name of [
      'strict-transport-security',
      'x-frame-options',
      'permissions-policy',
      'referrer-policy',
      'cross-origin-opener-policy',
    ]) {
      expect(fixed[name], name).toBe(dynamic[name])
    }
    const header = parseCsp(fixed['content-security-policy']!)
    expect(header['frame-ancestors']).toEqual(["'none'"])
    expect(header['script-src']).toBeUndefined()
    expect(header['default-src']).toBeUndefined()
    const meta = parseCsp(pageMetaPolicy(["'sha256-abc='"], true))
    expect(meta['script-src']).toEqual(["'self'", "'sha256-abc='", 'https://www.googletagmanager.com'])
    expect(meta['default-src']).toEqual(["'self'"])
    expect(meta['script-src-attr']).toEqual(["'none'"])
    expect(meta['frame-ancestors']).toBeUndefined()
    // Everything else the header allows, the meta allows the same.
    for (const [name, sources] of Object.entries(header)) if (name !== 'frame-ancestors') expect(meta[name], name).toEqual(sources)
  })

  it('lets the pages connect to API_BASE’s origin when it is another, in the header, the hashed page policy and nginx’s headers alike', () => {
    const connect = [apiOriginOf('https://api.nordorapharma.ca/v1/')!]
    expect(connect).toEqual(['https://api.nordorapharma.ca'])
    const perRequest = contentSecurityPolicyDirectives({ tagManager: false, nonceOf: () => 'n', connect })
    expect(perRequest['connect-src']).toEqual(["'self'", 'https://api.nordorapharma.ca'])
    expect(parseCsp(pageMetaPolicy(["'sha256-abc='"], false, connect))['connect-src']).toEqual(["'self'", 'https://api.nordorapharma.ca'])
    expect(parseCsp(staticSecurityHeaders(true, connect)['Content-Security-Policy']!)['connect-src']).toEqual([
      "'self'",
      'https://api.nordorapharma.ca',
      ...tagManagerHosts.connect,
    ])
    // On the site's own origin, nothing is added.
    expect(apiOriginOf('/')).toBeUndefined()
    expect(apiOriginOf('/api/')).toBeUndefined()
    expect(parseCsp(pageMetaPolicy([], false))['connect-src']).toEqual(["'self'"])
  })

  it('allows by hash exactly the styles react-aria inserts', () => {
    const files = ['interactions/usePress.mjs', 'overlays/usePreventScroll.mjs'].map((file) =>
      fs
        .readFileSync(`node_modules/react-aria/dist/private/${file}`, 'utf8')
        .replaceAll('${$d27d541f9569d26d$var$PRESSABLE_ATTRIBUTE}', 'data-react-aria-pressable'),
    )
    for (const style of libraryInlineStyles)
      expect(
        files.some((source) => source.includes(style)),
        style,
      ).toBe(true)
  })
})

import express from 'express'
import { afterEach, describe, expect, it } from 'vitest'
import { contentSecurityPolicyDirectives, securityHeaders } from './security-headers.ts'
import { listen, parseCsp } from './test-server.ts'

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
    expect(csp['script-src']).toEqual(["'nonce-n0nce+/='", "'strict-dynamic'"])
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
    expect(csp['connect-src']).toEqual(expect.arrayContaining(["'self'", 'https://*.google-analytics.com', 'https://*.analytics.google.com']))
    expect(csp['img-src']).toContain('https://*.google-analytics.com')
    expect(csp['script-src']!.join(' ')).not.toContain('unsafe-inline')
  })

  it('fills a different nonce per response', () => {
    let current = 'first'
    const directives = contentSecurityPolicyDirectives({ nonceOf: () => current, tagManager: false })
    const nonceSource = directives['script-src'][0] as (req: unknown, res: unknown) => string
    expect(nonceSource({}, {})).toBe("'nonce-first'")
    current = 'second'
    expect(nonceSource({}, {})).toBe("'nonce-second'")
  })
})

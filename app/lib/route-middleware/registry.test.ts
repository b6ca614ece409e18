import { RouterContextProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { resolveRouteMiddleware, routeMiddleware } from './registry.ts'

/** Runs a chain of middleware the way React Router does, around a handler that answers `response`. */
async function run(names: Parameters<typeof routeMiddleware>[0], path: string, response = new Response('ok')) {
  const url = new URL(path, 'https://www.nordorapharma.ca')
  const args = { request: new Request(url), url, pattern: path, params: {}, context: new RouterContextProvider() }
  const chain = routeMiddleware(names)
  const call = async (index: number): Promise<Response> => {
    const middleware = chain[index]
    if (!middleware) return response
    return (await middleware(args, () => call(index + 1))) ?? response
  }
  return call(0)
}

describe('route middleware registry', () => {
  it('sets Content-Language from the path', async () => {
    expect((await run(['content-language'], '/fr/nousjoindre')).headers.get('Content-Language')).toBe('fr-CA')
    expect((await run(['content-language'], '/en/contactus')).headers.get('Content-Language')).toBe('en-CA')
    expect((await run(['content-language'], '/sitemap.xml')).headers.get('Content-Language')).toBeNull()
  })

  it('keeps noindex screens out of search engines', async () => {
    // Print views stay indexable: their canonical link names the release page.
    expect((await run(['robots-noindex'], '/en/pressroom/2024-03-04/print')).headers.get('X-Robots-Tag')).toBeNull()
    expect((await run(['robots-noindex'], '/en/careers')).headers.get('X-Robots-Tag')).toBe('noindex')
    expect((await run(['robots-noindex'], '/en/about')).headers.get('X-Robots-Tag')).toBeNull()
  })

  it('times the response', async () => {
    expect((await run(['server-timing'], '/en')).headers.get('Server-Timing')).toMatch(/^app;dur=\d+\.\d$/)
  })

  it('copies a response whose headers cannot be changed', async () => {
    const locked = Response.redirect('https://www.nordorapharma.ca/fr', 302)
    const response = await run(['content-language', 'server-timing'], '/fr', locked)
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe('https://www.nordorapharma.ca/fr')
    expect(response.headers.get('Content-Language')).toBe('fr-CA')
  })

  it('throws "Unknown route middleware" for a name that is not registered', () => {
    expect(() => resolveRouteMiddleware(['content-language', 'auth'])).toThrow("Unknown route middleware: 'auth'")
    expect(() => resolveRouteMiddleware(['toString'])).toThrow('Unknown route middleware')
    // @ts-expect-error -- an unregistered name does not type-check
    expect(() => routeMiddleware(['no-such-middleware'])).toThrow('Unknown route middleware')
  })
})

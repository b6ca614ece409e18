import type { MiddlewareFunction } from 'react-router'
import { localeTag } from '../../i18n/locales.ts'
import { langOfPath, matchScreen } from '../../routing/paths.ts'

/**
 * The one registry of route middleware. Route modules name
 * what they need with `routeMiddleware([...])` in their `middleware` export:
 * a name that is not registered here is a type error, and at run time the
 * error "Unknown route middleware". React Router runs server middleware for
 * server-rendered documents and data requests, and while prerendering.
 */
type ServerMiddleware = MiddlewareFunction<Response>

/** Sets headers on the response, copying it first if its headers are immutable. */
function withHeaders(response: Response, headers: Record<string, string>): Response {
  try {
    for (const [name, value] of Object.entries(headers)) response.headers.set(name, value)
    return response
  } catch {
    const copy = new Response(response.body, response)
    for (const [name, value] of Object.entries(headers)) copy.headers.set(name, value)
    return copy
  }
}

export const routeMiddlewareRegistry = {
  /** Content-Language from the path's language, its tag in the locale record (app/i18n/locales.ts). */
  'content-language': async ({ url }, next) => {
    const response = await next()
    const lang = langOfPath(url.pathname)
    return lang ? withHeaders(response, { 'Content-Language': localeTag(lang) }) : response
  },
  /** X-Robots-Tag: noindex for screens the route table keeps out of search engines (the careers placeholder). */
  'robots-noindex': async ({ url }, next) => {
    const response = await next()
    const screen = matchScreen(url.pathname)?.screen
    return screen && 'noindex' in screen && screen.noindex ? withHeaders(response, { 'X-Robots-Tag': 'noindex' }) : response
  },
  /** Server-Timing: how long the server took to answer, visible in the browser's network panel. */
  'server-timing': async (_args, next) => {
    const start = performance.now()
    const response = await next()
    return withHeaders(response, { 'Server-Timing': `app;dur=${(performance.now() - start).toFixed(1)}` })
  },
} satisfies Record<string, ServerMiddleware>

export type RouteMiddlewareName = keyof typeof routeMiddlewareRegistry

/** Looks names up at run time; names from outside the type system (configuration, JS) can still be wrong. */
export function resolveRouteMiddleware(
  names: readonly string[],
  registry: Record<string, ServerMiddleware> = routeMiddlewareRegistry,
): ServerMiddleware[] {
  return names.map((name) => {
    const middleware = Object.hasOwn(registry, name) ? registry[name] : undefined
    if (!middleware) throw new Error(`Unknown route middleware: '${name}'`)
    return middleware
  })
}

/** For a route module: `export const middleware = routeMiddleware(['content-language'])`. */
export function routeMiddleware(names: readonly RouteMiddlewareName[]): ServerMiddleware[] {
  return resolveRouteMiddleware(names)
}

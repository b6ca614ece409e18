import { createContext, type RouterContext } from 'react-router'

/**
 * The bridge between the server and the pages: the router contexts the Express
 * app fills for each request (server/app.ts, `getLoadContext`, and the forms'
 * `contextEntries`) and loaders, actions and entry.server read. The server runs
 * `server/*.ts` with Node while the route code is bundled by Vite (or compiled
 * by it in development), so this module is loaded twice, once in each module
 * graph; contexts are matched by identity, so each one is kept in a registry on
 * `globalThis` under its name, and both copies hand out the same object
 * (docs/decisions/0092). Nothing else in the site is shared that way: a value
 * the pages need from the server gets a context here.
 */
function sharedContext<T>(name: string, defaultValue: T): RouterContext<T> {
  const registry = globalThis as unknown as Record<symbol, RouterContext<T> | undefined>
  const key = Symbol.for(`nordora.router-context.${name}`)
  registry[key] ??= createContext<T>(defaultValue)
  return registry[key]
}

export type RequestValues = {
  /**
   * The Content-Security-Policy nonce of an answer rendered per request. None while prerendering: a
   * prerendered page is the same bytes for everyone, its scripts allowed by hash (docs/decisions/0080).
   */
  nonce: string | undefined
  /** The page configuration injected into this response, as JSON; null while prerendering (the build puts it in). */
  publicConfigJson: string | null
}

export const requestValuesContext = sharedContext<RequestValues>('request-values', {
  nonce: undefined,
  publicConfigJson: null,
})

/**
 * A request the server refuses before any route runs (server/request-guard.ts):
 * a bad address or a method the page does not take. The root route throws it,
 * so the visitor gets the site's own error screen with this status.
 */
export type RequestRejection = { status: 400 | 405 | 414 | 431; statusMessage: string; allow?: string }
export const requestRejectionContext = sharedContext<RequestRejection | null>('request-rejection', null)

export { sharedContext }

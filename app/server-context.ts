import { createContext, type RouterContext } from 'react-router'

/**
 * Router contexts that the Express server fills and route code reads. The
 * server runs `server/*.ts` directly while route code is bundled by Vite, so
 * this module is loaded twice; contexts are keyed by identity, hence one
 * instance per name kept in a global registry.
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
export type RequestRejection = { status: 400 | 405 | 414; statusMessage: string; allow?: string }
export const requestRejectionContext = sharedContext<RequestRejection | null>('request-rejection', null)

export { sharedContext }

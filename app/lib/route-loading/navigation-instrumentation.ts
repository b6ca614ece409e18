import type { ClientInstrumentation } from 'react-router'

/**
 * A hook in front of every client-side navigation (links, `navigate()`), through
 * React Router's instrumentation API. It may let the navigation go on, or take it
 * over (a new document load, the error screen) by answering false: the router's
 * navigation is then never started. Form submissions always go on, so nothing
 * typed is lost. History moves (back, forward) do not pass here.
 */
export type BeforeNavigate = (target: URL) => Promise<boolean> | boolean

export function navigationInstrumentation(beforeNavigate: BeforeNavigate, origin: () => string): ClientInstrumentation {
  return {
    router({ instrument }) {
      instrument({
        async navigate(handler, info) {
          if (typeof info.to === 'string' && !info.formMethod) {
            const target = new URL(info.to, new URL(info.currentUrl, origin()))
            if (!(await beforeNavigate(target))) {
              // Taken over: the page is leaving or shows the error screen. Never calling
              // the handler keeps React Router from loading (and reloading on) a broken module.
              await new Promise(() => {})
            }
          }
          await handler()
        },
      })
    },
  }
}

/**
 * Imports the route modules a navigation needs before React Router does: its
 * own loader reloads the page on any failure, without limit, while a failure
 * seen here goes through the reload guard.
 */
export async function importRouteModules(modules: readonly string[], importModule: (url: string) => Promise<unknown>): Promise<void> {
  await Promise.all(modules.map((url) => importModule(url)))
}

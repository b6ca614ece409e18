import type { ClientInstrumentation } from 'react-router'

/**
 * A hook in front of every client-side navigation (links, `navigate()`), through
 * React Router's instrumentation API. It may let the navigation go on, or take it
 * over (a new document load, the error screen) by answering false: the router's
 * navigation is then never started. Form submissions always go on, so nothing
 * typed is lost. History moves (back, forward) do not pass here.
 */
export type BeforeNavigate = (target: URL) => Promise<boolean> | boolean

/** Runs one navigation's whole work, from the hook to React Router's end (the loading indicator's one span). */
export type DuringNavigation = (work: () => Promise<void>) => Promise<void>

export function navigationInstrumentation(
  beforeNavigate: BeforeNavigate,
  origin: () => string,
  during: DuringNavigation = (work) => work(),
): ClientInstrumentation {
  return {
    router({ instrument }) {
      instrument({
        async navigate(handler, info) {
          let takenOver = false
          // One span for the hook's loading of the code and the router's loading of the data, whichever comes
          // first: the indicator must not go off between the two and on again.
          await during(async () => {
            if (typeof info.to === 'string' && !info.formMethod) {
              const target = new URL(info.to, new URL(info.currentUrl, origin()))
              takenOver = !(await beforeNavigate(target))
            }
            if (!takenOver) await handler()
          })
          // Taken over: the page is leaving or shows the error screen. Never calling the handler keeps React
          // Router from loading (and reloading on) a broken module; the span ends, so no indicator stays on.
          if (takenOver) await new Promise(() => {})
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

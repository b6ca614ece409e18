import type { ClientInstrumentation } from 'react-router'
import { readPublicConfig } from '../../config/public-config.ts'
import { trackFormInput } from '../build-check/form-input.ts'
import { listenForUnhandledErrors } from '../browser-errors/fatal-errors.ts'
import { handleChunkFailure, listenForPreloadErrors, type ChunkFailureOptions } from '../chunk-reload/chunk-errors.ts'
import { isOptionalChunkFailure } from '../chunk-reload/optional-chunks.ts'
import { setRouteModuleFailureHandler } from '../chunk-reload/route-module-loader.ts'
import { importRouteModules, navigationInstrumentation } from '../route-loading/navigation-instrumentation.ts'
import { browserManifest, routeModulesFor } from '../route-loading/route-modules.ts'
import { startAnalytics } from './analytics-store.ts'
import { startBrowserBuildCheck } from './build-check-client.ts'
import { buildRules } from './build-rules-store.ts'
import { fatalErrors } from './fatal-error-store.ts'
import { whilePending } from './navigation-pending.ts'
import { leavePage } from './site-reload.ts'

type RouterLocation = { pathname: string; search: string; hash: string }
type DataRouter = { state: { navigation: { location?: RouterLocation } } }

/** The location React Router is navigating to right now, if any (HydratedRouter keeps its router on window). */
function navigationTarget(): RouterLocation | undefined {
  return (window as { __reactRouterDataRouter?: DataRouter }).__reactRouterDataRouter?.state.navigation.location
}

/**
 * Everything the page starts before hydration.
 * Code that not every visit needs stays out of content pages: the analytics
 * only on sites with a GTM_ID, the banner only until the visitor decides,
 * isbot only when an error happens.
 */
export function startClient(): { instrumentations: ClientInstrumentation[] } {
  void startAnalytics(readPublicConfig())

  const report = (error: unknown) => void fatalErrors.report(error)
  listenForUnhandledErrors(window, window.location.origin, report)

  const chunkFailure = (reload: () => void, fail: (error: unknown) => void = report): ChunkFailureOptions => ({
    storage: () => window.sessionStorage,
    reload,
    fail,
  })
  // A lazily loaded part (the consent banner, the HTTP client): reload once, the forms' answers kept; after
  // that the import fails to its caller, which does without it. A part registered as optional (the calendar)
  // is done without at once, with no reload. An optional part never takes the page down.
  listenForPreloadErrors(window, () => window.location.pathname, {
    ...chunkFailure(
      () => leavePage(() => window.location.reload()),
      (error) => console.warn('A part of the page failed to load', error),
    ),
    doesWithout: isOptionalChunkFailure,
  })
  // React Router's own route-module loads (in place of its unlimited reload): during a navigation the
  // target goes through the guard; outside one (a prefetch) the page stays as it is.
  setRouteModuleFailureHandler((error, route) => {
    const target = navigationTarget()
    if (!target) {
      console.warn(`A route module failed to load outside a navigation: ${route.module}`, error)
      return
    }
    const path = target.pathname + target.search + target.hash
    handleChunkFailure(
      error,
      target.pathname,
      chunkFailure(() => leavePage(() => window.location.assign(path))),
    )
  })

  // Typing counts from the start; the first check waits for the browser to be idle.
  const formInput = trackFormInput(document)
  const currentId = browserManifest()?.version
  const updates =
    import.meta.env.PROD && currentId ? startBrowserBuildCheck({ currentId, hasUnsavedInput: formInput.hasUnsavedInput }) : undefined

  const beforeNavigate = async (target: URL): Promise<boolean> => {
    if (target.origin !== window.location.origin) return true
    if (updates?.takePending() || buildRules.for(target.pathname).document) {
      // A newer build came out while a form had input, or the build's rules say the path is no client
      // route (a feed, a file): load it as a new document.
      leavePage(() => window.location.assign(target.href))
      return false
    }
    const modules = routeModulesFor(target.pathname, browserManifest())
    if (!modules) return true
    try {
      await importRouteModules(modules, (url) => import(/* @vite-ignore */ url))
      return true
    } catch (error) {
      handleChunkFailure(
        error,
        target.pathname,
        chunkFailure(() => leavePage(() => window.location.assign(target.href))),
      )
      return false
    }
  }

  return { instrumentations: [navigationInstrumentation(beforeNavigate, () => window.location.origin, whilePending)] }
}

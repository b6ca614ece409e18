import type { ClientInstrumentation } from 'react-router'
import { readPublicConfig } from '../../config/public-config.ts'
import { trackFormInput } from '../build-check/form-input.ts'
import { listenForUnhandledErrors } from '../browser-errors/fatal-errors.ts'
import { handleChunkFailure, listenForPreloadErrors, type ChunkFailureOptions } from '../chunk-reload/chunk-errors.ts'
import { importRouteModules, navigationInstrumentation } from '../route-loading/navigation-instrumentation.ts'
import { browserManifest, routeModulesFor } from '../route-loading/route-modules.ts'
import { startAnalytics } from './analytics-store.ts'
import { fatalErrors } from './fatal-error-store.ts'
import { whilePending } from './navigation-pending.ts'

/**
 * Everything the page starts before hydration (spec, sections 4, 7 and 8).
 * What is not needed at once is loaded later, so content pages stay light:
 * the analytics code only on sites with a GTM_ID, the build check once idle.
 */
export function startClient(): { instrumentations: ClientInstrumentation[] } {
  void startAnalytics(readPublicConfig())

  const report = (error: unknown) => void fatalErrors.report(error)
  listenForUnhandledErrors(window, window.location.origin, report)

  const chunkFailure = (reload: () => void): ChunkFailureOptions => ({ storage: () => window.sessionStorage, reload, fail: report })
  listenForPreloadErrors(window, () => window.location.pathname, chunkFailure(() => window.location.reload()))

  // Typing starts counting at once; the build check itself waits for the browser to be idle.
  const formInput = trackFormInput(document)
  let updates: { takePending(): boolean } | undefined
  const currentId = browserManifest()?.version
  if (import.meta.env.PROD && currentId) {
    const whenIdle = (callback: () => void) => ('requestIdleCallback' in window ? window.requestIdleCallback(callback) : setTimeout(callback, 1))
    whenIdle(() => {
      void import('./build-check-client.ts').then(({ startBrowserBuildCheck }) => {
        updates = startBrowserBuildCheck({ currentId, hasUnsavedInput: formInput.hasUnsavedInput })
      })
    })
  }

  const beforeNavigate = async (target: URL): Promise<boolean> => {
    if (target.origin !== window.location.origin) return true
    if (updates?.takePending()) {
      // A newer build came out while a form had input: pick it up now, as a new document.
      window.location.assign(target.href)
      return false
    }
    const modules = routeModulesFor(target.pathname, browserManifest())
    if (!modules) return true
    try {
      await whilePending(() => importRouteModules(modules, (url) => import(/* @vite-ignore */ url)))
      return true
    } catch (error) {
      handleChunkFailure(error, target.pathname, chunkFailure(() => window.location.assign(target.href)))
      return false
    }
  }

  return { instrumentations: [navigationInstrumentation(beforeNavigate, () => window.location.origin)] }
}

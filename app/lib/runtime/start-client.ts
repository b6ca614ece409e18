import type { ClientInstrumentation } from 'react-router'
import { readPublicConfig } from '../../config/public-config.ts'
import { trackFormInput } from '../build-check/form-input.ts'
import { listenForUnhandledErrors } from '../browser-errors/fatal-errors.ts'
import { handleChunkFailure, listenForPreloadErrors, type ChunkFailureOptions } from '../chunk-reload/chunk-errors.ts'
import { importRouteModules, navigationInstrumentation } from '../route-loading/navigation-instrumentation.ts'
import { browserManifest, routeModulesFor } from '../route-loading/route-modules.ts'
import { startAnalytics } from './analytics-store.ts'
import { startBrowserBuildCheck } from './build-check-client.ts'
import { fatalErrors } from './fatal-error-store.ts'
import { whilePending } from './navigation-pending.ts'

/**
 * Everything the page starts before hydration (spec, sections 4, 7 and 8).
 * Code that not every visit needs stays out of content pages: the analytics
 * only on sites with a GTM_ID, the banner only until the visitor decides,
 * isbot only when an error happens.
 */
export function startClient(): { instrumentations: ClientInstrumentation[] } {
  void startAnalytics(readPublicConfig())

  const report = (error: unknown) => void fatalErrors.report(error)
  listenForUnhandledErrors(window, window.location.origin, report)

  const chunkFailure = (reload: () => void): ChunkFailureOptions => ({ storage: () => window.sessionStorage, reload, fail: report })
  listenForPreloadErrors(window, () => window.location.pathname, chunkFailure(() => window.location.reload()))

  // Typing counts from the start; the first check waits for the browser to be idle.
  const formInput = trackFormInput(document)
  const currentId = browserManifest()?.version
  const updates = import.meta.env.PROD && currentId ? startBrowserBuildCheck({ currentId, hasUnsavedInput: formInput.hasUnsavedInput }) : undefined

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

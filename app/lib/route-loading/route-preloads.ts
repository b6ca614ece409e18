import { buildRules } from '../runtime/build-rules-store.ts'
import { importRouteModules } from './navigation-instrumentation.ts'
import { createPreloadQueue } from './preload-queue.ts'
import { browserManifest, routeModulesFor } from './route-modules.ts'

/**
 * Every route preload on the page, whichever link asks (header, content,
 * footer): one queue, at most 4 in flight. A preload loads
 * the route's code; its data is fetched by the navigation. A preload that
 * fails is only forgotten: the navigation, if one comes, meets the failure
 * again and the reload guard decides.
 */
const queue = createPreloadQueue()

export function preloadRoute(pathname: string): void {
  if (buildRules.for(pathname).document) return
  const modules = routeModulesFor(pathname, browserManifest())
  if (modules) queue.add(pathname, () => importRouteModules(modules, (url) => import(/* @vite-ignore */ url)))
}

/**
 * Stands in for React Router's own `loadRouteModule` (its
 * `lib/dom/ssr/routeModules.js`), which the build swaps for this module
 * (`route-module-loader-plugin.ts`). React Router's version reloads the page on
 * any failed import, with no limit; here a failure goes to the handler the
 * page installed (the reload guard), so every reload has one owner.
 */
type ManifestRoute = { id: string; module: string }
type RouteModules = Record<string, unknown>

export type RouteModuleFailure = (error: unknown, route: ManifestRoute) => void

let onFailure: RouteModuleFailure | undefined

/** Installed once by the page's start-up code. */
export function setRouteModuleFailureHandler(handler: RouteModuleFailure | undefined): void {
  onFailure = handler
}

export async function loadRouteModule(route: ManifestRoute, routeModulesCache: RouteModules): Promise<unknown> {
  if (route.id in routeModulesCache) return routeModulesCache[route.id]
  try {
    const routeModule: unknown = await import(/* @vite-ignore */ route.module)
    routeModulesCache[route.id] = routeModule
    return routeModule
  } catch (error) {
    if (!onFailure) throw error
    onFailure(error, route)
    // As React Router does: the caller waits while the page leaves, or for good when it stays as it is.
    return new Promise(() => {})
  }
}

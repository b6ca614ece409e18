import { matchRoutes, type RouteObject } from 'react-router'

/** The part of React Router's browser manifest (`window.__reactRouterManifest`) used here. */
export type ManifestRoute = { id: string; parentId?: string; path?: string; index?: boolean; module: string }
export type BrowserManifest = { version: string; routes: Record<string, ManifestRoute | undefined> }

export function browserManifest(): BrowserManifest | undefined {
  return (globalThis as { __reactRouterManifest?: BrowserManifest }).__reactRouterManifest
}

function toRouteObjects(routes: ManifestRoute[], parentId: string | undefined): RouteObject[] {
  return routes
    .filter((route) => route.parentId === parentId)
    .map((route) => {
      const children = toRouteObjects(routes, route.id)
      return route.index
        ? ({ id: route.id, index: true, path: route.path } as RouteObject)
        : ({ id: route.id, path: route.path, children: children.length ? children : undefined } as RouteObject)
    })
}

/**
 * The route modules a path needs, from the routes the browser knows so far
 * (React Router discovers the others lazily); undefined when none matches.
 */
export function routeModulesFor(pathname: string, manifest: BrowserManifest | undefined): string[] | undefined {
  if (!manifest) return undefined
  const routes = Object.values(manifest.routes).filter((route): route is ManifestRoute => route !== undefined)
  const matches = matchRoutes(toRouteObjects(routes, undefined), pathname)
  if (!matches) return undefined
  return matches.map((match) => manifest.routes[match.route.id!]!.module)
}

/**
 * The route-rule matcher published in builds/meta/{buildId}.json (spec, section 7):
 * which paths are prerendered, which are cached for good, and which the server
 * renders per request. Exact paths sit in `static`, path prefixes in `wildcard`.
 */
export type RouteRules = {
  /** Served from a file written at build time. */
  prerender?: boolean
  /** Rendered by the server for each request. */
  ssr?: boolean
  /** The Cache-Control the server sends. */
  cache?: string
}

export type RouteRulesMatcher = {
  static: Record<string, RouteRules>
  wildcard: Record<string, RouteRules>
}

export function createRouteRulesMatcher(prerenderedPaths: readonly string[]): RouteRulesMatcher {
  return {
    static: Object.fromEntries([...prerenderedPaths].sort().map((path) => [path, { prerender: true, ssr: false, cache: 'no-cache' }])),
    wildcard: {
      '/': { ssr: true, cache: 'no-cache' },
      '/assets': { ssr: false, cache: 'public, max-age=31536000, immutable' },
      '/builds': { ssr: false, cache: 'no-cache' },
    },
  }
}

/** The rules for a path: matching prefixes from the shortest, then its exact entry. */
export function matchRouteRules(matcher: RouteRulesMatcher, path: string): RouteRules {
  const prefixes = Object.keys(matcher.wildcard)
    .filter((prefix) => prefix === '/' || path === prefix || path.startsWith(`${prefix}/`))
    .sort((a, b) => a.length - b.length)
  return Object.assign({}, ...prefixes.map((prefix) => matcher.wildcard[prefix]), matcher.static[path])
}

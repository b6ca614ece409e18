/**
 * The route-rule matcher published in builds/meta/{buildId}.json:
 * which paths are prerendered, which are cached for good, which the server
 * renders per request, and which are files rather than pages. Exact paths sit
 * in `static`, path prefixes in `wildcard`. The browser reads `document`
 * (docs/decisions/0070): such a path is never preloaded and always loaded as a
 * new document, because the client router has no screen for it.
 */
export type RouteRules = {
  /** Served from a file written at build time. */
  prerender?: boolean
  /** Rendered by the server for each request. */
  ssr?: boolean
  /** The Cache-Control the server sends. */
  cache?: string
  /** Not a page the client router can render (a feed, the sitemap, a build file): links load it as a new document. */
  document?: boolean
}

export type RouteRulesMatcher = {
  static: Record<string, RouteRules>
  wildcard: Record<string, RouteRules>
}

/** A last segment with an extension (`rss.xml`, `robots.txt`) names a file, not a page. */
const isFilePath = (path: string) => /\.[a-z0-9]+$/i.test(path.slice(path.lastIndexOf('/') + 1))

export function createRouteRulesMatcher(prerenderedPaths: readonly string[]): RouteRulesMatcher {
  return {
    static: Object.fromEntries(
      [...prerenderedPaths]
        .sort()
        .map((path): [string, RouteRules] => [
          path,
          { prerender: true, ssr: false, cache: 'no-cache', ...(isFilePath(path) ? { document: true } : {}) },
        ]),
    ),
    wildcard: {
      '/': { ssr: true, cache: 'no-cache' },
      '/assets': { ssr: false, cache: 'public, max-age=31536000, immutable', document: true },
      '/builds': { ssr: false, cache: 'no-cache', document: true },
    },
  }
}

/** A matcher read from the network: anything that is not one is treated as no rules at all. */
export function isRouteRulesMatcher(value: unknown): value is RouteRulesMatcher {
  const record = (part: unknown) => typeof part === 'object' && part !== null && !Array.isArray(part)
  return record(value) && record((value as RouteRulesMatcher).static) && record((value as RouteRulesMatcher).wildcard)
}

/** The rules for a path: matching prefixes from the shortest, then its exact entry. */
export function matchRouteRules(matcher: RouteRulesMatcher, path: string): RouteRules {
  const prefixes = Object.keys(matcher.wildcard)
    .filter((prefix) => prefix === '/' || path === prefix || path.startsWith(`${prefix}/`))
    .sort((a, b) => a.length - b.length)
  return Object.assign({}, ...prefixes.map((prefix) => matcher.wildcard[prefix]), matcher.static[path])
}

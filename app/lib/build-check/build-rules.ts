import { buildMetaPath } from '../../config/constants.ts'
import { isRouteRulesMatcher, matchRouteRules, type RouteRules, type RouteRulesMatcher } from './route-rules.ts'

/**
 * The route rules of the build this page came from, read from its
 * builds/meta/{buildId}.json. Until they arrive, or when they
 * cannot be read, every path has no rules: links behave as they always do.
 */
export function createBuildRules() {
  let matcher: RouteRulesMatcher | undefined
  return {
    async load(buildId: string, getJson: (path: string) => Promise<unknown>): Promise<boolean> {
      const meta = await getJson(buildMetaPath(buildId))
      const candidate = typeof meta === 'object' && meta !== null ? (meta as { matcher?: unknown }).matcher : undefined
      if (!isRouteRulesMatcher(candidate)) return false
      matcher = candidate
      return true
    },
    /** The rules for a path (without query or hash). */
    for(pathname: string): RouteRules {
      return matcher ? matchRouteRules(matcher, pathname) : {}
    },
  }
}

import { LATEST_BUILD_PATH } from '../../config/constants.ts'
import { startBuildCheck, type LatestBuild } from '../build-check/build-check.ts'
import { createUpdatePolicy } from '../build-check/update-policy.ts'

/**
 * The build check wired to the browser. It asks its own origin with a plain
 * fetch: the site's HTTP client (ofetch) is for the API at the configured base
 * address, and a missed check is simply made again later, so this call needs
 * neither, and content pages do not download ofetch for it.
 */
export function startBrowserBuildCheck({ currentId, hasUnsavedInput }: { currentId: string; hasUnsavedInput: () => boolean }) {
  const updates = createUpdatePolicy({ hasUnsavedInput, reload: () => window.location.reload(), storage: () => window.sessionStorage })
  startBuildCheck({
    currentId,
    fetchLatest: async () => {
      const response = await fetch(LATEST_BUILD_PATH, { cache: 'no-cache' })
      if (!response.ok) throw new Error(`${LATEST_BUILD_PATH}: ${response.status}`)
      return (await response.json()) as LatestBuild
    },
    onOutdated: updates.outdated,
    whenIdle: (callback) => ('requestIdleCallback' in window ? void window.requestIdleCallback(callback) : void setTimeout(callback, 1)),
    onVisible: (callback) => {
      const listener = () => document.visibilityState === 'visible' && callback()
      document.addEventListener('visibilitychange', listener)
      return () => document.removeEventListener('visibilitychange', listener)
    },
  })
  return updates
}

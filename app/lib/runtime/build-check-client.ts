import { LATEST_BUILD_PATH } from '../../config/constants.ts'
import { startBuildCheck, type LatestBuild } from '../build-check/build-check.ts'
import { createUpdatePolicy } from '../build-check/update-policy.ts'
import { http } from '../http/http-client.ts'

/** Loaded once the browser is idle: polls builds/latest.json and applies the update policy. */
export function startBrowserBuildCheck({ currentId, hasUnsavedInput }: { currentId: string; hasUnsavedInput: () => boolean }) {
  const updates = createUpdatePolicy({ hasUnsavedInput, reload: () => window.location.reload(), storage: () => window.sessionStorage })
  startBuildCheck({
    currentId,
    fetchLatest: () => http()<LatestBuild>(LATEST_BUILD_PATH, { baseURL: window.location.origin, cache: 'no-cache' }),
    onOutdated: updates.outdated,
    // Already idle: this module is loaded from an idle callback.
    whenIdle: (callback) => callback(),
    onVisible: (callback) => {
      const listener = () => document.visibilityState === 'visible' && callback()
      document.addEventListener('visibilitychange', listener)
      return () => document.removeEventListener('visibilitychange', listener)
    },
  })
  return updates
}

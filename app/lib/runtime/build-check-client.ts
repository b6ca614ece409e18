import { LATEST_BUILD_PATH } from '../../config/constants.ts'
import { startBuildCheck, type LatestBuild } from '../build-check/build-check.ts'
import { createUpdatePolicy } from '../build-check/update-policy.ts'
import { claimReload } from '../chunk-reload/reload-guard.ts'
import { buildRules } from './build-rules-store.ts'
import { leavePage } from './site-reload.ts'

/**
 * The site's HTTP client, loaded when the browser is idle: content pages do
 * not download the client before their first paint for a check that can wait.
 */
const client = async () => (await import('../http/http-client.ts')).http()

const whenIdle = (callback: () => void) =>
  'requestIdleCallback' in window ? void window.requestIdleCallback(callback) : void setTimeout(callback, 1)

/**
 * The build check wired to the browser, through the site's HTTP client (its
 * base address from the page configuration, its retry policy): first its own
 * build's meta and route rules, then builds/latest.json.
 */
export function startBrowserBuildCheck({ currentId, hasUnsavedInput }: { currentId: string; hasUnsavedInput: () => boolean }) {
  const storage = () => window.sessionStorage
  // Through the reload guard too: a path reloads at most once in its window, whatever the reason.
  const reload = () => {
    if (!claimReload(window.location.pathname, { storage })) return false
    leavePage(() => window.location.reload())
    return true
  }
  const updates = createUpdatePolicy({ hasUnsavedInput, reload, storage })
  whenIdle(() => {
    buildRules
      .load(currentId, async (path) => (await client())(path))
      .catch((error: unknown) => console.warn('Build meta not loaded', error))
  })
  startBuildCheck({
    currentId,
    fetchLatest: async () => (await client())<LatestBuild>(LATEST_BUILD_PATH, { cache: 'no-cache' }),
    onOutdated: updates.outdated,
    whenIdle,
    onVisible: (callback) => {
      const listener = () => document.visibilityState === 'visible' && callback()
      document.addEventListener('visibilitychange', listener)
      return () => document.removeEventListener('visibilitychange', listener)
    },
  })
  return updates
}

import { BUILD_CHECK_IDLE_DELAY_MS, BUILD_CHECK_INTERVAL_MS } from '../../config/constants.ts'

/** What builds/latest.json says. */
export type LatestBuild = { id: string; timestamp: number }

export type BuildCheckOptions = {
  /** The build this page came from. */
  currentId: string
  fetchLatest: () => Promise<LatestBuild>
  /** Called once, when a newer build is found; checking stops there. */
  onOutdated: (latest: LatestBuild) => void
  /** Runs a callback when the browser is idle (requestIdleCallback, or a timeout where there is none). */
  whenIdle: (callback: () => void) => void
  /** Calls back each time the tab becomes visible again; returns an unsubscribe. */
  onVisible: (callback: () => void) => () => void
  idleDelayMs?: number
  intervalMs?: number
  logError?: (...data: unknown[]) => void
}

/**
 * Polls for a newer build: first 1000 ms after the browser is
 * idle, then periodically and whenever the tab comes back into view.
 */
export function startBuildCheck({
  currentId,
  fetchLatest,
  onOutdated,
  whenIdle,
  onVisible,
  idleDelayMs = BUILD_CHECK_IDLE_DELAY_MS,
  intervalMs = BUILD_CHECK_INTERVAL_MS,
  logError = () => {},
}: BuildCheckOptions): () => void {
  let stopped = false
  let inFlight = false
  let firstTimer: ReturnType<typeof setTimeout> | undefined
  let interval: ReturnType<typeof setInterval> | undefined
  let unsubscribe = () => {}

  const stop = () => {
    stopped = true
    clearTimeout(firstTimer)
    clearInterval(interval)
    unsubscribe()
  }
  const check = async () => {
    if (stopped || inFlight) return
    inFlight = true
    try {
      const latest = await fetchLatest()
      if (!stopped && typeof latest?.id === 'string' && latest.id !== currentId) {
        stop()
        onOutdated(latest)
      }
    } catch (error) {
      // Offline or mid-deploy: the next check tries again.
      logError('Build check failed', error)
    } finally {
      inFlight = false
    }
  }

  whenIdle(() => {
    if (stopped) return
    firstTimer = setTimeout(() => {
      void check()
      interval = setInterval(() => void check(), intervalMs)
      unsubscribe = onVisible(() => void check())
    }, idleDelayMs)
  })
  return stop
}

import { MAX_PENDING_ROUTE_PRELOADS } from '../../config/constants.ts'

/**
 * At most a few route preloads in flight at once (4); the
 * rest wait in order. A key already queued or running is not added twice, so
 * hovering the same link again costs nothing.
 */
export function createPreloadQueue(limit: number = MAX_PENDING_ROUTE_PRELOADS) {
  const waiting: { key: string; task: () => Promise<unknown> }[] = []
  const running = new Set<string>()
  const settled = new Set<string>()

  const pump = () => {
    while (running.size < limit && waiting.length > 0) {
      const { key, task } = waiting.shift()!
      running.add(key)
      void Promise.resolve()
        .then(task)
        .then(
          () => settled.add(key),
          () => {}, // a failed preload is retried by the navigation itself
        )
        .finally(() => {
          running.delete(key)
          pump()
        })
    }
  }

  return {
    add(key: string, task: () => Promise<unknown>) {
      if (settled.has(key) || running.has(key) || waiting.some((entry) => entry.key === key)) return
      waiting.push({ key, task })
      pump()
    },
    get pending() {
      return running.size
    },
    get queued() {
      return waiting.length
    },
  }
}

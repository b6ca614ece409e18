/**
 * One connection, two lanes: operations run one at a time, in order within a lane, and whenever the connection is
 * free an operation of the urgent lane goes before every waiting one of the normal lane.
 *
 * PGlite has a single connection and queues every query and transaction in arrival order. Marking an e-mail sent
 * after the mail server accepted it then waited behind every form post queued meanwhile, which widened the window in
 * which a crash sends the e-mail again (docs/decisions/0044). The outbox takes the urgent lane: it waits for the one
 * operation in progress at most.
 */
export type Lane = 'urgent' | 'normal'

export function createPriorityLane() {
  const waiting: Record<Lane, (() => void)[]> = { urgent: [], normal: [] }
  let busy = false

  function next() {
    const start = waiting.urgent.shift() ?? waiting.normal.shift()
    if (start) start()
    else busy = false
  }

  return {
    /** Runs `operation` once the connection is this lane's turn; the next waiting operation starts when it settles. */
    async run<T>(lane: Lane, operation: () => Promise<T>): Promise<T> {
      if (busy) await new Promise<void>((resolve) => waiting[lane].push(resolve))
      busy = true
      try {
        return await operation()
      } finally {
        next()
      }
    },
    /** Operations waiting, per lane (for tests). */
    waiting: () => ({ urgent: waiting.urgent.length, normal: waiting.normal.length }),
  }
}

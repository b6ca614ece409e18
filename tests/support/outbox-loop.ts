import { OUTBOX_JOB } from '../../server/jobs.ts'
import type { OutboxWorker } from '../../server/outbox/worker.ts'
import { createScheduler } from '../../server/scheduler.ts'

/**
 * An outbox worker run as the server runs it (server/jobs.ts on the scheduler): every `pollMs`, and at once when
 * nudged after a commit. `close` stops the loop and the worker, after the delivery under way.
 */
export function runOutbox(worker: OutboxWorker, pollMs: number) {
  const scheduler = createScheduler({ ready: Promise.resolve(true) })
  scheduler.start([{ name: OUTBOX_JOB, everyMs: pollMs, run: () => worker.runOnce() }])
  return {
    nudge: () => scheduler.trigger(OUTBOX_JOB),
    close: async () => {
      await scheduler.close()
      await worker.close()
    },
  }
}

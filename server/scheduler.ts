import { failureCode } from './db/errors.ts'
import { silentLog, type Log } from './logger.ts'

/** A periodic job: what it does, and how long after its last run ended the next one starts. */
export type Job = { name: string; everyMs: number; run: () => Promise<unknown> }

export type Scheduler = {
  /** Runs each job once `ready` says the database is migrated, then every `everyMs` after the run before ended. */
  start(jobs: readonly Job[]): void
  /** Runs a job now rather than at its next turn (a new submission's e-mails); once more after the run under way. */
  trigger(name: string): void
  /** Stops the timers and waits for the runs under way: a delivery is never cut in half. */
  close(): Promise<void>
}

type Slot = { job: Job; timer?: ReturnType<typeof setTimeout>; running?: Promise<void>; again: boolean }

/**
 * The one owner of the server's periodic work (the jobs are listed in server/jobs.ts). Each job runs alone: a run
 * never overlaps the one before, and asking for a run while one is under way runs it once more right after, so a
 * burst of new submissions costs one extra pass, not one each. A failing run is logged by the job's name and the
 * next turn tries again; nothing waits on a job but shutdown.
 */
export function createScheduler({ ready, log = silentLog }: { ready: Promise<boolean>; log?: Log }): Scheduler {
  const slots = new Map<string, Slot>()
  let started = false
  let stopping = false

  const schedule = (slot: Slot, delay: number) => {
    if (stopping) return
    clearTimeout(slot.timer)
    slot.timer = setTimeout(() => run(slot), delay)
    slot.timer.unref()
  }

  function run(slot: Slot): void {
    if (stopping) return
    if (slot.running) {
      slot.again = true
      return
    }
    clearTimeout(slot.timer)
    slot.running = (async () => {
      do {
        slot.again = false
        try {
          await slot.job.run()
        } catch (error) {
          log.error(`${slot.job.name} failed`, { code: failureCode(error) })
        }
      } while (slot.again && !stopping)
    })().finally(() => {
      slot.running = undefined
      schedule(slot, slot.job.everyMs)
    })
  }

  return {
    start(jobs) {
      for (const job of jobs) {
        if (slots.has(job.name)) throw new Error(`Two jobs are named ${job.name}`)
        slots.set(job.name, { job, again: false })
      }
      // Nothing to do before the tables exist; a database closed before that starts nothing.
      void ready.then((migrated) => {
        if (!migrated || stopping) return
        started = true
        for (const slot of slots.values()) run(slot)
      })
    },
    trigger(name) {
      const slot = slots.get(name)
      if (slot && started) run(slot)
    },
    async close() {
      stopping = true
      for (const slot of slots.values()) clearTimeout(slot.timer)
      await Promise.all([...slots.values()].map((slot) => slot.running))
    },
  }
}

import { COMPANY_TIME_ZONE } from '../../app/config/constants.ts'
import type { DatabaseHandle } from '../db/database.ts'
import { failureCode } from '../db/errors.ts'
import { silentLog, type Log } from '../logger.ts'
import { startReminders } from '../staff/reminders.ts'
import { runDailyRetention } from './retention.ts'

/** How often a server looks whether today's run is still to do: the first look of a day claims and runs it. */
export const RETENTION_CHECK_MS = 60 * 60_000

/**
 * The retention schedule, applied once a company day by whichever server claims the day first, from the moment
 * the database is migrated. The log says what was destroyed in counts and references, never content.
 */
export function startRetentionJob({
  database,
  mailDir,
  log = silentLog,
  now = () => new Date(),
  everyMs = RETENTION_CHECK_MS,
}: {
  database: DatabaseHandle
  mailDir?: string
  log?: Log
  now?: () => Date
  everyMs?: number
}): () => Promise<void> {
  let stop: (() => Promise<void>) | undefined
  let closed = false
  void database.migrated.then((ready) => {
    if (!ready || closed) return
    stop = startReminders(
      async () => {
        const report = await runDailyRetention(database.db, { now: now(), mailDir, timeZone: COMPANY_TIME_ZONE })
        if (report)
          log.info('retention applied', {
            ...report.counts,
            references: report.references.map((item) => item.reference),
            held: report.held.length,
          })
      },
      (error) => log.error('retention failed', { code: failureCode(error) }),
      everyMs,
    )
  })
  return async () => {
    closed = true
    await stop?.()
  }
}

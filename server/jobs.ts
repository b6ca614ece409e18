import { COMPANY_TIME_ZONE } from '../app/config/constants.ts'
import type { StaffServices } from '../app/staff/domain/services.ts'
import type { Database } from './db/database.ts'
import type { Log } from './logger.ts'
import type { OutboxWorker } from './outbox/worker.ts'
import { newestBackupAge, pruneBackups, takeBackup } from './privacy/backups.ts'
import { nothingAfter, type AfterDestruction } from './privacy/destroy.ts'
import { runDailyRetention } from './privacy/retention.ts'
import type { Job } from './scheduler.ts'
import { queueDailyDigest, type DigestMail } from './staff/digest.ts'
import { queueOverdueReminders, type ReminderMail } from './staff/reminders.ts'

/** The outbox's job: run at once by the scheduler when a submission commits (server/scheduler.ts, `trigger`). */
export const OUTBOX_JOB = 'outbox'
/** How often the overdue reminders and the daily digest look whether something is due. */
export const STAFF_MAIL_EVERY_MS = 10 * 60_000
/** How often a server looks whether today's retention run is still to do: the first look of a day claims and runs it. */
export const RETENTION_CHECK_MS = 60 * 60_000
/** The embedded database's backup is taken once its newest is this old; looked at every hour. */
export const BACKUP_EVERY_MS = 24 * 60 * 60_000

/** The team's addresses and language (the forms' settings), and where the staff area lives. */
export type StaffMailSettings = {
  from: string
  teamAddresses: { contact: string; 'medical-information': string }
  teamLang: ReminderMail['teamLang']
  siteUrl: string
  timeZone: string
}

/** Who gets what: each form's team its overdue reminders, the medical-information team the daily digest. */
export function staffMail({ from, teamAddresses, teamLang, siteUrl, timeZone }: StaffMailSettings): {
  reminders: ReminderMail
  digest: DigestMail
} {
  return {
    reminders: { from, teamAddresses, teamLang, siteUrl },
    digest: { from, to: teamAddresses['medical-information'], teamLang, siteUrl, timeZone },
  }
}

export type JobParts = {
  db: Database
  log: Log
  now?: () => Date
  outbox: { worker: OutboxWorker; pollMs: number }
  /** The staff area's e-mails, when it is on: reminders to each form's team, the digest to medical information. */
  staff?: { cases: StaffServices; reminders: ReminderMail; digest: DigestMail }
  /** Where the .eml copies are (MAIL_DIR without SMTP): the retention run removes them with their submission. */
  mailDir?: string
  /** What follows a destruction: the tables rewritten, the journal (server/privacy/destroy.ts); the composition root's. */
  after?: AfterDestruction
  /**
   * The embedded database's daily backup, taken by the server that has it open (PGlite is one process's);
   * PostgreSQL's is `npm run backup`, on the operator's timer (README, Operations).
   */
  backup?: { dir: string; database: Parameters<typeof takeBackup>[1] & { kind: 'pglite' } }
}

/**
 * Every periodic job of a server, in one list: the outbox's delivery, the staff area's reminders and digest, and
 * the retention schedule. Each writes only what the database makes once across servers (an outbox row's unique
 * key, a retention day's claim), so every server runs them all.
 */
export function periodicJobs({ db, log, now = () => new Date(), outbox, staff, mailDir, after = nothingAfter, backup }: JobParts): Job[] {
  // Not at start: the copy holds the whole database for a moment, and a first start's forms come first.
  let started = false
  return [
    { name: OUTBOX_JOB, everyMs: outbox.pollMs, run: () => outbox.worker.runOnce() },
    ...(staff
      ? [
          {
            name: 'overdue-reminders',
            everyMs: STAFF_MAIL_EVERY_MS,
            run: async () => {
              const queued = await queueOverdueReminders(db, staff.cases, staff.reminders)
              if (queued) log.info('overdue reminders queued', { count: queued })
            },
          },
          {
            name: 'daily-digest',
            everyMs: STAFF_MAIL_EVERY_MS,
            run: async () => {
              if (await queueDailyDigest(db, staff.cases, staff.digest, now())) log.info('daily digest queued')
            },
          },
        ]
      : []),
    {
      name: 'retention',
      everyMs: RETENTION_CHECK_MS,
      run: async () => {
        const report = await runDailyRetention(db, { now: now(), mailDir, timeZone: COMPANY_TIME_ZONE, after })
        // Counts and references, never content.
        if (report)
          log.info('retention applied', {
            ...report.counts,
            references: report.references.map((item) => item.reference),
            held: report.held.length,
          })
      },
    },
    ...(backup
      ? [
          {
            name: 'backup',
            everyMs: RETENTION_CHECK_MS,
            run: async () => {
              if (!started) {
                started = true
                return
              }
              if ((await newestBackupAge(backup.dir, now())) < BACKUP_EVERY_MS) return
              const manifest = await takeBackup(backup.dir, backup.database, now)
              const removed = await pruneBackups(backup.dir, now())
              log.info('backup taken', { file: manifest.file, bytes: manifest.bytes, removed: removed.length })
            },
          },
        ]
      : []),
  ]
}

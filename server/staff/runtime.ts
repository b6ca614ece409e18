import type express from 'express'
import type { RouterContext } from 'react-router'
import type { StaffServices } from '../../app/staff/domain/services.ts'
import { staffRequestContext } from '../../app/staff/staff-context.server.ts'
import { matchStaffScreen, STAFF_ROOT } from '../../app/staff/domain/staff-paths.ts'
import { staffScreens } from '../../app/routing/route-table.ts'
import type { DatabaseHandle } from '../db/database.ts'
import { silentLog, type Log } from '../logger.ts'
import { createStaffServices } from './cases.ts'
import { createPrivacyServices } from '../privacy/services.ts'
import type { StaffConfig } from './config.ts'
import { createOidc } from './oidc.ts'
import { staffRouter, staffSessionOf } from './routes.ts'
import { createSessionStore } from './sessions.ts'
import { failureCode } from '../db/errors.ts'
import { queueDailyDigest } from './digest.ts'
import { queueOverdueReminders, startReminders, type ReminderMail } from './reminders.ts'

/** The staff area's part of a server: its Express router, its router context, and which staff paths take posts. */
export type StaffRuntime = {
  services: StaffServices
  install(app: express.Express): void
  contextEntries(res: express.Response): [RouterContext<unknown>, unknown][]
  acceptsPost(path: string): boolean
  /** Stops the overdue reminders and the daily digest (after the run under way). */
  close(): Promise<void>
}

export function createStaffRuntime({
  config,
  database,
  log = silentLog,
  now,
  reminders,
  mailDir,
}: {
  config: StaffConfig
  database: DatabaseHandle
  log?: Log
  now?: () => Date
  /** Where overdue reminders go (the forms' team addresses) and the daily digest (the medical-information one); none without it. */
  reminders?: Omit<ReminderMail, 'siteUrl'>
  /** Where the .eml copies of e-mails are (MAIL_DIR without SMTP): a person's find and erasure include them. */
  mailDir?: string
}): StaffRuntime {
  const services = createStaffServices({ db: database.db, timeZone: config.timeZone, now })
  const privacy = createPrivacyServices({ db: database.db, mailDir, now, timeZone: config.timeZone })
  const sessions = createSessionStore(database.db, config, now)
  const oidc = createOidc(config)
  const router = staffRouter({ config, oidc, sessions, services, log })
  const postable = new Set<string>(staffScreens.filter((s) => 'acceptsPost' in s).map((s) => s.name))
  log.info('staff area on', { issuer: config.issuer.origin })
  let stopReminders: (() => Promise<void>) | undefined
  let closed = false
  if (reminders) {
    void database.migrated.then((ready) => {
      if (!ready || closed) return
      const digestMail = {
        from: reminders.from,
        to: reminders.teamAddresses['medical-information'],
        teamLang: reminders.teamLang,
        siteUrl: config.siteUrl,
        timeZone: config.timeZone,
      }
      stopReminders = startReminders(
        async () => {
          // Each on its own: a failing reminder query must not cost the team its digest, nor the reverse.
          try {
            const queued = await queueOverdueReminders(database.db, services, { ...reminders, siteUrl: config.siteUrl })
            if (queued) log.info('overdue reminders queued', { count: queued })
          } catch (error) {
            log.error('overdue reminders failed', { code: failureCode(error) })
          }
          if (await queueDailyDigest(database.db, services, digestMail, (now ?? (() => new Date()))())) log.info('daily digest queued')
        },
        (error) => log.error('daily digest failed', { code: failureCode(error) }),
      )
    })
  }
  return {
    async close() {
      closed = true
      await stopReminders?.()
    },
    services,
    install(app) {
      app.use(STAFF_ROOT, router)
    },
    contextEntries: (res) => [[staffRequestContext as RouterContext<unknown>, { session: staffSessionOf(res), services, privacy }]],
    acceptsPost(path) {
      if (path === '/staff/sign-out') return true
      const match = matchStaffScreen(path.replace(/\.data$/, ''))
      return match !== undefined && postable.has(match.name)
    },
  }
}

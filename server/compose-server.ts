import path from 'node:path'
import type { RouterContext } from 'react-router'
import type { Env } from '../app/config/env.server.ts'
import { privacyContext } from '../app/privacy/privacy-context.server.ts'
import { approvalRecordContext } from '../app/staff/approval-record-context.server.ts'
import type { Feature } from './app.ts'
import { adminRoutes, decapFiles } from './cms/admin.ts'
import { cmsModeFromEnv, siteStylesheet } from './cms/settings.ts'
import { openDatabase, type DatabaseHandle } from './db/database.ts'
import { formsConfigFromEnv } from './forms/config.ts'
import { createFormsRuntime } from './forms/runtime.ts'
import type { Closer } from './graceful-shutdown.ts'
import type { HealthChecks } from './health.ts'
import { OUTBOX_JOB, periodicJobs, staffMail } from './jobs.ts'
import type { Log } from './logger.ts'
import { prepareMailFolder } from './mail/mail-folder.ts'
import { fileMailer, smtpMailer } from './mail/transport.ts'
import { createOutboxWorker } from './outbox/worker.ts'
import { backupSocketPath, serveBackupRequests } from './privacy/backup-socket.ts'
import { takeBackup } from './privacy/backups.ts'
import { createJournal } from './privacy/journal.ts'
import { createScrubber } from './privacy/scrub.ts'
import { createPrivacyServices } from './privacy/services.ts'
import { createScheduler } from './scheduler.ts'
import { staffConfigFromEnv } from './staff/config.ts'
import { caseDeskMail } from './staff/mail/notifications.ts'
import { createStaffRuntime } from './staff/runtime.ts'

export type ServerParts = {
  database: DatabaseHandle
  features: Feature[]
  admin: Awaited<ReturnType<typeof adminRoutes>> | undefined
  healthChecks: HealthChecks
  readinessChecks: HealthChecks
  /** In the order they close, once the last request has finished. */
  closers: Closer[]
}

/**
 * The composition root: the one place that makes the server's services from its settings and hands each feature
 * what it needs. One database (migrated on start), one mailer and its outbox, the forms, the staff area with its
 * sessions and the privacy tools when staff sign-in is configured, the CMS, and one scheduler running every
 * periodic job of server/jobs.ts. No feature opens a database or starts a timer of its own.
 */
export async function composeServer({
  env,
  log,
  root,
  buildDir,
  development,
}: {
  env: Env
  log: Log
  root: string
  buildDir: string
  development: boolean
}): Promise<ServerParts> {
  const formsConfig = formsConfigFromEnv(env)
  const staffConfig = staffConfigFromEnv(env)
  const database = openDatabase({ url: formsConfig.databaseUrl, dataDir: formsConfig.dataDir, log })
  // Without SMTP every e-mail is an .eml file there; a person's find and erasure, and retention, include them.
  const mailDir = formsConfig.smtpUrl ? undefined : formsConfig.mailDir
  if (mailDir) prepareMailFolder(mailDir, log)
  const mailer = formsConfig.smtpUrl ? smtpMailer(formsConfig.smtpUrl) : fileMailer(formsConfig.mailDir)
  // What a restore of an older backup must know: what was destroyed and what was sent since (docs/decisions/0146).
  const backupDir = path.resolve(env.BACKUP_DIR)
  const journal = createJournal({ backupDir, log })
  const after = { scrub: createScrubber(database), journal }
  const { pollMs, ...delivery } = formsConfig.outbox
  const outbox = createOutboxWorker({
    db: database.outboxDb,
    mailer,
    log,
    ...delivery,
    onSent: (sent) => journal.sent({ ...sent, sentAt: sent.sentAt.toISOString() }),
  })
  const scheduler = createScheduler({ ready: database.migrated, log })
  // The embedded database is this process's: it backs it up, daily and when `npm run backup` asks.
  const pglite = database.kind === 'pglite' ? ({ kind: 'pglite', database } as const) : undefined
  const backupRequests = pglite
    ? serveBackupRequests({ socketPath: backupSocketPath(formsConfig.dataDir), take: () => takeBackup(backupDir, pglite), log })
    : undefined

  const forms = createFormsRuntime({
    config: formsConfig,
    database,
    // A new submission's e-mails leave at once rather than at the next poll.
    onStored: () => scheduler.trigger(OUTBOX_JOB),
    caseDesk: staffConfig ? caseDeskMail({ siteUrl: staffConfig.siteUrl }) : undefined,
    log,
  })
  const staff = staffConfig
    ? createStaffRuntime({
        config: staffConfig,
        database,
        rateLimit: { redisUrl: formsConfig.redisUrl, prefix: formsConfig.rateLimit.prefix },
        log,
        replyFrom: env.MAIL_REPLY_FROM,
        answerTarget: env.ANSWER_TARGET_BUSINESS_DAYS,
        followUpTeam: { to: formsConfig.teamAddresses['medical-information'], lang: formsConfig.teamLang },
        // A reply leaves at once rather than at the next poll.
        onMailQueued: () => scheduler.trigger(OUTBOX_JOB),
      })
    : undefined
  // The privacy officer's screens are in the staff area: no staff sign-in, no privacy screens.
  const privacy = staffConfig ? createPrivacyServices({ db: database.db, mailDir, after, timeZone: staffConfig.timeZone }) : undefined
  log.info('forms ready to start', {
    database: database.kind,
    mail: mailer.target,
    rateLimitStore: formsConfig.redisUrl ? 'redis' : 'memory',
  })

  scheduler.start(
    periodicJobs({
      db: database.db,
      log,
      outbox: { worker: outbox, pollMs },
      mailDir,
      after,
      backup: pglite ? { dir: backupDir, database: pglite } : undefined,
      staff:
        staff && staffConfig
          ? {
              cases: staff.area.cases,
              ...staffMail({
                from: formsConfig.mailFrom,
                teamAddresses: formsConfig.teamAddresses,
                teamLang: formsConfig.teamLang,
                siteUrl: staffConfig.siteUrl,
                timeZone: staffConfig.timeZone,
              }),
            }
          : undefined,
    }),
  )

  // The CMS at /admin: on the working tree in development, on the git host when configured (docs/decisions/0130).
  const cmsMode = cmsModeFromEnv(env)
  const decapDir = decapFiles(development ? [path.join(root, 'node_modules', 'decap-cms', 'dist')] : [path.join(buildDir, 'cms')])
  const admin =
    cmsMode && decapDir
      ? await adminRoutes({
          mode: cmsMode,
          decapDir,
          repoDir: path.dirname(path.resolve(root, env.CONTENT_DIR)),
          stylesheet: siteStylesheet(development, buildDir),
        })
      : undefined

  const features: Feature[] = [forms]
  if (staff) features.push(staff)
  if (privacy) features.push({ contextEntries: () => [[privacyContext as RouterContext<unknown>, privacy]] })
  // The approval record the administrators read: the build's copy, or the working tree's in development (0191).
  const approvalRecord = development
    ? path.resolve(root, env.CONTENT_DIR, 'approvals', 'approvals.jsonl')
    : path.join(buildDir, 'approvals.jsonl')
  if (staff) features.push({ contextEntries: () => [[approvalRecordContext as RouterContext<unknown>, approvalRecord]] })
  return {
    database,
    features,
    admin,
    // When the database is down the pages must still be served and the forms answer "try again or call"
    // (docs/decisions/0011), so /healthz reports it as `degraded` (200); /healthz/database answers 503 (0033).
    healthChecks: { database: { probe: () => database.ping(), critical: false } },
    // Ready once the forms can store: a load balancer sends visitors' posts to this instance only then.
    readinessChecks: { database: { probe: () => database.ping(), critical: true } },
    closers: [
      // The jobs first, the delivery under way included; then the mailer, the rate-limit store and the database.
      { name: 'jobs', close: () => scheduler.close() },
      { name: 'outbox', close: () => outbox.close() },
      { name: 'forms', close: () => forms.close() },
      ...(staff ? [{ name: 'staff', close: () => staff.close() }] : []),
      ...(backupRequests ? [{ name: 'backup-requests', close: () => backupRequests.close() }] : []),
      { name: 'database', close: () => database.close() },
    ],
  }
}

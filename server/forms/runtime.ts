import type express from 'express'
import type { RouterContext } from 'react-router'
import type { FormServices } from '../../app/forms/domain/services.ts'
import { formPostContext, formServicesContext } from '../../app/forms/services-context.server.ts'
import { openDatabase, type DatabaseHandle } from '../db/database.ts'
import { silentLog, type Log } from '../logger.ts'
import { prepareMailFolder } from '../mail/mail-folder.ts'
import { fileMailer, smtpMailer } from '../mail/transport.ts'
import { createOutboxWorker, type OutboxWorker } from '../outbox/worker.ts'
import type { FormsConfig } from './config.ts'
import { formPostPaths } from './form-paths.ts'
import { postablePaths } from '../../app/routing/paths.ts'
import { formPostGuard, verdictOf } from './guard.ts'
import { createFormServices } from './submit.ts'

/** The forms' part of a server: services for the actions, the guard for Express, and their lifecycle. */
export type FormsRuntime = {
  services: FormServices
  database: DatabaseHandle
  worker: OutboxWorker
  /** Puts the guard into an Express app, before React Router. */
  install(app: express.Express): void
  /** The router context entries for one request. */
  contextEntries(res: express.Response): [RouterContext<unknown>, unknown][]
  /** Starts delivering the outbox. */
  start(): void
  /** Stops the outbox worker (after the message being sent), then the rate-limit store and the database. */
  close(): Promise<void>
}

export function createFormsRuntime({ config, log = silentLog }: { config: FormsConfig; log?: Log }): FormsRuntime {
  const database = openDatabase({ url: config.databaseUrl, dataDir: config.dataDir, log })
  if (!config.smtpUrl) prepareMailFolder(config.mailDir, log)
  const mailer = config.smtpUrl ? smtpMailer(config.smtpUrl) : fileMailer(config.mailDir)
  const worker = createOutboxWorker({ db: database.outboxDb, mailer, log, ...config.outbox })
  const services = createFormServices({
    database,
    mail: { from: config.mailFrom, teamAddresses: config.teamAddresses, teamLang: config.teamLang, staff: config.staffMail },
    onStored: () => worker.nudge(),
    log,
  })
  const guard = formPostGuard({
    paths: postablePaths(),
    rateLimitedPaths: formPostPaths(),
    allowedOrigins: config.allowedOrigins,
    maxBytes: config.maxBytes,
    rateLimit: { ...config.rateLimit, redisUrl: config.redisUrl, log },
  })
  log.info('forms ready to start', {
    database: database.kind,
    mail: mailer.target,
    rateLimitStore: config.redisUrl ? 'redis' : 'memory',
  })
  let closing: Promise<void> | undefined
  return {
    services,
    database,
    worker,
    install(app) {
      app.use(guard.middleware)
    },
    contextEntries: (res) => [
      [formServicesContext as RouterContext<unknown>, services],
      [formPostContext as RouterContext<unknown>, verdictOf(res)],
    ],
    start() {
      // Delivery starts once the tables exist; until then there is nothing to deliver.
      void database.migrated.then((ready) => ready && !closing && worker.start())
    },
    close() {
      closing ??= (async () => {
        await worker.close()
        await guard.close()
        await database.close()
      })()
      return closing
    },
  }
}

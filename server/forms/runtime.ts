import type express from 'express'
import type { RouterContext } from 'react-router'
import type { FormServices } from '../../app/forms/domain/services.ts'
import { formPostContext, formServicesContext } from '../../app/forms/services-context.server.ts'
import { postablePaths, takesPost } from '../../app/routing/paths.ts'
import type { DatabaseHandle } from '../db/database.ts'
import { silentLog, type Log } from '../logger.ts'
import type { FormsConfig } from './config.ts'
import { formPostPaths } from './form-paths.ts'
import { formPostGuard, verdictOf } from './guard.ts'
import type { CaseDeskMail } from './mail/compose.ts'
import { createFormServices } from './submit.ts'

/** The forms' part of a server: services for the actions, the guard for Express, and closing its rate-limit store. */
export type FormsRuntime = {
  services: FormServices
  /** Puts the guard into an Express app, before React Router. */
  install(app: express.Express): void
  /** The router context entries for one request. */
  contextEntries(res: express.Response): [RouterContext<unknown>, unknown][]
  close(): Promise<void>
}

/**
 * The forms on the server's database (made by the composition root, server/compose-server.ts): each submission
 * with its e-mails in one transaction, then `onStored`, which sends them at once.
 */
export function createFormsRuntime({
  config,
  database,
  onStored,
  caseDesk,
  log = silentLog,
}: {
  config: FormsConfig
  database: DatabaseHandle
  onStored: () => void
  /** The staff area's e-mail texts, when it is on. */
  caseDesk?: CaseDeskMail
  log?: Log
}): FormsRuntime {
  const services = createFormServices({
    database,
    mail: { from: config.mailFrom, teamAddresses: config.teamAddresses, teamLang: config.teamLang, caseDesk },
    onStored,
    log,
  })
  const fixed = postablePaths()
  const guard = formPostGuard({
    paths: { has: (page) => takesPost(page, fixed) },
    rateLimitedPaths: formPostPaths(),
    allowedOrigins: config.allowedOrigins,
    maxBytes: config.maxBytes,
    rateLimit: { ...config.rateLimit, redisUrl: config.redisUrl, log },
  })
  return {
    services,
    install(app) {
      app.use(guard.middleware)
    },
    contextEntries: (res) => [
      [formServicesContext as RouterContext<unknown>, services],
      [formPostContext as RouterContext<unknown>, verdictOf(res)],
    ],
    close: () => guard.close(),
  }
}

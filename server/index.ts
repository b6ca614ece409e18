import path from 'node:path'
import { envDefaults, envOrExit } from '../app/config/env.server.ts'
import { createApp } from './app.ts'
import { formsConfigFromEnv } from './forms/config.ts'
import { createShutdown, type Closer } from './graceful-shutdown.ts'
import { createFormsRuntime } from './forms/runtime.ts'
import type { HealthChecks } from './health.ts'
import { createHttpServer, httpConfigFromEnv, listenOn } from './http-server.ts'
import { createLogger, routeConsoleTo } from './logger.ts'
import { pageSettingsFromEnv } from './prerendered.ts'
import { developmentBuild, productionBuild } from './router-build.ts'
import { staffConfigFromEnv } from './staff/config.ts'
import { createStaffRuntime } from './staff/runtime.ts'
import { startRetentionJob } from './privacy/retention-job.ts'
import { adminRoutes, decapFiles } from './cms/admin.ts'
import { cmsModeFromEnv, siteStylesheet } from './cms/settings.ts'

/**
 * The one server entry: `npm start` (NODE_ENV=production, the build on disk) and `npm run dev`
 * (NODE_ENV=development, Vite compiling on request) run this same file, with the same app, headers and CSP;
 * only where React Router's build comes from differs (server/router-build.ts, docs/decisions/0092).
 */

// Every setting is checked before anything starts: a bad one stops the process here, with one line naming it.
const env = envOrExit()
const root = path.resolve(import.meta.dirname, '..')
const buildDir = path.resolve(root, env.BUILD_DIR)
const development = env.NODE_ENV === 'development'
// Development keeps Vite's usual port unless PORT is set (an empty PORT counts as unset).
const port = env.PORT ?? (development ? 5173 : Number(envDefaults.PORT))
const graceMs = env.SHUTDOWN_GRACE_MS

const logger = createLogger({ level: env.LOG_LEVEL })
routeConsoleTo(logger)
process.on('uncaughtException', (error) => {
  logger.error('uncaught exception', { error })
  process.exit(1)
})
process.on('unhandledRejection', (reason) => logger.error('unhandled rejection', { error: reason }))

// Services close in this order once the last request has finished.
const closers: Closer[] = []
const healthChecks: HealthChecks = {}
const readinessChecks: HealthChecks = {}

// The forms: database (migrated on start), outbox worker, rate limit. Closing waits for the e-mail being sent.
// When the database is down the pages must still be served and the forms answer "try again or call"
// (docs/decisions/0011), so /healthz reports it as `degraded` (200); /healthz/database answers 503 (0033).
const forms = createFormsRuntime({ config: formsConfigFromEnv(env), log: logger })
closers.push({ name: 'forms', close: () => forms.close() })
healthChecks.database = { probe: () => forms.database.ping(), critical: false }
// Ready once the forms can store: a load balancer sends visitors' posts to this instance only then.
readinessChecks.database = { probe: () => forms.database.ping(), critical: true }
forms.start()
// The staff area, on the forms' database, only when staff sign-in is configured (docs/decisions/0110).
const staffConfig = staffConfigFromEnv(env)
const formsConfig = formsConfigFromEnv(env)
const staff = staffConfig
  ? createStaffRuntime({
      config: staffConfig,
      database: forms.database,
      log: logger,
      reminders: { from: formsConfig.mailFrom, teamAddresses: formsConfig.teamAddresses, teamLang: formsConfig.teamLang },
      mailDir: formsConfig.smtpUrl ? undefined : formsConfig.mailDir,
    })
  : undefined
// The retention schedule, once a day across the servers (docs/decisions/0120); .eml files only without SMTP.
const stopRetention = startRetentionJob({
  database: forms.database,
  mailDir: formsConfig.smtpUrl ? undefined : formsConfig.mailDir,
  log: logger,
})
closers.unshift({ name: 'retention', close: stopRetention })
// Before the forms (and their database) close.
if (staff) closers.unshift({ name: 'staff', close: () => staff.close() })

const http = httpConfigFromEnv(env)
const server = createHttpServer(http.limits, logger)
const routerBuild = development ? await developmentBuild(server) : await productionBuild(buildDir)
if (routerBuild.mode === 'development') closers.push({ name: 'vite', close: routerBuild.close })
// The CMS at /admin: on the working tree in development, on the git host when configured (docs/decisions/0130).
const cmsMode = cmsModeFromEnv(env)
const decapDir = decapFiles(development ? [path.join(root, 'node_modules', 'decap-cms', 'dist')] : [path.join(buildDir, 'client', 'admin')])
const admin =
  cmsMode && decapDir
    ? await adminRoutes({
        mode: cmsMode,
        decapDir,
        repoDir: path.dirname(path.resolve(root, env.CONTENT_DIR)),
        stylesheet: siteStylesheet(development, buildDir),
      })
    : undefined
const shutdown = createShutdown({ server, logger, closers, graceMs })
const app = createApp({
  routerBuild,
  logger,
  pageSettings: pageSettingsFromEnv(env),
  healthChecks,
  readinessChecks,
  trustProxy: env.TRUST_PROXY ?? false,
  lifecycle: shutdown,
  forms,
  staff,
  admin,
})
server.on('request', app)

await listenOn(server, port, http.host)
logger.info('listening', {
  url: `http://${http.host?.includes(':') ? `[${http.host}]` : (http.host ?? 'localhost')}:${port}`,
  host: http.host ?? 'every interface',
  mode: routerBuild.mode,
  ...(routerBuild.mode === 'production' ? { buildDir: path.relative(root, buildDir) || '.' } : {}),
})

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => void shutdown.shutdown(signal))
}

import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { ServerBuild } from 'react-router'
import { envDefaults, envOrExit } from '../app/config/env.server.ts'
import { createApp } from './app.ts'
import { formsConfigFromEnv } from './forms/config.ts'
import { createShutdown, type Closer } from './graceful-shutdown.ts'
import { createFormsRuntime } from './forms/runtime.ts'
import type { HealthChecks } from './health.ts'
import { createHttpServer, httpConfigFromEnv, listenOn } from './http-server.ts'
import { createLogger, routeConsoleTo } from './logger.ts'
import { pageSettingsFromEnv } from './prerendered.ts'

// Every setting is checked before anything starts: a bad one stops the process here, with one line naming it.
const env = envOrExit()
const root = path.resolve(import.meta.dirname, '..')
const buildDir = path.resolve(root, env.BUILD_DIR)
const port = env.PORT ?? Number(envDefaults.PORT)
const graceMs = env.SHUTDOWN_GRACE_MS

const logger = createLogger({ level: env.LOG_LEVEL })
routeConsoleTo(logger)
process.on('uncaughtException', (error) => {
  logger.error('uncaught exception', { error })
  process.exit(1)
})
process.on('unhandledRejection', (reason) => logger.error('unhandled rejection', { error: reason }))

const build = (await import(pathToFileURL(path.join(buildDir, 'server/index.js')).href)) as ServerBuild

// Services close in this order once the last request has finished.
const closers: Closer[] = []
const healthChecks: HealthChecks = {}

// The forms: database (migrated on start), outbox worker, rate limit. Closing waits for the e-mail being sent.
// When the database is down the pages must still be served and the forms answer "try again or call"
// (docs/decisions/0011), so /healthz reports it as `degraded` (200); /healthz/database answers 503 (0033).
const forms = createFormsRuntime({ config: formsConfigFromEnv(env), log: logger })
closers.push({ name: 'forms', close: () => forms.close() })
healthChecks.database = { probe: () => forms.database.ping(), critical: false }
forms.start()

const http = httpConfigFromEnv(env)
const server = createHttpServer(http.limits, logger)
const shutdown = createShutdown({ server, logger, closers, graceMs })
const app = createApp({ build, clientDir: path.join(buildDir, 'client'), logger, pageSettings: pageSettingsFromEnv(env), healthChecks, lifecycle: shutdown, forms })
server.on('request', app)

await listenOn(server, port, http.host)
logger.info('listening', {
  url: `http://${http.host?.includes(':') ? `[${http.host}]` : (http.host ?? 'localhost')}:${port}`,
  host: http.host ?? 'every interface',
  buildDir: path.relative(root, buildDir) || '.',
})

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => void shutdown.shutdown(signal))
}

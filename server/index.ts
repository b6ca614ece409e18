import http from 'node:http'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { ServerBuild } from 'react-router'
import { createApp } from './app.ts'
import { createShutdown, type Closer } from './graceful-shutdown.ts'
import { createFormsRuntime } from './forms/runtime.ts'
import type { HealthChecks } from './health.ts'
import { createLogger, routeConsoleTo } from './logger.ts'

const root = path.resolve(import.meta.dirname, '..')
const buildDir = path.resolve(root, process.env.BUILD_DIR ?? 'build')
const port = Number(process.env.PORT ?? 3000)
const graceMs = Number(process.env.SHUTDOWN_GRACE_MS ?? 10_000)

const logger = createLogger()
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
const forms = createFormsRuntime({ log: logger })
closers.push({ name: 'forms', close: () => forms.close() })
healthChecks.database = { probe: () => forms.database.ping(), critical: false }
forms.start()

const server = http.createServer()
const shutdown = createShutdown({ server, logger, closers, graceMs })
const app = createApp({ build, clientDir: path.join(buildDir, 'client'), logger, healthChecks, lifecycle: shutdown, forms })
server.on('request', app)

server.listen(port, () => {
  logger.info('listening', { url: `http://localhost:${port}`, buildDir: path.relative(root, buildDir) || '.' })
})

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => void shutdown.shutdown(signal))
}

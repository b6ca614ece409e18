import path from 'node:path'
import { envDefaults, envOrExit } from '../app/config/env.server.ts'
import { createApp } from './app.ts'
import { composeServer } from './compose-server.ts'
import { createShutdown } from './graceful-shutdown.ts'
import { createHttpServer, httpConfigFromEnv, listenOn } from './http-server.ts'
import { createLogger, routeConsoleTo } from './logger.ts'
import { pageSettingsFromEnv } from './prerendered.ts'
import { developmentBuild, productionBuild } from './router-build.ts'

/**
 * The server, started by its one entry, server/index.ts: `npm start` (NODE_ENV=production, the build on disk) and
 * `npm run dev` (NODE_ENV=development, Vite compiling on request) run the same app, headers and CSP; only where
 * React Router's build comes from differs (server/router-build.ts, docs/decisions/0092).
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

// Every service, feature and periodic job of this server, from one composition root; the database starts
// connecting (or, on a first start, being made) now, while the pages' build loads.
const parts = await composeServer({ env, log: logger, root, buildDir, development })
const http = httpConfigFromEnv(env)
const server = createHttpServer(http.limits, logger)
const routerBuild = development ? await developmentBuild(server) : await productionBuild(buildDir)
const closers = routerBuild.mode === 'development' ? [...parts.closers, { name: 'vite', close: routerBuild.close }] : parts.closers
const shutdown = createShutdown({ server, logger, closers, graceMs })
const app = createApp({
  routerBuild,
  logger,
  pageSettings: pageSettingsFromEnv(env),
  siteUrl: env.SITE_URL,
  healthChecks: parts.healthChecks,
  readinessChecks: parts.readinessChecks,
  trustProxy: env.TRUST_PROXY ?? false,
  lifecycle: shutdown,
  features: parts.features,
  admin: parts.admin,
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

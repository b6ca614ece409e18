import compression from 'compression'
import express from 'express'
import { createRequestHandler } from '@react-router/express'
import { RouterContextProvider, type ServerBuild } from 'react-router'
import { requestRejectionContext, requestValuesContext, type RequestValues } from '../app/server-context.ts'
import { healthz, type HealthChecks } from './health.ts'
import { hcpGate } from './hcp-gate.ts'
import { createLogger, type Logger } from './logger.ts'
import { servePrerendered } from './prerendered.ts'
import { createRequestValues } from './request-values.ts'
import { requestGuard, rejectionOf } from './request-guard.ts'
import { requestLog } from './request-log.ts'
import { securityHeaders } from './security-headers.ts'
import { assetFiles, buildFiles, precompressed } from './static-files.ts'
import { postedPage } from './forms/form-paths.ts'
import { postablePaths } from '../app/routing/paths.ts'
import type { FormsRuntime } from './forms/runtime.ts'

export type AppOptions = {
  /** The React Router server build (`build/server/index.js`). */
  build: ServerBuild
  /** The client build folder with assets and prerendered pages (`build/client`). */
  clientDir: string
  logger?: Logger
  /** Whether a tag manager container is configured: its hosts join the CSP. */
  tagManager?: boolean
  /** Probes run by /healthz (the database, when the server has one). */
  healthChecks?: HealthChecks
  /** The process's shutdown state (server/graceful-shutdown.ts); absent in tests that build an app alone. */
  lifecycle?: { isShuttingDown: () => boolean; closeConnections: express.RequestHandler }
  /** The contact and medical-information forms (server/forms): their guard and their services. */
  forms?: Pick<FormsRuntime, 'install' | 'contextEntries'>
}

type Locals = { requestValues: RequestValues }
const valuesOf = (res: express.Response) => (res.locals as Locals).requestValues

/**
 * The production Express app: security headers and logging on every answer,
 * static files first, then React Router for everything else.
 */
export function createApp({
  build,
  clientDir,
  logger = createLogger(),
  tagManager = Boolean(process.env.GTM_ID),
  healthChecks = {},
  lifecycle = { isShuttingDown: () => false, closeConnections: (_req, _res, next) => next() },
  forms,
}: AppOptions): express.Express {
  const app = express()
  app.disable('x-powered-by')

  // Every response gets its own nonce, used by the CSP header and by the page.
  app.use((_req, res, next) => {
    ;(res.locals as Locals).requestValues = createRequestValues()
    next()
  })
  app.use(requestLog(logger))
  app.use(lifecycle.closeConnections)
  app.use(securityHeaders({ nonceOf: (res) => valuesOf(res as express.Response).nonce, tagManager }))
  // HTML carries a fresh nonce each time, so it is compressed per response (brotli when accepted);
  // static files are sent precompressed by the build (docs/decisions/0031).
  app.use(compression())

  const render = createRequestHandler({
    build,
    getLoadContext: (_req, res) =>
      new RouterContextProvider(
        new Map([
          [requestValuesContext, valuesOf(res)],
          [requestRejectionContext, rejectionOf(res)],
          ...(forms?.contextEntries(res) ?? []),
        ]),
      ),
  })
  // Bad addresses and methods are refused first, with the site's own screen (docs/decisions/0042).
  const postPaths = postablePaths()
  app.use(requestGuard({ acceptsPost: (path) => postPaths.has(postedPage(path)), render }))

  const health = healthz({ checks: healthChecks, isShuttingDown: lifecycle.isShuttingDown, logger })
  app.get('/healthz', health)
  app.get('/healthz/:probe', health)

  app.use(hcpGate())
  app.use(precompressed(clientDir))
  app.use(assetFiles(clientDir))
  app.use(servePrerendered(clientDir, valuesOf))
  app.use(buildFiles(clientDir))
  // Form posts: origin, size and rate limit are checked here, answered by the form's action.
  forms?.install(app)
  app.all('/{*path}', render)
  return app
}

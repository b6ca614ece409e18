import path from 'node:path'
import compression from 'compression'
import express from 'express'
import { createRequestHandler } from '@react-router/express'
import { RouterContextProvider, type RouterContext } from 'react-router'
import { defaultPublicConfig, serializePublicConfig } from '../app/config/public-config.ts'
import { envDefaults } from '../app/config/env.server.ts'
import { requestRejectionContext, requestValuesContext } from '../app/server-context.ts'
import { healthz, type HealthChecks } from './health.ts'
import { hcpGate } from './hcp-gate.ts'
import { createLogger, type Logger } from './logger.ts'
import { loadPrerendered, pageHeadersOf, servePrerendered } from './prerendered.ts'
import type { PageSettings } from './page-finalize.ts'
import { createRequestValues } from './request-values.ts'
import { inspectRequests, refuseRequests, rejectionOf, unlessRefused } from './request-guard.ts'
import { requestLog } from './request-log.ts'
import { securityHeaders, staticSecurityHeaders } from './security-headers.ts'
import { buildCheckCors } from './build-check-cors.ts'
import { BUILDS_PATH } from '../app/config/constants.ts'
import { assetFiles, buildFiles, precompressed, unlessPrecompressedGone } from './static-files.ts'
import { postedPage } from './forms/form-paths.ts'
import { postablePaths, takesPost } from '../app/routing/paths.ts'
import type { RouterBuild } from './router-build.ts'

/**
 * A part of the site with a server side (the forms, the staff area, the privacy tools): what it puts into Express
 * before React Router, what its pages get through the router context, and which of its paths take posts. The
 * composition root (server/compose-server.ts) makes them; the app only wires them in, in order.
 */
export type Feature = {
  install?(app: express.Express): void
  contextEntries?(res: express.Response): [RouterContext<unknown>, unknown][]
  acceptsPost?(path: string): boolean
}

export type AppOptions = {
  /** React Router's build: from disk (`npm start`) or compiled by Vite on request (`npm run dev`). */
  routerBuild: RouterBuild
  logger?: Logger
  /** The page configuration of this process (server/prerendered.ts, pageSettingsFromEnv); with a tag manager its hosts join the CSP. */
  pageSettings?: PageSettings
  /**
   * The site's public origin (`SITE_URL`): the one origin whose pages may read the build-check files when
   * `API_BASE` sends them to this server under another name.
   */
  siteUrl?: string
  /** Probes run by /healthz (the database, when the server has one). */
  healthChecks?: HealthChecks
  /**
   * What must answer before this instance may take visitors' posts: /healthz/ready is 503 until every one does,
   * and once shutdown has begun. /healthz itself stays the liveness answer (docs/decisions/0033).
   */
  readinessChecks?: HealthChecks
  /**
   * Express's `trust proxy` (`TRUST_PROXY`): whether the visitor's address, scheme and host come from the
   * proxy's X-Forwarded-* headers. The whole app reads them (the log, the forms' origin check and rate limit,
   * the professional area's cookie), so it is set here, before anything else.
   */
  trustProxy?: boolean | number | string
  /** The process's shutdown state (server/graceful-shutdown.ts); absent in tests that build an app alone. */
  lifecycle?: { isShuttingDown: () => boolean; closeConnections: express.RequestHandler }
  /**
   * The parts with a server side: the forms (their guard and services), the staff area when staff sign-in is
   * configured (without it every /staff address is a 404), the privacy tools.
   */
  features?: Feature[]
  /** The CMS at /admin (server/cms/admin.ts), with its own headers; absent when this process offers none. */
  admin?: { router: express.Router; acceptsPost: (path: string) => boolean }
}

/** The build's files: precompressed copies, hashed assets, the build-check files, and the rest of `build/client`. */
function buildDirFiles(buildDir: string): express.Router {
  const clientDir = path.join(buildDir, 'client')
  const files = buildFiles(clientDir, pageHeadersOf(buildDir))
  // A precompressed copy gone since start: its own file (the second `files`), else React Router's 404.
  return express.Router().use(precompressed(clientDir), assetFiles(clientDir), files, unlessPrecompressedGone, files)
}

type Locals = { requestValues: ReturnType<typeof createRequestValues> }
const valuesOf = (res: express.Response) => (res.locals as Locals).requestValues

/**
 * The Express app of `npm start` and `npm run dev` alike: security headers and logging on every answer,
 * prerendered pages and static files first, then React Router for everything else. Only where the build and
 * its files come from differs between the two (`routerBuild`).
 */
export function createApp({
  routerBuild,
  logger = createLogger(),
  pageSettings = { publicConfigJson: serializePublicConfig(defaultPublicConfig), tagManager: false },
  siteUrl = envDefaults.SITE_URL,
  healthChecks = {},
  readinessChecks = {},
  trustProxy = false,
  lifecycle = { isShuttingDown: () => false, closeConnections: (_req, _res, next) => next() },
  features = [],
  admin,
}: AppOptions): express.Express {
  const app = express()
  app.disable('x-powered-by')
  if (trustProxy !== false) app.set('trust proxy', trustProxy)
  const { tagManager } = pageSettings
  // The HTTP client's other origin, when API_BASE names one: the pages may connect to it.
  const connect = pageSettings.apiOrigin ? [pageSettings.apiOrigin] : []
  // The build's pages, from memory: the same bytes for everyone, precompressed at build (docs/decisions/0080).
  // Development has no build on disk: every page is rendered per request, with a nonce.
  const pages =
    routerBuild.mode === 'production'
      ? loadPrerendered(routerBuild.buildDir, staticSecurityHeaders(tagManager, connect), pageSettings)
      : new Map()

  app.use(requestLog(logger))
  app.use(lifecycle.closeConnections)
  // Bad request lines, hosts, addresses and methods are found before anything answers them, prerendered pages
  // included, and refused below with the site's own screen (docs/decisions/0042).
  const postPaths = postablePaths()
  app.use(
    inspectRequests({
      acceptsPost: (path) =>
        takesPost(postedPage(path), postPaths) ||
        features.some((feature) => feature.acceptsPost?.(path)) ||
        admin?.acceptsPost(path) === true,
    }),
  )
  // Prerendered pages carry their security headers ready-made (the same helmet call) and are never recompressed.
  // Only GET and HEAD of a page's exact path are answered here; the healthcare-professional area is never
  // prerendered (app/routing/prerender.ts), so its gate below sees every request for it.
  app.use(unlessRefused(servePrerendered(pages)))
  // The CMS answers with its own policy (no tag manager, only the git host), before the site's headers.
  if (admin) app.use(unlessRefused(admin.router))
  // Every answer rendered per request gets its own nonce, used by the CSP header and by the page.
  app.use((_req, res, next) => {
    ;(res.locals as Locals).requestValues = createRequestValues(pageSettings.publicConfigJson)
    next()
  })
  app.use(securityHeaders({ nonceOf: (res) => valuesOf(res as express.Response).nonce, tagManager, connect }))
  // What React Router renders per request is compressed per response (brotli when accepted);
  // static files are sent precompressed by the build (docs/decisions/0031).
  app.use(compression())

  const render = createRequestHandler({
    build: routerBuild.build,
    mode: routerBuild.mode,
    getLoadContext: (_req, res) =>
      new RouterContextProvider(
        new Map([
          [requestValuesContext, valuesOf(res)],
          [requestRejectionContext, rejectionOf(res)],
          ...features.flatMap((feature) => feature.contextEntries?.(res) ?? []),
        ]),
      ),
  })
  // What inspectRequests found wrong is answered here, before anything else reads it, with the site's own screen.
  app.use(refuseRequests({ render }))

  const health = healthz({ checks: healthChecks, isShuttingDown: lifecycle.isShuttingDown, logger })
  const critical = Object.fromEntries(Object.entries(readinessChecks).map(([name, check]) => [name, { ...check, critical: true }]))
  app.get('/healthz/ready', healthz({ checks: critical, isShuttingDown: lifecycle.isShuttingDown, logger }))
  app.get('/healthz', health)
  app.get('/healthz/:probe', health)

  app.use(hcpGate())
  app.use(BUILDS_PATH, buildCheckCors(siteUrl))
  app.use(routerBuild.mode === 'production' ? buildDirFiles(routerBuild.buildDir) : routerBuild.assets)
  // Form posts: origin, size and rate limit are checked here, answered by the form's action; the staff area's
  // sign-in and sign-out.
  for (const feature of features) feature.install?.(app)
  app.all('/{*path}', render)
  return app
}

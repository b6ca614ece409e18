import path from 'node:path'
import compression from 'compression'
import express from 'express'
import { createRequestHandler } from '@react-router/express'
import { RouterContextProvider, type ServerBuild } from 'react-router'
import { requestValuesContext, type RequestValues } from '../app/server-context.ts'
import { servePrerendered } from './prerendered.ts'
import { createRequestValues } from './request-values.ts'

export type AppOptions = {
  /** The React Router server build (`build/server/index.js`). */
  build: ServerBuild
  /** The client build folder with assets and prerendered pages (`build/client`). */
  clientDir: string
}

type Locals = { requestValues: RequestValues }
const valuesOf = (res: express.Response) => (res.locals as Locals).requestValues

/** The production Express app: static files first, then React Router for everything else. */
export function createApp({ build, clientDir }: AppOptions): express.Express {
  const app = express()
  app.disable('x-powered-by')
  app.use(compression())

  // Every response gets its own nonce, used by the CSP header and by the page.
  app.use((_req, res, next) => {
    ;(res.locals as Locals).requestValues = createRequestValues()
    next()
  })

  app.get('/healthz', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store')
    res.json({ status: 'ok' })
  })

  // Vite fingerprints everything under /assets, so it can be cached for a year.
  app.use('/assets', express.static(path.join(clientDir, 'assets'), { immutable: true, maxAge: '1y', index: false, redirect: false }))
  app.use(servePrerendered(clientDir, valuesOf))
  app.use(
    express.static(clientDir, {
      index: false,
      redirect: false,
      setHeaders(res, file) {
        res.setHeader('Cache-Control', 'no-cache')
        // Single Fetch data files must carry the type React Router's server gives them.
        if (file.endsWith('.data')) res.setHeader('Content-Type', 'text/x-script')
      },
    }),
  )
  app.all(
    '/{*path}',
    createRequestHandler({
      build,
      getLoadContext: (_req, res) => new RouterContextProvider(new Map([[requestValuesContext, valuesOf(res)]])),
    }),
  )
  return app
}

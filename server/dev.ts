import { createRequestHandler } from '@react-router/express'
import express from 'express'
import { RouterContextProvider, type ServerBuild } from 'react-router'
import { createServer } from 'vite'
import { envOrExit } from '../app/config/env.server.ts'
import { publicConfigFromEnv, serializePublicConfig } from '../app/config/public-config.ts'
import { requestValuesContext, type RequestValues } from '../app/server-context.ts'
import { formsConfigFromEnv } from './forms/config.ts'
import { createFormsRuntime } from './forms/runtime.ts'
import { createLogger } from './logger.ts'
import { createRequestValues } from './request-values.ts'

/**
 * `npm run dev`: Vite in middleware mode inside Express, so that the forms
 * have what the production server gives them (database, outbox worker, the
 * post guard) while the app reloads on every change. Production headers,
 * prerendering and precompression are not here: `npm start` checks those.
 */
const env = envOrExit()
// The development server keeps Vite's usual port unless PORT is set (an empty PORT counts as unset).
const port = env.PORT ?? 5173
const logger = createLogger({ level: env.LOG_LEVEL })
const forms = createFormsRuntime({ config: formsConfigFromEnv(env), log: logger })
const publicConfigJson = serializePublicConfig(publicConfigFromEnv(env))
forms.start()

const vite = await createServer({ server: { middlewareMode: true } })
const app = express()
app.disable('x-powered-by')
app.use(vite.middlewares)
forms.install(app)
app.all(
  '/{*path}',
  createRequestHandler({
    build: () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>,
    mode: 'development',
    getLoadContext: (_req, res) =>
      new RouterContextProvider(new Map([[requestValuesContext, createRequestValues(publicConfigJson) satisfies RequestValues], ...forms.contextEntries(res)])),
  }),
)

const server = app.listen(port, () => logger.info('development server', { url: `http://localhost:${port}` }))
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    server.close()
    void Promise.all([forms.close(), vite.close()]).then(() => process.exit(0))
  })
}

import type http from 'node:http'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { RequestHandler } from 'express'
import type { ServerBuild } from 'react-router'

/**
 * Where the server gets React Router's build: the only thing `npm run dev` and `npm start` do differently
 * (docs/decisions/0092). Everything around it, headers and CSP included, is the same app (server/app.ts).
 */
export type RouterBuild =
  /** `npm start`: the build on disk, with its prerendered pages, precompressed assets and build files. */
  | { mode: 'production'; build: ServerBuild; buildDir: string }
  /**
   * `npm run dev`: Vite compiles the app on each request (`ssrLoadModule`), and its middleware serves the
   * browser's modules, styles and the hot-reload client. No build on disk, so no prerendered pages.
   */
  | { mode: 'development'; build: () => Promise<ServerBuild>; assets: RequestHandler; close: () => Promise<void> }

/** The build `npm run build` wrote into `buildDir`. */
export async function productionBuild(buildDir: string): Promise<RouterBuild> {
  const build = (await import(pathToFileURL(path.join(buildDir, 'server/index.js')).href)) as ServerBuild
  return { mode: 'production', build, buildDir }
}

/**
 * Vite in middleware mode. Its hot-reload socket shares the site's HTTP server, so the page's `connect-src
 * 'self'` covers it. Vite is a development dependency: it is imported here only, when this runs.
 */
export async function developmentBuild(server: http.Server): Promise<RouterBuild> {
  const { createServer } = await import('vite')
  const ours = new Set(process.listeners('SIGTERM'))
  const vite = await createServer({ appType: 'custom', server: { middlewareMode: true, hmr: { server } } })
  // React Router's plugin starts a second Vite server (its child compiler), not in middleware mode, to which Vite
  // gives a SIGTERM handler that exits the process at once: the database would not be closed. The server's own
  // shutdown closes Vite with the other services (`close` below).
  for (const listener of process.listeners('SIGTERM')) if (!ours.has(listener)) process.off('SIGTERM', listener)
  return {
    mode: 'development',
    build: () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>,
    assets: vite.middlewares,
    close: () => vite.close(),
  }
}

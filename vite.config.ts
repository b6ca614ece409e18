import { reactRouter } from '@react-router/dev/vite'
import { defineConfig } from 'vite'
import { env } from './app/config/env.server.ts'
import { routeModuleLoader } from './app/lib/chunk-reload/route-module-loader-plugin.ts'

/** Packages every page runs: React, React DOM, React Router and what they import. */
const framework = /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser|turbo-stream)[\\/]/
/** The error boundary the layout and the forms share: a few hundred bytes, not worth a request of its own. */
const sharedByEveryPage = /[\\/]app[\\/]components[\\/]optional-part\.tsx$/

/** The root route's code: every page runs it. */
const rootRoute = /[\\/]app[\\/]root\.tsx$/
const layoutEntries = /[\\/]app[\\/](root|entry\.client)\.tsx$/
const routeModule = /[\\/]app[\\/](root\.tsx|entry\.client\.tsx|routes[\\/])/

type ModuleGraph = { getModuleInfo(id: string): { importers: readonly string[] } | null }
const reachedFromLayout = new Map<string, boolean>()
/**
 * Whether the layout (root route and client entry) imports a module, directly or not:
 * such a module runs on every page, so it belongs in the one chunk every page loads
 * rather than in a sub-kilobyte chunk of its own that costs a request and compresses worse.
 */
function everyPageRuns(id: string, graph: ModuleGraph, seen = new Set<string>()): boolean {
  if (routeModule.test(id) || !id.includes('/app/')) return false
  const known = reachedFromLayout.get(id)
  if (known !== undefined) return known
  if (seen.has(id)) return false
  seen.add(id)
  const importers = graph.getModuleInfo(id)?.importers ?? []
  const reached = importers.some((importer) => layoutEntries.test(importer) || everyPageRuns(importer, graph, seen))
  reachedFromLayout.set(id, reached)
  return reached
}

const publicRouteModule = /[\\/]app[\\/]routes[\\/]/
/** How many of the public site's route modules (pages) import a module, directly or not. */
function publicPagesImporting(id: string, graph: ModuleGraph, seen = new Set<string>()): Set<string> {
  const found = new Set<string>()
  if (seen.has(id)) return found
  seen.add(id)
  for (const importer of graph.getModuleInfo(id)?.importers ?? []) {
    if (publicRouteModule.test(importer)) found.add(importer)
    else for (const page of publicPagesImporting(importer, graph, seen)) found.add(page)
  }
  return found
}
/**
 * The article, breadcrumbs and page metadata that most kinds of page share (the forms' code is shared by two or
 * three, the staff screens' by none of the public pages): in the site chunk, not in half a dozen files of a few
 * hundred bytes that each cost a request and compress apart.
 */
const mostPagesRun = (id: string, graph: ModuleGraph) =>
  id.includes('/app/') && !routeModule.test(id) && publicPagesImporting(id, graph).size >= 3

export default defineConfig({
  // The route-module loader swap puts React Router's reload on failed imports under the reload guard (docs/decisions/0021).
  plugins: [routeModuleLoader(), reactRouter()],
  define: {
    // The same SITE_URL the server checks at start: an http(s) origin, without its trailing slash.
    __SITE_URL__: JSON.stringify(env().SITE_URL),
  },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            // A dozen sub-kilobyte chunks each cost a request on a slow mobile link and compress apart: what every
            // page runs (the framework, the layout) and what most kinds of page share is one file, cached once
            // (docs/decisions/0052). The client entry keeps its own file: it starts the app, and merged into the
            // shared file the build check and the chunk-failure reloads stopped working in the end-to-end tests.
            codeSplitting: {
              groups: [
                {
                  name: (id, ctx) =>
                    framework.test(id) ||
                    sharedByEveryPage.test(id) ||
                    rootRoute.test(id) ||
                    everyPageRuns(id, ctx) ||
                    mostPagesRun(id, ctx)
                      ? 'site'
                      : null,
                  debugName: 'site',
                  priority: 1,
                },
              ],
            },
          },
        },
      },
    },
  },
})

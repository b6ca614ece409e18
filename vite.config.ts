import { reactRouter } from '@react-router/dev/vite'
import { defineConfig } from 'vite'
import { env } from './app/config/env.server.ts'
import { leanPreload } from './app/lib/chunk-reload/lean-preload-plugin.ts'
import { routeModuleLoader } from './app/lib/chunk-reload/route-module-loader-plugin.ts'

/** Packages every page runs: React, React DOM, React Router and what they import. */
const framework = /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser|turbo-stream)[\\/]/
/** The error boundary the layout and the forms share: a few hundred bytes, not worth a request of its own. */
const sharedByEveryPage = /[\\/]app[\\/]components[\\/]optional-part\.tsx$/

/** The root route's code: every page runs it. */
const rootRoute = /[\\/]app[\\/]root\.tsx$/
const clientEntry = /[\\/]app[\\/]entry\.client\.tsx$/
/** The public site's pages: one route module each. */
const publicRouteModule = /[\\/]app[\\/]routes[\\/]/
const isLayoutEntry = (id: string) => rootRoute.test(id) || clientEntry.test(id)
const isRoot = (id: string) => isLayoutEntry(id) || publicRouteModule.test(id)

type ModuleGraph = { getModuleInfo(id: string): { importers: readonly string[] } | null }
const rootsFound = new Map<string, readonly string[]>()
/**
 * The layout entries (root route, client entry) and public pages that import a module, directly or not: a walk up
 * its importers that stops at them. Asked once per module, and kept.
 */
function rootsImporting(id: string, graph: ModuleGraph): readonly string[] {
  const known = rootsFound.get(id)
  if (known) return known
  const roots = new Set<string>()
  const seen = new Set([id])
  const waiting = [id]
  for (let next = waiting.pop(); next !== undefined; next = waiting.pop()) {
    for (const importer of graph.getModuleInfo(next)?.importers ?? []) {
      if (seen.has(importer)) continue
      seen.add(importer)
      if (isRoot(importer)) roots.add(importer)
      else waiting.push(importer)
    }
  }
  const found = [...roots]
  rootsFound.set(id, found)
  return found
}

const appModule = (id: string) => id.includes('/app/') && !isRoot(id)
/**
 * Whether the layout imports a module, directly or not: such a module runs on every page, so it belongs in the one
 * chunk every page loads rather than in a sub-kilobyte chunk of its own that costs a request and compresses worse.
 */
const everyPageRuns = (id: string, graph: ModuleGraph) => appModule(id) && rootsImporting(id, graph).some(isLayoutEntry)
/**
 * The article, breadcrumbs and page metadata that most kinds of page share (the forms' code is shared by two or
 * three, the staff screens' by none of the public pages): one file, not half a dozen of a few hundred bytes that
 * each cost a request and compress apart.
 */
const mostPagesRun = (id: string, graph: ModuleGraph) =>
  appModule(id) && rootsImporting(id, graph).filter((root) => publicRouteModule.test(root)).length >= 3
const homePage = /[\\/]app[\\/]routes[\\/]home\.tsx$/
/** Whether the home pages, the most visited and the heaviest, run a module. */
const homeRuns = (id: string, graph: ModuleGraph) => rootsImporting(id, graph).some((root) => homePage.test(root))

export default defineConfig({
  // The route-module loader swap puts React Router's reload on failed imports under the reload guard (docs/decisions/0021);
  // the lean preload helper keeps of Vite's only the event the guard listens for (docs/decisions/0200).
  plugins: [routeModuleLoader(), leanPreload(), reactRouter()],
  define: {
    // The same SITE_URL the server checks at start: an http(s) origin, without its trailing slash.
    __SITE_URL__: JSON.stringify(env().SITE_URL),
  },
  environments: {
    client: {
      build: {
        // The lean preload helper preloads nothing: no list of a lazy chunk's imports to ship for it (docs/decisions/0200).
        modulePreload: false,
        rolldownOptions: {
          output: {
            // A dozen sub-kilobyte chunks each cost a request on a slow mobile link and compress apart: what every
            // page runs (the framework, the layout) is one file, cached once, with what most kinds of page share and
            // the home page runs too; what most pages share but the home page does not (the article, breadcrumbs,
            // "on this page") is a second file, so the home page stays within its byte budget (docs/decisions/0052,
            // 0194). The client entry keeps its own file: it starts the app, and merged into the shared file the
            // build check and the chunk-failure reloads stopped working in the end-to-end tests.
            codeSplitting: {
              groups: [
                {
                  name: (id, ctx) =>
                    framework.test(id) ||
                    sharedByEveryPage.test(id) ||
                    rootRoute.test(id) ||
                    everyPageRuns(id, ctx) ||
                    (mostPagesRun(id, ctx) && homeRuns(id, ctx))
                      ? 'site'
                      : null,
                  debugName: 'site',
                  priority: 2,
                },
                {
                  name: (id, ctx) => (mostPagesRun(id, ctx) ? 'article' : null),
                  debugName: 'article',
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

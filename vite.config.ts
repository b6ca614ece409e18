import { reactRouter } from '@react-router/dev/vite'
import { defineConfig } from 'vite'
import { env } from './app/config/env.server.ts'
import { routeModuleLoader } from './app/lib/chunk-reload/route-module-loader-plugin.ts'

/** Packages every page runs: React, React DOM, React Router and what they import. */
const framework = /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser|turbo-stream)[\\/]/
/** The error boundary the layout and the forms share: a few hundred bytes, not worth a request of its own. */
const sharedByEveryPage = /[\\/]app[\\/]components[\\/]optional-part\.tsx$/

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
            // A dozen sub-kilobyte chunks each cost a request on a slow mobile link; the framework
            // is one file every page shares and caches, and small shared modules are merged.
            codeSplitting: {
              groups: [
                { name: 'framework', test: (id) => framework.test(id) || sharedByEveryPage.test(id), priority: 2 },
                { name: (id, ctx) => (everyPageRuns(id, ctx) ? 'site' : null), debugName: 'site', priority: 1 },
              ],
            },
          },
        },
      },
    },
  },
})

import path from 'node:path'
import type { Plugin } from 'vite'

/** React Router's files that import its route-module loader (`./routeModules.js`). */
const importer = /[\\/]react-router[\\/]dist[\\/](production|development)[\\/]lib[\\/]dom[\\/]ssr[\\/][\w-]+\.js$/
const replacement = path.resolve(import.meta.dirname, 'route-module-loader.ts')

/**
 * Swaps React Router's route-module loader for ours in the client build, so a
 * failed route-module import (a navigation, a `<Link prefetch>`) goes through
 * the reload guard instead of `window.location.reload()`. The build fails if
 * React Router no longer has the file, rather than silently keeping its reload.
 */
export function routeModuleLoader(): Plugin {
  let replaced = 0
  return {
    name: 'nordora:route-module-loader',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    resolveId(source, from) {
      if (source !== './routeModules.js' || !from || !importer.test(from)) return null
      replaced++
      return replacement
    },
    buildEnd(error) {
      if (!error && this.environment.mode === 'build' && replaced === 0) {
        this.error(
          "React Router's route-module loader (lib/dom/ssr/routeModules.js) was not found to replace: see app/lib/chunk-reload/route-module-loader.ts",
        )
      }
    },
  }
}

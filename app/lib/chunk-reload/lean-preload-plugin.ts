import type { Plugin } from 'vite'

/** Vite's module of the helper it wraps every lazy `import()` of the browser's build in. */
export const PRELOAD_HELPER_ID = '\0vite/preload-helper.js'

/**
 * The helper's one duty the site relies on: a lazy import that fails dispatches a cancellable `vite:preloadError`
 * carrying the error (the reload guard listens for it, app/lib/chunk-reload/chunk-errors.ts), and rejects unless a
 * listener cancelled it. The chunks a lazy chunk imports are not preloaded beside it: they load as it imports them.
 */
export const leanPreloadHelper = `export const __vitePreload = (load) => load().catch((error) => {
  const event = new Event('vite:preloadError', { cancelable: true })
  event.payload = error
  window.dispatchEvent(event)
  if (!event.defaultPrevented) throw error
})`

/**
 * Swaps Vite's preload helper for `leanPreloadHelper` in the browser's build. Vite's helper (1.5 kB, 0.4 kB in
 * brotli, in the file every page loads) preloads a lazy chunk's imports and loads the stylesheets it imports;
 * the site's lazy chunks (the consent banner, the error screen, the HTTP client, the catalogues) load their
 * stylesheets as React stylesheet resources and import little that a page has not already loaded
 * (docs/decisions/0201). The build fails if Vite no longer asks for its helper by that id, or if a lazy chunk
 * imports a stylesheet, which the lean helper would not load.
 */
export function leanPreload(): Plugin {
  let swapped = false
  return {
    name: 'nordora:lean-preload',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    load(id) {
      if (id !== PRELOAD_HELPER_ID) return null
      swapped = true
      return leanPreloadHelper
    },
    generateBundle(_options, bundle) {
      if (this.environment.mode !== 'build') return
      if (!swapped) {
        this.error(
          `Vite's preload helper (${JSON.stringify(PRELOAD_HELPER_ID)}) was not found to replace: see app/lib/chunk-reload/lean-preload-plugin.ts`,
        )
      }
      /** The stylesheets a chunk and the chunks it imports import, as Vite's helper would have loaded them. */
      const stylesheets = (file: string, seen = new Set<string>()): string[] => {
        const chunk = bundle[file]
        if (seen.has(file) || chunk?.type !== 'chunk') return []
        seen.add(file)
        return [...(chunk.viteMetadata?.importedCss ?? []), ...chunk.imports.flatMap((imported) => stylesheets(imported, seen))]
      }
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue
        for (const lazy of chunk.dynamicImports) {
          const css = stylesheets(lazy)
          if (css.length > 0) {
            this.error(
              `${chunk.fileName} lazily imports ${lazy}, which imports stylesheets (${css.join(', ')}) that the lean preload helper would not load: load them as React stylesheet resources (<link rel="stylesheet" precedence>) instead`,
            )
          }
        }
      }
    },
  }
}

import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { loadRouteModule, setRouteModuleFailureHandler } from './route-module-loader.ts'
import { routeModuleLoader } from './route-module-loader-plugin.ts'

afterEach(() => setRouteModuleFailureHandler(undefined))

const settled = (promise: Promise<unknown>) =>
  Promise.race([
    promise.then(
      () => true,
      () => true,
    ),
    new Promise((resolve) => setTimeout(() => resolve(false), 20)),
  ])

describe('route-module loader', () => {
  it('imports a route module once and keeps it in React Router’s cache', async () => {
    const cache: Record<string, unknown> = {}
    const route = { id: 'home.en', module: new URL('./reload-guard.ts', import.meta.url).href }
    const loaded = await loadRouteModule(route, cache)
    expect(loaded).toHaveProperty('claimReload')
    expect(cache['home.en']).toBe(loaded)
    expect(await loadRouteModule({ id: 'home.en', module: 'never-imported' }, cache)).toBe(loaded)
  })

  it('hands a failed import to the page’s handler instead of reloading, and waits', async () => {
    const onFailure = vi.fn()
    setRouteModuleFailureHandler(onFailure)
    const route = { id: 'press-room.en', module: new URL('./no-such-chunk.js', import.meta.url).href }
    const loading = loadRouteModule(route, {})
    await vi.waitFor(() => expect(onFailure).toHaveBeenCalledTimes(1))
    expect(onFailure.mock.calls[0]![1]).toBe(route)
    expect(await settled(loading)).toBe(false)
  })

  it('rejects when no page handler is installed (the server, tests)', async () => {
    await expect(loadRouteModule({ id: 'x', module: new URL('./no-such-chunk.js', import.meta.url).href }, {})).rejects.toThrow()
  })
})

describe('route-module loader plugin', () => {
  const resolve = (source: string, importer: string | undefined) => {
    const plugin = routeModuleLoader()
    return (plugin.resolveId as (source: string, importer: string | undefined) => string | null).call({}, source, importer)
  }

  it('swaps React Router’s loader for ours, from its own files only', () => {
    expect(resolve('./routeModules.js', '/app/node_modules/react-router/dist/production/lib/dom/ssr/links.js')).toMatch(
      /route-module-loader\.ts$/,
    )
    expect(resolve('./routeModules.js', '/app/node_modules/react-router/dist/development/lib/dom/ssr/routes.js')).toMatch(
      /route-module-loader\.ts$/,
    )
    expect(resolve('./routeModules.js', '/app/app/routes/home.tsx')).toBeNull()
    expect(resolve('./links.js', '/app/node_modules/react-router/dist/production/lib/dom/ssr/components.js')).toBeNull()
  })
  it('stands in for a file React Router still has, with the one export it has', () => {
    const reactRouter = path.dirname(createRequire(import.meta.url).resolve('react-router/package.json'))
    for (const build of ['production', 'development']) {
      const source = fs.readFileSync(path.join(reactRouter, 'dist', build, 'lib/dom/ssr/routeModules.js'), 'utf8')
      expect(source).toMatch(/^export \{ loadRouteModule \};$/m)
      expect(source).toContain('async function loadRouteModule(route, routeModulesCache)')
    }
  })
})

import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { createRouteRulesMatcher } from '../build-check/route-rules.ts'
import { buildRules } from '../runtime/build-rules-store.ts'
import { preloadRoute } from './route-preloads.ts'

/** Route modules as files that count their own evaluations. */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'route-preloads-'))
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))
const counter = globalThis as { loaded?: Record<string, number> }
function routeModule(name: string): string {
  const file = path.join(dir, `${name}.mjs`)
  fs.writeFileSync(
    file,
    `globalThis.loaded ??= {}; globalThis.loaded[${JSON.stringify(name)}] = (globalThis.loaded[${JSON.stringify(name)}] ?? 0) + 1\n`,
  )
  return pathToFileURL(file).href
}

const routes = {
  root: { id: 'root', path: '', module: routeModule('root') },
  'about.en': { id: 'about.en', parentId: 'root', path: '/en/about', module: routeModule('about') },
  'feed.en': { id: 'feed.en', parentId: 'root', path: '/en/pressroom/rss.xml', module: routeModule('feed') },
}
;(globalThis as { __reactRouterManifest?: unknown }).__reactRouterManifest = { version: 'v1', routes }

describe('route preloads', () => {
  it('loads a known route’s modules once, however often it is asked', async () => {
    preloadRoute('/en/about')
    preloadRoute('/en/about')
    await vi.waitFor(() => expect(counter.loaded?.about).toBe(1))
    expect(counter.loaded?.root).toBe(1)
    preloadRoute('/en/nowhere-known')
  })

  it('never preloads a path its build’s rules mark as a document', async () => {
    await buildRules.load('v1', async () => ({ id: 'v1', matcher: createRouteRulesMatcher(['/en/about', '/en/pressroom/rss.xml']) }))
    preloadRoute('/en/pressroom/rss.xml')
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(counter.loaded?.feed).toBeUndefined()
  })
})

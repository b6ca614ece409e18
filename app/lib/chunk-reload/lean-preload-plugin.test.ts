import { afterEach, describe, expect, it, vi } from 'vitest'
import { leanPreload, leanPreloadHelper, PRELOAD_HELPER_ID } from './lean-preload-plugin.ts'

type Preload = (load: () => Promise<unknown>) => Promise<unknown>

/** The helper as the browser runs it, against a stand-in for `window`. */
function helperIn(target: EventTarget): Preload {
  vi.stubGlobal('window', target)
  return new Function(leanPreloadHelper.replace('export const __vitePreload =', 'return'))() as Preload
}

afterEach(() => vi.unstubAllGlobals())

describe('the lean preload helper', () => {
  it('gives what the import gives', async () => {
    const preload = helperIn(new EventTarget())
    await expect(preload(() => Promise.resolve({ a: 1 }))).resolves.toEqual({ a: 1 })
  })

  it('tells the page of a failed import with a cancellable vite:preloadError carrying the error, then rejects', async () => {
    const target = new EventTarget()
    const seen: Event[] = []
    target.addEventListener('vite:preloadError', (event) => seen.push(event))
    const error = new TypeError('Failed to fetch dynamically imported module')
    await expect(helperIn(target)(() => Promise.reject(error))).rejects.toBe(error)
    expect(seen).toHaveLength(1)
    expect(seen[0]!.cancelable).toBe(true)
    expect((seen[0] as Event & { payload: unknown }).payload).toBe(error)
  })

  it('does not reject when a listener cancelled the event (the reload guard is reloading the page)', async () => {
    const target = new EventTarget()
    target.addEventListener('vite:preloadError', (event) => event.preventDefault())
    await expect(helperIn(target)(() => Promise.reject(new Error('chunk')))).resolves.toBeUndefined()
  })
})

describe('the lean preload plugin', () => {
  type Hooks = {
    load: (id: string) => string | null
    generateBundle: (options: unknown, bundle: Record<string, unknown>) => void
  }
  const run = (ids: string[], bundle: Record<string, unknown>) => {
    const plugin = leanPreload() as unknown as Hooks
    const errors: string[] = []
    const context = {
      environment: { mode: 'build' },
      error: (message: string) => {
        errors.push(message)
        throw new Error(message)
      },
    }
    const loaded = ids.map((id) => plugin.load.call(context, id))
    try {
      plugin.generateBundle.call(context, {}, bundle)
    } catch {
      // The message is kept in `errors`.
    }
    return { loaded, errors }
  }
  const chunk = (fileName: string, fields: { imports?: string[]; dynamicImports?: string[]; css?: string[] }) => ({
    type: 'chunk',
    fileName,
    imports: fields.imports ?? [],
    dynamicImports: fields.dynamicImports ?? [],
    viteMetadata: { importedCss: new Set(fields.css ?? []) },
  })

  it('stands in for Vite’s helper, and for no other module', () => {
    const { loaded, errors } = run([PRELOAD_HELPER_ID, '/app/root.tsx'], {})
    expect(loaded).toEqual([leanPreloadHelper, null])
    expect(errors).toEqual([])
  })

  it('fails the build when Vite no longer asks for its helper by that id', () => {
    expect(run([], {}).errors).toEqual([expect.stringContaining('was not found to replace')])
  })

  it('fails the build when a lazy chunk, or a chunk it imports, imports a stylesheet', () => {
    const bundle = {
      'site.js': chunk('site.js', { dynamicImports: ['banner.js'] }),
      'banner.js': chunk('banner.js', { imports: ['parts.js'] }),
      'parts.js': chunk('parts.js', { css: ['parts.css'] }),
    }
    expect(run([PRELOAD_HELPER_ID], bundle).errors).toEqual([expect.stringMatching(/site\.js lazily imports banner\.js.*parts\.css/)])
    expect(run([PRELOAD_HELPER_ID], { ...bundle, 'parts.js': chunk('parts.js', {}) }).errors).toEqual([])
  })
})

import { describe, expect, it, vi } from 'vitest'
import { firstVisitGuardSource } from './first-visit-guard.ts'
import { claimReload } from './reload-guard.ts'

/** The guard's text run as the page runs it, with the page's location, storage and console. */
function runGuard(storage: Map<string, string>, now: number) {
  const location = { pathname: '/en/pressroom', reload: vi.fn() }
  const sessionStorage = {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => void storage.set(key, value),
  }
  const console = { warn: vi.fn() }
  const DateStub = { now: () => now }
  const guard = new Function('location', 'sessionStorage', 'console', 'Date', `return ${firstVisitGuardSource}`)(
    location,
    sessionStorage,
    console,
    DateStub,
  ) as (error: unknown) => Promise<never>
  const result = guard(new TypeError('Failed to fetch dynamically imported module'))
  return { location, result }
}

describe('the first-visit guard', () => {
  it('reloads a path once, then not again within 10 s, and never resolves', async () => {
    const storage = new Map<string, string>()
    const first = runGuard(storage, 100_000)
    expect(first.location.reload).toHaveBeenCalledTimes(1)
    const settled = await Promise.race([
      first.result.then(() => 'settled'),
      new Promise((resolve) => setTimeout(() => resolve('pending'), 20)),
    ])
    expect(settled).toBe('pending')
    expect(runGuard(storage, 105_000).location.reload).not.toHaveBeenCalled()
    expect(runGuard(storage, 111_000).location.reload).toHaveBeenCalledTimes(1)
  })

  it('shares its record with the client guard: a path it reloaded is not reloaded again by the page', () => {
    const storage = new Map<string, string>()
    runGuard(storage, 100_000)
    const store = {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => void storage.set(key, value),
    }
    expect(claimReload('/en/pressroom', { storage: () => store, now: () => 104_000 })).toBe(false)
    expect(claimReload('/en/about', { storage: () => store, now: () => 104_000 })).toBe(true)
  })

  it('does not reload without storage: nothing could stop a loop', () => {
    const location = { pathname: '/en', reload: vi.fn() }
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError')
      },
    }
    const guard = new Function('location', 'sessionStorage', 'console', `return ${firstVisitGuardSource}`)(location, refusing, {
      warn: () => {},
    }) as (error: unknown) => unknown
    void guard(new Error('x'))
    expect(location.reload).not.toHaveBeenCalled()
  })
})

import { describe, expect, it } from 'vitest'
import { claimReload, RELOAD_GUARD_KEY } from './reload-guard.ts'

function memoryStorage() {
  const map = new Map<string, string>()
  return { getItem: (key: string) => map.get(key) ?? null, setItem: (key: string, value: string) => void map.set(key, value), map }
}

describe('claimReload', () => {
  it('allows one reload per path per 10 000 ms', () => {
    const store = memoryStorage()
    let time = 1_000_000
    const options = { storage: () => store, now: () => time }
    expect(claimReload('/en/pressroom', options)).toBe(true)
    time += 9_999
    expect(claimReload('/en/pressroom', options)).toBe(false)
    time += 1
    expect(claimReload('/en/pressroom', options)).toBe(true)
  })

  it('keeps paths apart', () => {
    const store = memoryStorage()
    const options = { storage: () => store, now: () => 5_000_000 }
    expect(claimReload('/en/about', options)).toBe(true)
    expect(claimReload('/fr/a-propos', options)).toBe(true)
    expect(claimReload('/en/about', options)).toBe(false)
  })

  it('forgets expired records and survives garbage in storage', () => {
    const store = memoryStorage()
    store.setItem(RELOAD_GUARD_KEY, 'not json')
    let time = 0
    const options = { storage: () => store, now: () => time }
    expect(claimReload('/a', options)).toBe(true)
    time = 20_000
    expect(claimReload('/b', options)).toBe(true)
    expect(JSON.parse(store.map.get(RELOAD_GUARD_KEY)!)).toEqual({ '/b': 20_000 })
  })

  it('treats a clock that went backwards as outside the window', () => {
    const store = memoryStorage()
    let time = 50_000
    const options = { storage: () => store, now: () => time }
    expect(claimReload('/a', options)).toBe(true)
    time = 45_000
    expect(claimReload('/a', options)).toBe(true)
  })

  it('refuses when storage is unavailable, so nothing can loop', () => {
    expect(
      claimReload('/a', {
        storage: () => {
          throw new Error('SecurityError')
        },
      }),
    ).toBe(false)
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
    }
    expect(claimReload('/a', { storage: () => full })).toBe(false)
  })
})

import { describe, expect, it, vi } from 'vitest'
import { handleChunkFailure, listenForPreloadErrors } from './chunk-errors.ts'
import { isOptionalChunkFailure, loadsOptionally } from './optional-chunks.ts'

function options() {
  const map = new Map<string, string>()
  let time = 100_000
  return {
    storage: () => ({ getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v) }),
    now: () => time,
    advance: (ms: number) => void (time += ms),
    reload: vi.fn(),
    fail: vi.fn(),
  }
}

describe('handleChunkFailure', () => {
  it('reloads once, then shows the error screen for a second failure inside 10 s', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const o = options()
    const error = new TypeError('Failed to fetch dynamically imported module')
    expect(handleChunkFailure(error, '/en/pressroom', o)).toBe('reloading')
    expect(o.reload).toHaveBeenCalledWith('/en/pressroom')
    o.advance(3_000)
    expect(handleChunkFailure(error, '/en/pressroom', o)).toBe('failed')
    expect(o.fail).toHaveBeenCalledWith(error)
    expect(o.reload).toHaveBeenCalledTimes(1)
    o.advance(10_000)
    expect(handleChunkFailure(error, '/en/pressroom', o)).toBe('reloading')
  })
})

describe('listenForPreloadErrors', () => {
  it('cancels vite:preloadError while reloading and lets the second one through', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const o = options()
    const target = new EventTarget()
    const stop = listenForPreloadErrors(target, () => '/fr/a-propos', o)
    const fire = () => {
      const event = Object.assign(new Event('vite:preloadError', { cancelable: true }), { payload: new Error('chunk') })
      target.dispatchEvent(event)
      return event.defaultPrevented
    }
    expect(fire()).toBe(true)
    expect(o.reload).toHaveBeenCalledWith('/fr/a-propos')
    expect(fire()).toBe(false)
    expect(o.fail).toHaveBeenCalledTimes(1)
    stop()
    expect(fire()).toBe(false)
    expect(o.fail).toHaveBeenCalledTimes(1)
  })
})

describe('a part the page does without in place', () => {
  it('is neither reloaded for nor failed: its error goes to its caller, and other parts still reload', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    loadsOptionally('date-calendar')
    const o = options()
    const target = new EventTarget()
    listenForPreloadErrors(target, () => '/en/medicalinformation', { ...o, doesWithout: isOptionalChunkFailure })
    const fire = (message: string) => {
      const event = Object.assign(new Event('vite:preloadError', { cancelable: true }), { payload: new TypeError(message) })
      target.dispatchEvent(event)
      return event.defaultPrevented
    }
    expect(fire('Failed to fetch dynamically imported module: https://www.nordorapharma.ca/assets/date-calendar-Bo4wpJpU.js')).toBe(false)
    expect(o.reload).not.toHaveBeenCalled()
    expect(o.fail).not.toHaveBeenCalled()
    // Another chunk, even one whose name starts the same way, is still reloaded for.
    expect(fire('Failed to fetch dynamically imported module: https://www.nordorapharma.ca/assets/date-calendars-x1.js')).toBe(true)
    expect(o.reload).toHaveBeenCalledTimes(1)
  })
})

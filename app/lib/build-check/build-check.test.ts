import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { startBuildCheck, type BuildCheckOptions } from './build-check.ts'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

function setup(ids: string[], overrides: Partial<BuildCheckOptions> = {}) {
  let idle: (() => void) | undefined
  let visible: (() => void) | undefined
  const fetchLatest = vi.fn(async () => {
    const id = ids.length > 1 ? ids.shift()! : ids[0]!
    if (id === 'offline') throw new TypeError('Failed to fetch')
    return { id, timestamp: 1 }
  })
  const onOutdated = vi.fn()
  const unsubscribe = vi.fn()
  const stop = startBuildCheck({
    currentId: 'build-1',
    fetchLatest,
    onOutdated,
    whenIdle: (callback) => void (idle = callback),
    onVisible: (callback) => {
      visible = callback
      return unsubscribe
    },
    intervalMs: 60_000,
    ...overrides,
  })
  return { fetchLatest, onOutdated, unsubscribe, stop, idle: () => idle?.(), visible: () => visible?.() }
}

describe('startBuildCheck', () => {
  it('checks first 1000 ms after the browser is idle, not before', async () => {
    const s = setup(['build-1'])
    await vi.advanceTimersByTimeAsync(5_000)
    expect(s.fetchLatest).not.toHaveBeenCalled()
    s.idle()
    await vi.advanceTimersByTimeAsync(999)
    expect(s.fetchLatest).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(s.fetchLatest).toHaveBeenCalledTimes(1)
    expect(s.onOutdated).not.toHaveBeenCalled()
  })

  it('then checks periodically and when the tab becomes visible', async () => {
    const s = setup(['build-1'])
    s.idle()
    await vi.advanceTimersByTimeAsync(1_000)
    await vi.advanceTimersByTimeAsync(60_000)
    expect(s.fetchLatest).toHaveBeenCalledTimes(2)
    s.visible()
    await vi.advanceTimersByTimeAsync(0)
    expect(s.fetchLatest).toHaveBeenCalledTimes(3)
  })

  it('reports a different build id once and stops checking', async () => {
    const s = setup(['build-1', 'build-2'])
    s.idle()
    await vi.advanceTimersByTimeAsync(1_000)
    expect(s.onOutdated).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(60_000)
    expect(s.onOutdated).toHaveBeenCalledWith({ id: 'build-2', timestamp: 1 })
    await vi.advanceTimersByTimeAsync(600_000)
    s.visible()
    expect(s.fetchLatest).toHaveBeenCalledTimes(2)
    expect(s.onOutdated).toHaveBeenCalledTimes(1)
    expect(s.unsubscribe).toHaveBeenCalled()
  })

  it('shrugs off a failed check and tries again later', async () => {
    const logError = vi.fn()
    const s = setup(['offline', 'build-3'], { logError })
    s.idle()
    await vi.advanceTimersByTimeAsync(1_000)
    expect(logError).toHaveBeenCalledWith('Build check failed', expect.any(TypeError))
    await vi.advanceTimersByTimeAsync(60_000)
    expect(s.onOutdated).toHaveBeenCalledWith({ id: 'build-3', timestamp: 1 })
  })

  it('ignores an answer without an id', async () => {
    const s = setup(['build-1'], { fetchLatest: vi.fn(async () => ({}) as never) })
    s.idle()
    await vi.advanceTimersByTimeAsync(1_000)
    expect(s.onOutdated).not.toHaveBeenCalled()
  })

  it('can be stopped before it starts', async () => {
    const s = setup(['build-2'])
    s.stop()
    s.idle()
    await vi.advanceTimersByTimeAsync(120_000)
    expect(s.fetchLatest).not.toHaveBeenCalled()
  })
})

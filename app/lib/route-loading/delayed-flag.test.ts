import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ROUTE_RESOLUTION_DELAY_MS } from '../../config/constants.ts'
import { createDelayedSwitch } from './delayed-flag.ts'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('delayed switch (loading indicator)', () => {
  it('stays off for a navigation that resolves within 100 ms', () => {
    const onChange = vi.fn()
    const loading = createDelayedSwitch(ROUTE_RESOLUTION_DELAY_MS, onChange)
    loading.set(true)
    vi.advanceTimersByTime(99)
    loading.set(false)
    vi.advanceTimersByTime(1_000)
    expect(onChange).not.toHaveBeenCalled()
  })

  it('turns on after 100 ms and off as soon as the navigation ends', () => {
    const onChange = vi.fn()
    const loading = createDelayedSwitch(ROUTE_RESOLUTION_DELAY_MS, onChange)
    loading.set(true)
    loading.set(true)
    vi.advanceTimersByTime(100)
    expect(onChange.mock.calls).toEqual([[true]])
    loading.set(false)
    expect(onChange.mock.calls).toEqual([[true], [false]])
  })

  it('does nothing after disposal', () => {
    const onChange = vi.fn()
    const loading = createDelayedSwitch(100, onChange)
    loading.set(true)
    loading.dispose()
    vi.advanceTimersByTime(500)
    expect(onChange).not.toHaveBeenCalled()
  })
})

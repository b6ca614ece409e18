import { describe, expect, it, vi } from 'vitest'
import { trackFormInput } from './form-input.ts'
import { createUpdatePolicy } from './update-policy.ts'

function memoryStorage() {
  const map = new Map<string, string>()
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v) }
}

describe('update policy', () => {
  it('reloads at once when nothing has been typed', () => {
    const reload = vi.fn()
    const policy = createUpdatePolicy({ hasUnsavedInput: () => false, reload, storage: memoryStorage })
    policy.outdated({ id: 'b2', timestamp: 0 })
    expect(reload).toHaveBeenCalledTimes(1)
    expect(policy.takePending()).toBe(false)
  })

  it('waits for the next navigation when a form has input', () => {
    const reload = vi.fn()
    const policy = createUpdatePolicy({ hasUnsavedInput: () => true, reload, storage: memoryStorage })
    policy.outdated({ id: 'b2', timestamp: 0 })
    expect(reload).not.toHaveBeenCalled()
    expect(policy.takePending()).toBe(true)
    expect(policy.takePending()).toBe(false)
  })

  it('does not reload twice for the same build (a stale cache cannot cause a loop)', () => {
    const storage = memoryStorage()
    const reload = vi.fn()
    createUpdatePolicy({ hasUnsavedInput: () => false, reload, storage: () => storage }).outdated({ id: 'b2', timestamp: 0 })
    createUpdatePolicy({ hasUnsavedInput: () => false, reload, storage: () => storage }).outdated({ id: 'b2', timestamp: 0 })
    expect(reload).toHaveBeenCalledTimes(1)
    createUpdatePolicy({ hasUnsavedInput: () => false, reload, storage: () => storage }).outdated({ id: 'b3', timestamp: 0 })
    expect(reload).toHaveBeenCalledTimes(2)
  })
})

describe('update policy and the reload guard', () => {
  it('when the guard refuses the reload, the new build waits for the next navigation', () => {
    const reload = vi.fn(() => false)
    const policy = createUpdatePolicy({ hasUnsavedInput: () => false, reload, storage: memoryStorage })
    policy.outdated({ id: 'b2', timestamp: 0 })
    expect(reload).toHaveBeenCalledTimes(1)
    expect(policy.takePending()).toBe(true)
  })
})

describe('trackFormInput', () => {
  // Node has no DOM to bubble events through, so the test calls the captured listener with the event's target.
  const inputEvent = (target: object) => ({ type: 'input', target }) as unknown as Event

  it('counts input into a form only while the form is on the page', () => {
    const target = new EventTarget()
    let listener: ((event: Event) => void) | undefined
    vi.spyOn(target, 'addEventListener').mockImplementation((_type, callback) => void (listener = callback as (event: Event) => void))
    const tracker = trackFormInput(target)
    expect(tracker.hasUnsavedInput()).toBe(false)
    const form = { isConnected: true }
    listener!(inputEvent({ form, isConnected: true }))
    expect(tracker.hasUnsavedInput()).toBe(true)
    form.isConnected = false
    expect(tracker.hasUnsavedInput()).toBe(false)
  })

  it('counts a field without a form by itself, and ignores other targets and untracked fields', () => {
    const target = new EventTarget()
    let listener: ((event: Event) => void) | undefined
    vi.spyOn(target, 'addEventListener').mockImplementation((_type, callback) => void (listener = callback as (event: Event) => void))
    const tracker = trackFormInput(target)
    listener!(inputEvent({ isConnected: true }))
    expect(tracker.hasUnsavedInput()).toBe(false)
    listener!(
      inputEvent({ form: null, isConnected: true, closest: (selector: string) => (selector === '[data-untracked-input]' ? {} : null) }),
    )
    expect(tracker.hasUnsavedInput()).toBe(false)
    listener!(inputEvent({ form: null, isConnected: true }))
    expect(tracker.hasUnsavedInput()).toBe(true)
  })
})

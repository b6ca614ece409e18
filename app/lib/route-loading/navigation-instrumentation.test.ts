import type { ClientInstrumentation } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { importRouteModules, navigationInstrumentation } from './navigation-instrumentation.ts'

type NavigateInstrument = (
  handler: () => Promise<unknown>,
  info: { to: string | number; currentUrl: string; formMethod?: string },
) => Promise<void>

/** The navigate instrument the router would receive. */
function navigateInstrument(instrumentation: ClientInstrumentation): NavigateInstrument {
  let captured: NavigateInstrument | undefined
  instrumentation.router!({ instrument: (i) => void (captured = i.navigate as unknown as NavigateInstrument) })
  return captured!
}
const settled = (promise: Promise<unknown>) =>
  Promise.race([promise.then(() => true), new Promise((resolve) => setTimeout(() => resolve(false), 20))])

describe('navigation instrumentation', () => {
  it('asks before a link navigation, with the target resolved against the current page', async () => {
    const before = vi.fn((_target: URL) => true)
    const handler = vi.fn(async () => undefined)
    await navigateInstrument(navigationInstrumentation(before, () => 'https://www.nordorapharma.ca'))(handler, {
      to: '/en/pressroom?page=2',
      currentUrl: '/en/about',
    })
    expect(before.mock.calls[0]![0].href).toBe('https://www.nordorapharma.ca/en/pressroom?page=2')
    expect(handler).toHaveBeenCalledTimes(1)
  })

  it('never starts the router’s navigation when taken over', async () => {
    const handler = vi.fn(async () => undefined)
    const run = navigateInstrument(
      navigationInstrumentation(
        async () => false,
        () => 'https://x.test',
      ),
    )(handler, { to: '/en', currentUrl: '/fr' })
    expect(await settled(run)).toBe(false)
    expect(handler).not.toHaveBeenCalled()
  })

  it('lets form submissions and history moves through untouched', async () => {
    const before = vi.fn((_target: URL) => false)
    const instrument = navigateInstrument(navigationInstrumentation(before, () => 'https://x.test'))
    const handler = vi.fn(async () => undefined)
    await instrument(handler, { to: '/en/contactus', currentUrl: '/en/contactus', formMethod: 'POST' })
    await instrument(handler, { to: -1, currentUrl: '/en/contactus' })
    expect(before).not.toHaveBeenCalled()
    expect(handler).toHaveBeenCalledTimes(2)
  })
})

describe('importRouteModules', () => {
  it('imports every module and fails if one does', async () => {
    const importModule = vi.fn(async (url: string) => {
      if (url.includes('broken')) throw new TypeError(`Failed to fetch dynamically imported module: ${url}`)
      return {}
    })
    await expect(importRouteModules(['/assets/root.js', '/assets/about.js'], importModule)).resolves.toBeUndefined()
    await expect(importRouteModules(['/assets/root.js', '/assets/broken.js'], importModule)).rejects.toThrow('broken.js')
  })
})

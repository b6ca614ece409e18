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

describe('a navigation’s one span', () => {
  it('covers the hook’s work and the router’s, without a gap between them', async () => {
    const events: string[] = []
    const during = async (work: () => Promise<void>) => {
      events.push('span starts')
      await work()
      events.push('span ends')
    }
    const instrument = navigateInstrument(
      navigationInstrumentation(
        async () => {
          events.push('code loaded')
          return true
        },
        () => 'https://x.test',
        during,
      ),
    )
    await instrument(async () => void events.push('data loaded'), { to: '/en/pressroom', currentUrl: '/en/about' })
    expect(events).toEqual(['span starts', 'code loaded', 'data loaded', 'span ends'])
  })

  it('ends when the navigation is taken over, so no indicator stays on', async () => {
    let open = 0
    const during = async (work: () => Promise<void>) => {
      open++
      await work()
      open--
    }
    const run = navigateInstrument(
      navigationInstrumentation(
        async () => false,
        () => 'https://x.test',
        during,
      ),
    )(async () => undefined, { to: '/en', currentUrl: '/fr' })
    expect(await settled(run)).toBe(false)
    expect(open).toBe(0)
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

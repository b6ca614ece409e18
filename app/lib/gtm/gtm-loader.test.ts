import { afterEach, describe, expect, it, vi } from 'vitest'
import { injectTagManager } from './gtm-loader.ts'

type FakeScript = {
  src: string
  async: boolean
  defer: boolean
  attributes: Record<string, string>
  setAttribute(name: string, value: string): void
  addEventListener(): void
  removeEventListener(): void
}

/** The few DOM calls the loader makes, recorded. */
function fakeDocument(nonce: string) {
  const appended: FakeScript[] = []
  const doc = {
    createElement: (): FakeScript => ({
      src: '',
      async: false,
      defer: false,
      attributes: {},
      setAttribute(name, value) {
        this.attributes[name] = value
      },
      addEventListener() {},
      removeEventListener() {},
    }),
    head: { appendChild: (script: FakeScript) => void appended.push(script) },
    body: {
      appendChild: () => {
        throw new Error('the script belongs in <head>')
      },
    },
    getElementsByTagName: () => appended,
    querySelector: () => ({ nonce }),
  }
  return { doc, appended }
}

afterEach(() => vi.unstubAllGlobals())

describe('injectTagManager', () => {
  it('adds the container script once, async, with the page’s nonce, after a gtm.js event', () => {
    const { doc, appended } = fakeDocument('n0nce')
    const win = { dataLayer: [] as unknown[] }
    vi.stubGlobal('document', doc)
    vi.stubGlobal('window', win)
    injectTagManager('GTM-TEST1', doc as unknown as Document)
    injectTagManager('GTM-TEST1', doc as unknown as Document)
    expect(appended).toHaveLength(1)
    expect(appended[0]!.src).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-TEST1')
    expect(appended[0]!.async).toBe(true)
    expect(appended[0]!.attributes.nonce).toBe('n0nce')
    expect(win.dataLayer).toEqual([expect.objectContaining({ event: 'gtm.js' })])
  })
})

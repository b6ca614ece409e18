import { describe, expect, it, vi } from 'vitest'
import { clientSidePath, guardClick, listenToContentLinks, type ContentLinkOptions } from './content-links.ts'

const guard = { origin: 'https://www.nordorapharma.ca/en/about', allowList: ['canada.ca'] }

/** An anchor as the listener sees it: its raw href attribute, and whether it sits in rendered content. */
function anchor(href: string, { inContent = true, attributes = {} as Record<string, string> } = {}) {
  const attrs: Record<string, string> = { href, ...attributes }
  const self = {
    getAttribute: (name: string) => attrs[name] ?? null,
    hasAttribute: (name: string) => name in attrs,
    closest: (selector: string) => (selector === 'a[href]' ? self : selector === '.prose' && inContent ? {} : null),
  }
  return self
}

function click(target: unknown, init: Partial<MouseEvent> = {}) {
  const event = {
    button: 0,
    metaKey: false,
    ctrlKey: false,
    shiftKey: false,
    altKey: false,
    defaultPrevented: false,
    target,
    ...init,
  } as MouseEvent
  ;(event as { preventDefault: () => void }).preventDefault = vi.fn(() => void Object.assign(event, { defaultPrevented: true }))
  return event
}

function options() {
  return {
    guard: () => guard,
    navigate: vi.fn<ContentLinkOptions['navigate']>(),
    preload: vi.fn<ContentLinkOptions['preload']>(),
    onBlocked: vi.fn<ContentLinkOptions['onBlocked']>(),
  }
}

describe('guardClick', () => {
  it.each([
    'javascript:alert(1)',
    ' JaVaScRiPt:alert(1)',
    '&#106;avascript:alert(1)',
    'data:text/html,x',
    'vbscript:x',
    'https://evil.example/',
  ])('cancels a click on %j', (href) => {
    const o = options()
    const event = click(anchor(href, { inContent: false }))
    guardClick(event, o)
    expect(event.preventDefault).toHaveBeenCalled()
    expect(o.onBlocked).toHaveBeenCalledWith(expect.objectContaining({ allowed: false, href }))
  })

  it('leaves allowed links and non-links alone', () => {
    const o = options()
    for (const target of [
      anchor('/en/about'),
      anchor('https://www.canada.ca/en'),
      anchor('mailto:info@nordorapharma.ca'),
      { closest: () => null },
      null,
    ]) {
      const event = click(target)
      guardClick(event, o)
      expect(event.preventDefault).not.toHaveBeenCalled()
    }
    expect(o.onBlocked).not.toHaveBeenCalled()
  })
})

describe('clientSidePath', () => {
  it('turns a plain click on an internal content link into a client-side navigation', () => {
    expect(clientSidePath(click(anchor('/en/products?x=1#top')), options(), '/en/about')).toBe('/en/products?x=1#top')
    expect(clientSidePath(click(anchor('https://www.nordorapharma.ca/en/contactus')), options(), '/en/about')).toBe('/en/contactus')
  })

  it('leaves the browser in charge otherwise', () => {
    const o = options()
    expect(clientSidePath(click(anchor('/en/products', { inContent: false })), o, '/')).toBeUndefined()
    expect(clientSidePath(click(anchor('https://www.canada.ca/en')), o, '/')).toBeUndefined()
    expect(clientSidePath(click(anchor('mailto:a@b.ca')), o, '/')).toBeUndefined()
    expect(clientSidePath(click(anchor('/en/products'), { ctrlKey: true }), o, '/')).toBeUndefined()
    expect(clientSidePath(click(anchor('/en/products'), { button: 1 }), o, '/')).toBeUndefined()
    expect(clientSidePath(click(anchor('/en/products', { attributes: { target: '_blank' } })), o, '/')).toBeUndefined()
    expect(clientSidePath(click(anchor('/files/x.pdf', { attributes: { download: '' } })), o, '/')).toBeUndefined()
    expect(clientSidePath(click(anchor('#section')), o, '/en/about')).toBeUndefined()
    expect(clientSidePath(click(anchor('/en/products'), { defaultPrevented: true }), o, '/')).toBeUndefined()
  })
})

describe('listenToContentLinks', () => {
  it('guards in the capture phase, navigates in the bubble phase, preloads on intent', () => {
    const listeners = new Map<string, (event: Event) => void>()
    const target = {
      addEventListener: (type: string, listener: (event: Event) => void, capture?: unknown) =>
        void listeners.set(`${type}${capture === true ? ':capture' : ''}`, listener),
      removeEventListener: vi.fn(),
    } as unknown as EventTarget
    const o = options()
    const stop = listenToContentLinks(target, () => '/en/about', o)
    const blocked = click(anchor('javascript:alert(1)'))
    listeners.get('click:capture')!(blocked)
    listeners.get('click')!(blocked)
    expect(o.onBlocked).toHaveBeenCalledTimes(1)
    expect(o.navigate).not.toHaveBeenCalled()
    listeners.get('click')!(click(anchor('/en/products')))
    expect(o.navigate).toHaveBeenCalledWith('/en/products')
    listeners.get('pointerover')!(click(anchor('/en/contactus')))
    listeners.get('focusin')!(click(anchor('https://www.canada.ca/')))
    expect(o.preload.mock.calls).toEqual([['/en/contactus']])
    stop()
    expect(target.removeEventListener).toHaveBeenCalledTimes(5)
  })

  // Every way a browser follows a link, each on a host off the allow list: none may get past the guard.
  function listening() {
    const listeners = new Map<string, (event: Event) => void>()
    const target = {
      addEventListener: (type: string, listener: (event: Event) => void, capture?: unknown) =>
        void listeners.set(`${type}${capture === true ? ':capture' : ''}`, listener),
      removeEventListener: () => {},
    } as unknown as EventTarget
    const o = options()
    listenToContentLinks(target, () => '/en/about', o)
    /** Dispatches as the browser does: capture phase first, then bubble (auxclick has no bubble listener). */
    const dispatch = (type: 'click' | 'auxclick', event: MouseEvent) => {
      listeners.get(`${type}:capture`)?.(event)
      listeners.get(type)?.(event)
    }
    return { o, dispatch }
  }
  const offList = () => anchor('https://evil.example/phish', { inContent: false })

  it.each([
    { way: 'a middle click (auxclick, which opens a new tab without a click event)', type: 'auxclick', init: { button: 1 } },
    { way: 'a keyboard activation (Enter on a focused link arrives as a click with detail 0)', type: 'click', init: { detail: 0 } },
  ] as const)('cancels $way', ({ type, init }) => {
    const { o, dispatch } = listening()
    const event = click(offList(), init)
    dispatch(type, event)
    expect(event.preventDefault).toHaveBeenCalled()
    expect(o.onBlocked).toHaveBeenCalledTimes(1)
  })

  it.each([{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }])(
    'cancels a click with a modifier (%o: new tab, window or download)',
    (modifier) => {
      const { o, dispatch } = listening()
      const event = click(offList(), modifier)
      dispatch('click', event)
      expect(event.preventDefault).toHaveBeenCalled()
      expect(o.onBlocked).toHaveBeenCalledTimes(1)
      expect(o.navigate).not.toHaveBeenCalled()
    },
  )

  it('leaves a middle click on an allowed link to the browser', () => {
    const { o, dispatch } = listening()
    const event = click(anchor('https://www.canada.ca/en', { inContent: false }), { button: 1 })
    dispatch('auxclick', event)
    expect(event.preventDefault).not.toHaveBeenCalled()
    expect(o.onBlocked).not.toHaveBeenCalled()
  })
})

import { checkNavigation, type GuardOptions, type NavigationCheck } from './url-safety.ts'

/**
 * One delegated listener for every link on the page:
 * - in the capture phase, a click on a refused address (a dangerous scheme, a
 *   host not on the allow list) is cancelled before anything else sees it:
 *   every way of following a link, a plain click, a click with a modifier
 *   (new tab, new window, download), Enter on a focused link (the browser sends
 *   it as a click) and the middle or another button (`auxclick`, which opens a
 *   new tab without any `click`);
 * - in the bubble phase, a plain click on an internal link inside rendered
 *   content (`.prose`, raw HTML from Markdown) becomes a client-side navigation,
 *   as React Router's own links are; hovering or focusing one preloads its route.
 */
export const CONTENT_SELECTOR = '.prose'

export type ContentLinkOptions = {
  guard: () => GuardOptions
  navigate: (path: string) => void
  preload: (pathname: string) => void
  onBlocked: (check: NavigationCheck & { allowed: false }) => void
}

type AnchorLike = { getAttribute(name: string): string | null; hasAttribute(name: string): boolean; closest(selector: string): unknown }
type ClickLike = Pick<
  MouseEvent,
  'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey' | 'defaultPrevented' | 'preventDefault' | 'target'
>

function anchorOf(target: EventTarget | null): AnchorLike | null {
  const element = target as { closest?: (selector: string) => unknown } | null
  return (element?.closest?.('a[href]') as AnchorLike | null | undefined) ?? null
}

export function guardClick(event: ClickLike, options: ContentLinkOptions): void {
  const anchor = anchorOf(event.target)
  if (!anchor) return
  const check = checkNavigation(anchor.getAttribute('href') ?? '', options.guard())
  if (!check.allowed) {
    event.preventDefault()
    options.onBlocked(check)
  }
}

/** The internal path a plain click on a content link should go to, client-side; undefined to leave it to the browser. */
export function clientSidePath(event: ClickLike, options: Pick<ContentLinkOptions, 'guard'>, currentPath: string): string | undefined {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return undefined
  const anchor = anchorOf(event.target)
  if (!anchor || !anchor.closest(CONTENT_SELECTOR)) return undefined
  if (anchor.hasAttribute('download') || (anchor.getAttribute('target') ?? '_self') !== '_self') return undefined
  const check = checkNavigation(anchor.getAttribute('href') ?? '', options.guard())
  if (!check.allowed || check.kind !== 'internal') return undefined
  // A jump within the same page stays the browser's.
  if (check.url.pathname === currentPath && check.url.hash) return undefined
  return check.url.pathname + check.url.search + check.url.hash
}

export function listenToContentLinks(target: EventTarget, currentPath: () => string, options: ContentLinkOptions): () => void {
  const onCapture = (event: Event) => guardClick(event as MouseEvent, options)
  const onBubble = (event: Event) => {
    const path = clientSidePath(event as MouseEvent, options, currentPath())
    if (path === undefined) return
    event.preventDefault()
    options.navigate(path)
  }
  const onIntent = (event: Event) => {
    const anchor = anchorOf(event.target)
    if (!anchor?.closest(CONTENT_SELECTOR)) return
    const check = checkNavigation(anchor.getAttribute('href') ?? '', options.guard())
    if (check.allowed && check.kind === 'internal') options.preload(check.url.pathname)
  }
  target.addEventListener('click', onCapture, true)
  target.addEventListener('auxclick', onCapture, true)
  target.addEventListener('click', onBubble)
  target.addEventListener('pointerover', onIntent, { passive: true })
  target.addEventListener('focusin', onIntent)
  return () => {
    target.removeEventListener('click', onCapture, true)
    target.removeEventListener('auxclick', onCapture, true)
    target.removeEventListener('click', onBubble)
    target.removeEventListener('pointerover', onIntent)
    target.removeEventListener('focusin', onIntent)
  }
}

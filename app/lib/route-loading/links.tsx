import { useEffect, useRef, type FocusEvent, type MouseEvent, type TouchEvent } from 'react'
import { Link as RouterLink, NavLink as RouterNavLink, useHref, type LinkProps, type NavLinkProps } from 'react-router'
import { preloadRoute } from './route-preloads.ts'

/** As React Router's `<Link prefetch="intent">`: a pointer resting this long on a link means the visitor may follow it. */
const INTENT_DELAY_MS = 100

type Prefetch = LinkProps['prefetch']
type IntentHandlers = Pick<LinkProps, 'onMouseEnter' | 'onMouseLeave' | 'onFocus' | 'onBlur' | 'onTouchStart'>

/**
 * `prefetch` done by the site's preload queue instead of React Router: its
 * own prefetching has no limit and reloads the page when a chunk is missing.
 * `intent` preloads after a short hover or on focus, `render` and `viewport`
 * once the link is on the page.
 */
function usePreload(to: LinkProps['to'], prefetch: Prefetch, handlers: IntentHandlers): IntentHandlers {
  const href = useHref(to)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const preload = () => {
    const url = new URL(href, window.location.href)
    if (url.origin === window.location.origin) preloadRoute(url.pathname)
  }
  const preloadRef = useRef(preload)
  useEffect(() => {
    preloadRef.current = preload
  })
  useEffect(() => {
    if (prefetch === 'render' || prefetch === 'viewport') preloadRef.current()
    return () => clearTimeout(timer.current)
  }, [prefetch])
  if (prefetch !== 'intent') return handlers

  const start = () => {
    clearTimeout(timer.current)
    timer.current = setTimeout(() => preloadRef.current(), INTENT_DELAY_MS)
  }
  const cancel = () => clearTimeout(timer.current)
  return {
    onMouseEnter: (event: MouseEvent<HTMLAnchorElement>) => (handlers.onMouseEnter?.(event), event.defaultPrevented || start()),
    onFocus: (event: FocusEvent<HTMLAnchorElement>) => (handlers.onFocus?.(event), event.defaultPrevented || start()),
    onTouchStart: (event: TouchEvent<HTMLAnchorElement>) => (handlers.onTouchStart?.(event), event.defaultPrevented || start()),
    onMouseLeave: (event: MouseEvent<HTMLAnchorElement>) => (handlers.onMouseLeave?.(event), cancel()),
    onBlur: (event: FocusEvent<HTMLAnchorElement>) => (handlers.onBlur?.(event), cancel()),
  }
}

/** React Router's `<Link>`, with `prefetch` through the site's preload queue (docs/decisions/0021). */
export function Link({ prefetch = 'none', onMouseEnter, onMouseLeave, onFocus, onBlur, onTouchStart, ...props }: LinkProps) {
  const handlers = usePreload(props.to, prefetch, { onMouseEnter, onMouseLeave, onFocus, onBlur, onTouchStart })
  return <RouterLink {...props} {...handlers} prefetch="none" />
}

/** React Router's `<NavLink>`, with `prefetch` through the site's preload queue. */
export function NavLink({ prefetch = 'none', onMouseEnter, onMouseLeave, onFocus, onBlur, onTouchStart, ...props }: NavLinkProps) {
  const handlers = usePreload(props.to, prefetch, { onMouseEnter, onMouseLeave, onFocus, onBlur, onTouchStart })
  return <RouterNavLink {...props} {...handlers} prefetch="none" />
}

import { useEffect, useRef, useState } from 'react'
import { useLocation } from 'react-router'

/**
 * After a client-side navigation a screen reader would otherwise stay where
 * the click was and say nothing. Focus moves to the new page's main heading
 * (pages render `<h1 tabIndex={-1}>`; the <main> element when a page has
 * none) and a polite live region reads the new title. The first load is left
 * alone: the browser announces it. Only path changes count, so the skip link
 * (#main) and a form posting back to its own page keep their own focus
 * handling. See docs/decisions/0034.
 */
export function RouteAnnouncer() {
  const { pathname } = useLocation()
  const [announcement, setAnnouncement] = useState('')
  const previous = useRef(pathname)

  useEffect(() => {
    if (previous.current === pathname) return
    previous.current = pathname
    const main = document.getElementById('main')
    const target = main?.querySelector<HTMLElement>('h1') ?? main
    if (target && !target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1')
    // The scroll position belongs to <ScrollRestoration>, which restores it on back and forward.
    target?.focus({ preventScroll: true })
    setAnnouncement(document.title)
  }, [pathname])

  return (
    <div className="visually-hidden" role="status" aria-live="polite" aria-atomic="true" data-testid="route-announcer">
      {announcement}
    </div>
  )
}

import { useCallback, useEffect, useRef, useState } from 'react'
import { useLocation, useMatches, useNavigate } from 'react-router'
import { useT } from '../i18n/messages.ts'
import { listenToContentLinks } from '../lib/navigation-guard/content-links.ts'
import { browserGuard } from '../lib/navigation-guard/browser-guard.ts'
import { preloadRoute } from '../lib/route-loading/route-preloads.ts'
import { trackPageView } from '../lib/runtime/analytics-store.ts'
import { fatalErrors } from '../lib/runtime/fatal-error-store.ts'
import { langOfPath } from '../routing/paths.ts'
import { ConsentPrompt } from './consent-controls.tsx'
import { LoadingIndicator } from './loading-indicator.tsx'

/** Route ids are `<screen>.<lang>` (app/routes.ts); the route's name is the screen's. */
function routeNameOf(routeId: string): string {
  return routeId.replace(/\.(en|fr)$/, '')
}

/**
 * Every page view, including client-side navigations, under the route's name with its path (never the query, as
 * the server log: less collected, less sent) and language.
 */
function usePageViews() {
  const { pathname, search } = useLocation()
  const routeId = useMatches().at(-1)?.id ?? 'root'
  useEffect(() => {
    trackPageView({ route: routeNameOf(routeId), routeId, path: pathname, language: langOfPath(pathname) ?? 'en' })
    // A new search is a new page view still, under the same path.
  }, [pathname, search, routeId])
}

/** A navigation that got somewhere leaves an earlier fatal error behind. */
function useFatalErrorReset() {
  const { key } = useLocation()
  const [firstKey] = useState(key)
  useEffect(() => {
    if (key !== firstKey) fatalErrors.clear()
  }, [key, firstKey])
}

/** Guards every link click, makes content links client-side, preloads their routes (in the page's one preload queue). */
function useContentLinks(onBlocked: () => void) {
  const navigate = useNavigate()
  useEffect(
    () =>
      listenToContentLinks(window, () => window.location.pathname, {
        guard: browserGuard,
        navigate: (path) => void navigate(path),
        preload: preloadRoute,
        onBlocked: (check) => {
          console.warn(`Navigation refused (${check.reason}): ${check.href}`)
          onBlocked()
        },
      }),
    [navigate, onBlocked],
  )
}

/**
 * The browser behaviours the root layout hosts: consent banner,
 * loading indicator, page views, content-link guard and its notice.
 */
export function SiteBehaviours() {
  const t = useT()
  const { key } = useLocation()
  // The notice belongs to the page the link was on; it goes with the next navigation.
  const [blockedOn, setBlockedOn] = useState<string | null>(null)
  const currentKey = useRef(key)
  useEffect(() => {
    currentKey.current = key
  }, [key])
  const onBlocked = useCallback(() => setBlockedOn(currentKey.current), [])
  usePageViews()
  useFatalErrorReset()
  useContentLinks(onBlocked)
  return (
    <>
      <LoadingIndicator />
      <p className="blocked-link-notice" role="status" data-testid="blocked-link-notice">
        {blockedOn === key ? t('navigation.blocked') : null}
      </p>
      <ConsentPrompt />
    </>
  )
}

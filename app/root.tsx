import { data, Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation, useMatches } from 'react-router'
import type { Route } from './+types/root'
import { SiteFooter } from './components/site-footer.tsx'
import { SiteHeader } from './components/site-header.tsx'
import { lazy, Suspense } from 'react'
import { OptionalPart } from './components/optional-part.tsx'
import { ErrorPagePart, ErrorScreenPart } from './components/error-screen-part.tsx'
import { RouteAnnouncer } from './components/route-announcer.tsx'
import { createAppError, toAppError } from './errors/app-error.ts'
import { requestRejectionContext } from './server-context.ts'
import { cataloguesJson, pageLanguages, PAGE_CATALOGUES_ELEMENT_ID, translator, usePageCatalogues } from './i18n/messages.ts'
import { localeTag } from './i18n/locales.ts'
import { langOfPath } from './routing/paths.ts'
import type { Lang } from './routing/route-table.ts'
import { PUBLIC_CONFIG_ELEMENT_ID, PUBLIC_CONFIG_PLACEHOLDER } from './config/public-config.ts'
import { useRequestValues } from './request-values.tsx'
// Behaviours: consent, page views, loading indicator, link guard, fatal errors, route middleware.
import { SiteBehaviours } from './components/site-behaviours.tsx'
import { routeMiddleware } from './lib/route-middleware/registry.ts'
import { useFatalError } from './lib/runtime/fatal-error-store.ts'
// Performance: linked from `links` so the stylesheet comes before the script preloads in <head>.
import stylesheet from './styles/app.css?url'
// The brand typeface (one variable file, Latin): preloaded so text paints in it at once (docs/decisions/0050).
import brandFont from '@fontsource-variable/figtree/files/figtree-latin-wght-normal.woff2?url'

/**
 * The header and footer of an address without a language, in both: only such pages (an error screen) draw them, so
 * they are a chunk of their own rather than bytes every page downloads.
 */
const BilingualHeader = lazy(() => import('./components/bilingual-header.tsx').then((m) => ({ default: m.BilingualHeader })))
const BilingualFooter = lazy(() => import('./components/bilingual-footer.tsx').then((m) => ({ default: m.BilingualFooter })))

/** Route modules set `handle = { chrome: false }` to render without header and footer (print views). */
export type RouteHandle = { chrome?: boolean }

/** Every page: see app/lib/route-middleware/registry.ts. */
export const middleware: Route.MiddlewareFunction[] = [
  refusedRequest,
  ...routeMiddleware(['server-timing', 'content-language', 'robots-noindex']),
]

/** A request the server refused (bad address, method a page does not take): its error screen, before any loader runs. */
function refusedRequest({ context }: Parameters<Route.MiddlewareFunction>[0]) {
  const rejection = context.get(requestRejectionContext)
  // The status text too: React Router would otherwise call every thrown error status "Internal Server Error".
  if (rejection) {
    throw data(createAppError({ statusCode: rejection.status, statusMessage: rejection.statusMessage }), {
      status: rejection.status,
      statusText: rejection.statusMessage,
    })
  }
}

export const links: Route.LinksFunction = () => [
  // First: the one render-blocking file must not queue behind a dozen module preloads (docs/decisions/0035).
  // `precedence` makes it a React stylesheet resource, which React writes before the preloads.
  { rel: 'stylesheet', href: stylesheet, precedence: 'default' },
  { rel: 'preload', href: brandFont, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
]

/**
 * The injected page configuration, as inert JSON (no script runs, so no nonce
 * is needed). In the browser the element keeps what the server sent.
 */
function PublicConfigScript() {
  const values = useRequestValues()
  const json = values
    ? (values.publicConfigJson ?? PUBLIC_CONFIG_PLACEHOLDER)
    : (globalThis.document?.getElementById(PUBLIC_CONFIG_ELEMENT_ID)?.textContent ?? '')
  return (
    <script id={PUBLIC_CONFIG_ELEMENT_ID} type="application/json" dangerouslySetInnerHTML={{ __html: json }} suppressHydrationWarning />
  )
}

/** The strings of the page's language, as inert JSON the client entry reads before hydrating. */
function PageCataloguesScript() {
  const json =
    cataloguesJson(pageLanguages(useLocation().pathname)) ||
    (globalThis.document?.getElementById(PAGE_CATALOGUES_ELEMENT_ID)?.textContent ?? '')
  return (
    <script id={PAGE_CATALOGUES_ELEMENT_ID} type="application/json" dangerouslySetInnerHTML={{ __html: json }} suppressHydrationWarning />
  )
}

/**
 * `npm run dev` only: Vite's client inserts the styles a module imports as `<style>` elements, and gives them
 * the nonce of a `<meta property="csp-nonce">`, so the development server can send the production CSP. The
 * browser keeps what the server rendered.
 */
function DevelopmentNonce() {
  const nonce = useRequestValues()?.nonce
  if (!import.meta.env.DEV) return null
  return nonce ? <meta property="csp-nonce" nonce={nonce} suppressHydrationWarning /> : null
}

export function Layout({ children }: { children: React.ReactNode }) {
  // Before any string is read: a navigation into the other language waits here for its catalogue.
  usePageCatalogues()
  const lang = langOfPath(useLocation().pathname)
  const t = translator(lang ?? 'en')
  const matches = useMatches()
  const chrome = !matches.some((match) => (match.handle as RouteHandle | undefined)?.chrome === false)
  // An error in the browser that stopped the page: people see the error screen in place of the page.
  const fatalError = useFatalError()
  // Staff pages: a document of their own, from the server only. `import.meta.env.SSR` is false in the browser's
  // build, so none of this reaches the public pages' JavaScript (docs/decisions/0111).
  if (import.meta.env.SSR) {
    const staffPage = matches.find((match) => match.id.startsWith('staff-'))
    if (staffPage) return <StaffDocument lang={staffPage.params.lang === 'fr' ? 'fr' : 'en'}>{children}</StaffDocument>
  }
  return (
    <html lang={localeTag(lang ?? 'en')}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <DevelopmentNonce />
        <Meta />
        <Links />
        <PublicConfigScript />
      </head>
      <body>
        <a href="#main" className="skip-link">
          {t('skip.main')}
        </a>
        {/* A path without a language gets a header in both languages, not the English menu. */}
        {chrome &&
          (lang ? (
            <SiteHeader />
          ) : (
            <Suspense fallback={null}>
              <BilingualHeader />
            </Suspense>
          ))}
        <main id="main" tabIndex={-1} className="container">
          {fatalError ? <ErrorScreenPart error={fatalError} /> : children}
        </main>
        {/* The footer carries the cookie preferences; a path without a language gets the side-effect line and the privacy policy in both. */}
        {chrome &&
          (lang ? (
            <SiteFooter />
          ) : (
            <Suspense fallback={null}>
              <BilingualFooter />
            </Suspense>
          ))}
        {/* Optional: whatever fails in there, the page stays (React Router cannot catch errors in the layout). */}
        <OptionalPart name="The page's behaviours" fallback={null}>
          <SiteBehaviours />
        </OptionalPart>
        {/* Accessibility: focus and title announcement after client navigation. */}
        <RouteAnnouncer />
        <PageCataloguesScript />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  )
}

/**
 * The HTML of a staff page (server/staff, app/staff): rendered by the server and never hydrated, so it loads no
 * script at all (no tag manager, no consent banner, none of the public site's JavaScript) and its forms post as
 * plain HTML. No header, footer or behaviours of the public site.
 */
function StaffDocument({ lang, children }: { lang: Lang; children: React.ReactNode }) {
  return (
    <html lang={localeTag(lang)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <meta name="robots" content="noindex, nofollow" />
        <Meta />
        <Links />
      </head>
      <body className="staff">{children}</body>
    </html>
  )
}

export default function App() {
  return <Outlet />
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const appError = toAppError(error)
  if (appError.statusCode >= 500 && !(error && typeof error === 'object' && 'status' in error)) {
    // The visitor sees a generic screen; the details stay in the server's log.
    console.error(error)
  }
  return <ErrorPagePart error={appError} />
}

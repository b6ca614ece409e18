import { layout, route, type RouteConfig } from '@react-router/dev/routes'
import { screenModules } from './routing/route-modules.ts'
import { languages, pressFeeds, screens, staffScreens } from './routing/route-table.ts'

/**
 * Generated from the route table: one route per screen and language, with the
 * id `<screen>.<lang>` so analytics, tests and errors can name it.
 */
const screenRoutes = screens.flatMap((screen) =>
  languages.flatMap((lang) => {
    const path = (screen.paths as Record<string, string | undefined>)[lang]
    // Case-sensitive: `/EN/about` is no route (a 404 "Page not found"), not a mistyped page of one.
    return path ? [route(path, screenModules[screen.name], { id: `${screen.name}.${lang}`, caseSensitive: true })] : []
  }),
)

/**
 * The staff area's screens, one route each (the language is a parameter), all below one layout whose middleware
 * signs the request in and checks the role and the CSRF token (app/staff/layout.tsx); 404 unless staff sign-in is
 * configured.
 */
const staffRoutes = layout(
  'staff/layout.tsx',
  { id: 'staff-area' },
  staffScreens.map((screen) => route(screen.path, screen.module, { id: screen.name, caseSensitive: true })),
)

export default [
  route('/', 'routes/language-redirect.ts', { id: 'language-redirect' }),
  ...screenRoutes,
  staffRoutes,
  ...languages.map((lang) => route(pressFeeds[lang], 'routes/press-feed.ts', { id: `press-feed.${lang}` })),
  route('/sitemap.xml', 'routes/sitemap.ts', { id: 'sitemap' }),
  route('/robots.txt', 'routes/robots.ts', { id: 'robots' }),
  route('*', 'routes/not-found.tsx', { id: 'not-found' }),
] satisfies RouteConfig

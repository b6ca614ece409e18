import path from 'node:path'
import { findPrerenderedPages } from '../../server/prerendered.ts'
import { screens } from '../../app/routing/route-table.ts'
import { unknownToken } from './site-paths.ts'

/** The build the e2e server serves (playwright.config.ts starts it with the same BUILD_DIR). */
export const clientDir = path.resolve(import.meta.dirname, '../..', process.env.BUILD_DIR ?? 'build', 'client')

/**
 * Every page of the site: each prerendered path of both languages (every
 * screen, every press release and its print view), and the error screens,
 * which are rendered per request.
 */
export function allPages(): string[] {
  const prerendered = [...findPrerenderedPages(clientDir).keys()].filter((p) => p !== '/').sort()
  return [...prerendered, ...renderedPages, ...errorPages]
}

const perRequest = screens
  .filter((screen) => 'prerender' in screen && screen.prerender === false)
  .flatMap((screen) => Object.values(screen.paths as Record<string, string>))

/** Screens rendered per request rather than prerendered: the search, the healthcare-professional area and its declaration. */
export const renderedPages = perRequest.filter((p) => !p.includes(':token')).sort()

/**
 * Error screens answer 404, which Chromium reports on the console; the sweep expects exactly that. A follow-up
 * link's page, asked with a token never given, is one of them: its open form needs a link the team sent.
 */
export const errorPages = [
  '/en/no-such-page',
  '/fr/aucune-page',
  '/no-such-page',
  ...perRequest.filter((p) => p.includes(':token')).map((p) => p.replace(':token', unknownToken)),
]

/** Splits a list into `count` batches of nearly equal size, so each test reuses one browser page for many paths. */
export function batches<T>(items: T[], count: number): T[][] {
  const size = Math.ceil(items.length / count)
  return Array.from({ length: count }, (_, i) => items.slice(i * size, (i + 1) * size)).filter((b) => b.length > 0)
}

import { env } from '../config/env.server.ts'

/**
 * The build's clock: `BUILD_NOW`, which `npm run build` sets once at its start for all its steps (scripts/build.ts)
 * unless given one (a test, or a rebuild that must publish as of a given minute); else, outside a build, now.
 * Every list, page, feed, sitemap and search index is built as of it.
 */
export function buildNow(): Date {
  const fixed = env().BUILD_NOW
  return fixed ? new Date(fixed) : new Date()
}

/** Whether a release may appear in a build made at `now`: one without a `publishAt` always may. */
export function isPublished(release: { publishAt?: string | undefined }, now: Date): boolean {
  return release.publishAt === undefined || Date.parse(release.publishAt) <= now.getTime()
}

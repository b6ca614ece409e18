import { env } from '../config/env.server.ts'
import { easternDayStart } from './publication-time.ts'

/**
 * The build's clock: `BUILD_NOW`, which `npm run build` sets once at its start for all its steps (scripts/build.ts)
 * unless given one (a test, or a rebuild that must publish as of a given minute); else, outside a build, now.
 * Every list, page, feed, sitemap and search index is built as of it.
 */
export function buildNow(): Date {
  const fixed = env().BUILD_NOW
  return fixed ? new Date(fixed) : new Date()
}

/**
 * When a release becomes public: its `publishAt`, or else the start of its `published` day in Eastern time. A
 * release dated tomorrow is not public today, whether or not it names a time; `publishAt` must fall on the
 * `published` day (app/content/schemas.ts), so it can only make a release wait longer, never come out earlier.
 */
export function publicationInstant(release: { published: string; publishAt?: string | undefined }): Date {
  return release.publishAt === undefined ? easternDayStart(release.published) : new Date(release.publishAt)
}

/** Whether a release may appear in a build made at `now`: once its publication instant has come. */
export function isPublished(release: { published: string; publishAt?: string | undefined }, now: Date): boolean {
  return publicationInstant(release).getTime() <= now.getTime()
}

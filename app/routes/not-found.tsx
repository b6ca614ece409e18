import { redirect } from 'react-router'
import { notFound } from '../errors/app-error.ts'
import { movedPaths } from '../routing/moved-paths.ts'
import { href, normalizePath } from '../routing/paths.ts'
import type { Route } from './+types/not-found'

/** Any path no screen claims: a 404 rendered by the root error screen, or the page it stands for (moved-paths.ts). */
export function loader({ url }: Route.LoaderArgs) {
  const moved = movedPaths[normalizePath(url.pathname)]
  if (moved) throw redirect(href(moved.screen, moved.lang) + url.search, 301)
  throw notFound('no-route', url.pathname + url.search)
}

export default function NotFound() {
  return null
}

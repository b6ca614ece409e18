import { notFound } from '../errors/app-error.ts'
import type { Route } from './+types/not-found'

/** Any path no screen claims: a 404 rendered by the root error screen. */
export function loader({ url }: Route.LoaderArgs) {
  throw notFound('no-route', url.pathname + url.search)
}

export default function NotFound() {
  return null
}

import { formKinds } from '../../app/forms/domain/form-kinds.ts'
import { href } from '../../app/routing/paths.ts'
import { languages } from '../../app/routing/route-table.ts'

/**
 * Where the forms post: their page paths, taken from the route table so
 * that a renamed path follows.
 */
export function formPostPaths(): Set<string> {
  return new Set(formKinds.flatMap((kind) => languages.map((lang) => href(kind, lang))))
}

/**
 * The page a post is for. React Router posts to `<path>.data` when
 * JavaScript runs (`<path>/_.data` from a path with a trailing slash), and
 * routes `<path>/` like `<path>`: every spelling must meet the same guard.
 */
export function postedPage(path: string): string {
  return path.replace(/(?:\/_)?\.data$/, '').replace(/\/+$/, '') || '/'
}

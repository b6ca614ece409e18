import { formKinds } from '../../app/forms/form-kinds.ts'
import { href } from '../../app/routing/paths.ts'
import { languages } from '../../app/routing/route-table.ts'

/**
 * Where the two forms post: their page paths, and the `.data` paths React
 * Router posts to when JavaScript runs. Taken from the route table, so a
 * renamed path follows.
 */
export function formPostPaths(): Set<string> {
  const paths = new Set<string>()
  for (const kind of formKinds) {
    for (const lang of languages) {
      const path = href(kind, lang)
      paths.add(path)
      paths.add(`${path}.data`)
    }
  }
  return paths
}

import { redirect } from 'react-router'
import { declarationHref, hasDeclared } from './hcp-area.ts'
import { normalizePath } from './paths.ts'
import type { Lang } from './route-table.ts'

/**
 * The loaders' half of the area's check (the server's is server/hcp-gate.ts):
 * it also covers client-side navigation, whose data requests React Router
 * answers, and the development server, which has no gate in front.
 */
export function requireDeclaration(request: Request, lang: Lang): void {
  if (hasDeclared(request.headers.get('Cookie'))) return
  const url = new URL(request.url)
  const page = normalizePath(url.pathname.replace(/(?:\/_)?\.data$/, ''))
  throw redirect(declarationHref(lang, page), { status: 303 })
}

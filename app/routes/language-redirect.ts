import Negotiator from 'negotiator'
import { redirect } from 'react-router'
import { href } from '../routing/paths.ts'
import { languages } from '../routing/route-table.ts'
import type { Route } from './+types/language-redirect'

/** `/` sends each visitor to the home page in the language their browser prefers; English by default. */
export function loader({ request }: Route.LoaderArgs) {
  const negotiator = new Negotiator({ headers: { 'accept-language': request.headers.get('accept-language') ?? '' } })
  const preferred = negotiator.languages([...languages])[0]
  const lang = languages.find((l) => l === preferred) ?? 'en'
  return redirect(href('home', lang), { status: 302, headers: { Vary: 'Accept-Language', 'Cache-Control': 'private, no-cache' } })
}

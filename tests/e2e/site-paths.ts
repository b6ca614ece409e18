import { generatePath } from 'react-router'
import { loadContent } from '../../app/content/content.server.ts'
import { HCP_COOKIE, HCP_COOKIE_VALUE, isGatedPath } from '../../app/routing/hcp-area.ts'
import { languages, screens, type Lang } from '../../app/routing/route-table.ts'

export type SitePath = { path: string; lang: Lang; screen: string; title: string; gated: boolean }

const content = loadContent()
const releases = [...content.press.values()]
const firstId = (archived: boolean) =>
  releases
    .filter((r) => r.lang === 'en' && r.archived === archived)
    .map((r) => r.id)
    .sort()[0]!

export const currentId = firstId(false)
export const archivedId = firstId(true)

/**
 * Every path of the route table in both languages (the spec's and the screens
 * the site adds), with a real press id for the {id} ones, its expected <h1>,
 * and whether it lies behind the healthcare-professional declaration.
 */
export const sitePaths: SitePath[] = screens.flatMap((screen) =>
  languages.flatMap((lang): SitePath[] => {
    const pattern = (screen.paths as Partial<Record<Lang, string>>)[lang]
    if (!pattern) return []
    if ('params' in screen) {
      const id = screen.params === 'archivedPressId' ? archivedId : currentId
      const release = content.press.get(`${lang}/${id}`)!
      return [{ path: generatePath(pattern, { id }), lang, screen: screen.name, title: release.title, gated: false }]
    }
    return [
      { path: pattern, lang, screen: screen.name, title: content.pages.get(`${lang}/${screen.name}`)!.title, gated: isGatedPath(pattern) },
    ]
  }),
)

/** The cookie the declaration sets, for tests that visit the area as a healthcare professional. */
export function declaredCookie(baseURL: string) {
  return { name: HCP_COOKIE, value: HCP_COOKIE_VALUE, url: baseURL }
}

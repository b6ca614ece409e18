import { generatePath } from 'react-router'
import { loadContent } from '../../app/content/content.server.ts'
import { languages, screens, type Lang } from '../../app/routing/route-table.ts'

export type SitePath = { path: string; lang: Lang; screen: string; title: string }

const content = loadContent()
const releases = [...content.press.values()]
const firstId = (archived: boolean) => releases.filter((r) => r.lang === 'en' && r.archived === archived).map((r) => r.id).sort()[0]!

export const currentId = firstId(false)
export const archivedId = firstId(true)

/** Every path of the spec in both languages, with a real press id for the {id} ones, and its expected <h1>. */
export const sitePaths: SitePath[] = screens.flatMap((screen) =>
  languages.flatMap((lang): SitePath[] => {
    const pattern = (screen.paths as Partial<Record<Lang, string>>)[lang]
    if (!pattern) return []
    if ('params' in screen) {
      const id = screen.params === 'archivedPressId' ? archivedId : currentId
      const release = content.press.get(`${lang}/${id}`)!
      return [{ path: generatePath(pattern, { id }), lang, screen: screen.name, title: release.title }]
    }
    return [{ path: pattern, lang, screen: screen.name, title: content.pages.get(`${lang}/${screen.name}`)!.title }]
  }),
)

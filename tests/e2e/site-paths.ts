import { generatePath } from 'react-router'
import { loadContent } from '../../app/content/content.server.ts'
import { HCP_COOKIE, HCP_COOKIE_VALUE, isGatedPath } from '../../app/routing/hcp-area.ts'
import { languages, screens, type Lang } from '../../app/routing/route-table.ts'
import { formTranslator } from '../../app/forms/domain/messages/index.ts'

export type SitePath = { path: string; lang: Lang; screen: string; title: string; gated: boolean; status: number }

/**
 * A follow-up link's page is reached only through its single-use token: the inventory asks with one that was never
 * given, which the page answers 404 with its own heading (its open form has its own end-to-end test).
 */
export const unknownToken = 'never-given-token'
const linkNotFoundTitle = {
  en: formTranslator('en')('form.followUp.notFound.title'),
  fr: formTranslator('fr')('form.followUp.notFound.title'),
}

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
      return [{ path: generatePath(pattern, { id }), lang, screen: screen.name, title: release.title, gated: false, status: 200 }]
    }
    if (pattern.includes(':token')) {
      const path = generatePath(pattern, { token: unknownToken })
      return [{ path, lang, screen: screen.name, title: linkNotFoundTitle[lang], gated: false, status: 404 }]
    }
    const title = content.pages.get(`${lang}/${screen.name}`)!.title
    return [{ path: pattern, lang, screen: screen.name, title, gated: isGatedPath(pattern), status: 200 }]
  }),
)

/** The cookie the declaration sets, for tests that visit the area as a healthcare professional. */
export function declaredCookie(baseURL: string) {
  return { name: HCP_COOKIE, value: HCP_COOKIE_VALUE, url: baseURL }
}

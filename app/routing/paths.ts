import { generatePath, matchPath } from 'react-router'
import { languages, screens, type Lang, type ScreenName } from './route-table.ts'

type AnyScreen = (typeof screens)[number]
export type ScreenMatch = {
  screen: AnyScreen
  lang: Lang
  params: Record<string, string>
}

const byName = new Map<string, AnyScreen>(screens.map((s) => [s.name, s]))

export function getScreen(name: ScreenName): AnyScreen {
  const screen = byName.get(name)
  if (!screen) throw new Error(`Unknown screen ${name}`)
  return screen
}

export function pathOf(screen: AnyScreen, lang: Lang): string | undefined {
  return (screen.paths as { [L in Lang]?: string })[lang]
}

/** The URL of a screen in a language, with its params filled in. */
export function href(name: ScreenName, lang: Lang, params: Record<string, string> = {}): string {
  const pattern = pathOf(getScreen(name), lang)
  if (!pattern) throw new Error(`Screen ${name} has no ${lang} path`)
  return generatePath(pattern, params)
}

/** The exact paths that take form posts: the pages of the screens marked `acceptsPost`, in every language. */
export function postablePaths(): Set<string> {
  return new Set(screens.flatMap((screen) => ('acceptsPost' in screen ? languages.flatMap((lang) => pathOf(screen, lang) ?? []) : [])))
}

/**
 * Whether a page takes form posts: one of `postablePaths`, or a page of a screen marked `acceptsPost` whose path has a
 * parameter (a follow-up link's token), which no fixed list can hold.
 */
export function takesPost(path: string, fixed: ReadonlySet<string> = postablePaths()): boolean {
  if (fixed.has(path)) return true
  const match = path.includes('/') ? matchScreen(path) : undefined
  return match !== undefined && 'acceptsPost' in match.screen && Object.keys(match.params).length > 0
}

/** The screen a page belongs under when its path does not say so (the route table's `parent`). */
export function parentOf(screen: AnyScreen | undefined): ScreenName | undefined {
  return screen && 'parent' in screen ? (screen.parent as ScreenName) : undefined
}

export function hasPath(name: ScreenName, lang: Lang): boolean {
  return pathOf(getScreen(name), lang) !== undefined
}

/** Static patterns first, so `/en/pressroom/archives` is not read as a press id. */
const patterns = screens
  .flatMap((screen) =>
    languages.flatMap((lang) => {
      const path = pathOf(screen, lang)
      return path ? [{ screen, lang, path }] : []
    }),
  )
  .sort((a, b) => Number(a.path.includes(':')) - Number(b.path.includes(':')))

export function matchScreen(pathname: string): ScreenMatch | undefined {
  for (const { screen, lang, path } of patterns) {
    const match = matchPath({ path, end: true, caseSensitive: true }, pathname)
    if (match) return { screen, lang, params: match.params as Record<string, string> }
  }
  return undefined
}

/** `/en/about/` and `/en/about` are one page (the prerender asks with the slash); links and canonicals use the latter. */
export function normalizePath(pathname: string): string {
  return pathname.replace(/\/+$/, '') || '/'
}

/** The language a path belongs to, from its first segment; undefined outside /en and /fr. */
export function langOfPath(pathname: string): Lang | undefined {
  const first = pathname.split('/')[1]
  return languages.find((lang) => lang === first)
}

export function otherLang(lang: Lang): Lang {
  return lang === 'en' ? 'fr' : 'en'
}

/**
 * Where the language toggle goes: the same screen in the other language, or
 * that language's home when the screen exists in one language only.
 */
export function counterpart(pathname: string): { lang: Lang; path: string; sameScreen: boolean } {
  const match = matchScreen(pathname)
  const from = match?.lang ?? langOfPath(pathname) ?? 'en'
  const to = otherLang(from)
  if (match) {
    const target = pathOf(match.screen, to)
    if (target) return { lang: to, path: generatePath(target, match.params), sameScreen: true }
  }
  return { lang: to, path: href('home', to), sameScreen: false }
}

/** Every path of a screen in every language it exists in, with params filled. */
export function alternates(match: ScreenMatch): Partial<Record<Lang, string>> {
  const result: Partial<Record<Lang, string>> = {}
  for (const lang of languages) {
    const pattern = pathOf(match.screen, lang)
    if (pattern) result[lang] = generatePath(pattern, match.params)
  }
  return result
}

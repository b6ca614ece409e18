import { generatePath, matchPath } from 'react-router'
import { languages, staffScreens, type Lang, type StaffScreenName } from '../../routing/route-table.ts'

/** The staff area's addresses the server answers itself (no page): the sign-in flow and the sign-out. */
export const STAFF_ROOT = '/staff'
export const staffServerPaths = {
  signIn: '/staff/sign-in',
  callback: '/staff/callback',
  signOut: '/staff/sign-out',
} as const

export function staffHref(name: StaffScreenName, lang: Lang, params: Record<string, string> = {}): string {
  const screen = staffScreens.find((s) => s.name === name)!
  return generatePath(screen.path, { ...params, lang })
}

const isLang = (value: string | undefined): value is Lang => (languages as readonly (string | undefined)[]).includes(value)

/** The staff screen and language of a path, if it is one. */
export function matchStaffScreen(pathname: string): { name: StaffScreenName; lang: Lang; params: Record<string, string> } | undefined {
  for (const screen of staffScreens) {
    const match = matchPath({ path: screen.path, end: true, caseSensitive: true }, pathname)
    const { lang, ...params } = (match?.params ?? {}) as Record<string, string>
    if (match && isLang(lang)) return { name: screen.name, lang, params }
  }
  return undefined
}

/** The language of a staff path (`/staff/fr/…`), if it has one. */
export function staffLangOfPath(pathname: string): Lang | undefined {
  const [, root, lang] = pathname.split('/')
  return root === 'staff' && isLang(lang) ? lang : undefined
}

/** The same staff screen in the other language, with the same query. */
export function staffCounterpart(pathname: string, search: string): string {
  const match = matchStaffScreen(pathname)
  if (!match) return staffHref('staff-cases', 'en')
  return staffHref(match.name, match.lang === 'en' ? 'fr' : 'en', match.params) + search
}

/** Only a staff page may be where a sign-in returns: never another site (an open redirect). */
export function safeReturnTo(value: string | null | undefined): string {
  if (!value || !value.startsWith('/staff/') || value.startsWith('//') || value.includes('\\')) return staffHref('staff-cases', 'en')
  return matchStaffScreen(value.split('?')[0]!) ? value : staffHref('staff-cases', 'en')
}

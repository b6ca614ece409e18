import { generatePath, matchPath } from 'react-router'
import { languages, staffScreens, type Lang, type StaffScreenName } from '../../routing/route-table.ts'
import { requiredRoles, type StaffRole } from './roles.ts'

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

/** The screens of the staff area's menu, in its order: where a person may start. */
export const staffMenu = [
  'staff-cases',
  'staff-responses',
  'staff-figures',
  'staff-audit',
  'staff-sessions',
  'staff-approvals',
  'staff-privacy',
  'staff-privacy-incidents',
] as const satisfies StaffScreenName[]

/** Whether a person with these roles may open a screen: the role of the screen's part. */
export function mayOpen(name: StaffScreenName, roles: readonly StaffRole[]): boolean {
  const screen = staffScreens.find((s) => s.name === name)!
  return roles.includes(requiredRoles[screen.part])
}

/** The menu's screens a person may open, in its order. */
export const staffScreensFor = (roles: readonly StaffRole[]) => staffMenu.filter((name) => mayOpen(name, roles))

/**
 * Where a person lands at `/staff` and after signing in: the first screen their roles open (the cases for the
 * medical-information team, the audit log for an administrator, the requests for the privacy officer); the cases
 * for someone with no role, who is then told they have none.
 */
export function staffLanding(roles: readonly StaffRole[], lang: Lang): string {
  return staffHref(staffScreensFor(roles)[0] ?? 'staff-cases', lang)
}

/** After signing in: back where the person was going if they may open it, else where their roles land them. */
export function staffReturnFor(returnTo: string, roles: readonly StaffRole[]): string {
  const match = matchStaffScreen(returnTo.split('?')[0]!)
  return match && mayOpen(match.name, roles) ? returnTo : staffLanding(roles, match?.lang ?? staffLangOfPath(returnTo) ?? 'en')
}

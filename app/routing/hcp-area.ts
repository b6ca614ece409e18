import { parseCookie } from 'cookie'
import { href, matchScreen, normalizePath } from './paths.ts'
import { languages, type Lang } from './route-table.ts'

/**
 * The healthcare-professional area: which paths it covers, the cookie that
 * says the visitor declared being a healthcare professional practising in
 * Canada, and where the declaration sends them back. Shared by the server's
 * gate (server/hcp-gate.ts) and the area's loaders, so both check the same thing.
 */

/** A first-party session cookie (no Expires, no Max-Age): the declaration lasts until the browser closes. */
export const HCP_COOKIE = 'nordora_hcp'
export const HCP_COOKIE_VALUE = 'confirmed'

/** `/en/healthcare-professionals` and `/fr/professionnels-de-la-sante`: the root of each language's area. */
export const areaRoots: Record<Lang, string> = Object.fromEntries(languages.map((lang) => [lang, href('hcp-area', lang)])) as Record<
  Lang,
  string
>

/** The page a Single Fetch data request (`/x.data`, `/x/_.data`) is for. */
export function pageOfDataRequest(pathname: string): string {
  return pathname.replace(/(?:\/_)?\.data$/, '')
}

/** Whether a path (a page or its `.data` request) is a page of the area that needs the declaration. */
export function isGatedPath(pathname: string): boolean {
  const match = matchScreen(normalizePath(pageOfDataRequest(pathname)))
  return match !== undefined && 'audience' in match.screen && match.screen.audience === 'hcp'
}

/**
 * Whether a Cookie header carries the declaration, read by the `cookie` package. Only the server's gate and the
 * loaders ask, so no page downloads the parser (docs/decisions/0141).
 */
export function hasDeclared(cookieHeader: string | null | undefined): boolean {
  if (!cookieHeader) return false
  return parseCookie(cookieHeader)[HCP_COOKIE] === HCP_COOKIE_VALUE
}

/**
 * The Set-Cookie value recorded when the visitor confirms; `Secure` whenever the page came over HTTPS. Written
 * here rather than by `cookie`'s serializer, which puts `Secure` before `SameSite`: the header stays the one
 * browsers and the deployment's checks already have (docs/decisions/0141).
 */
export function declarationCookie(secure: boolean): string {
  return [`${HCP_COOKIE}=${HCP_COOKIE_VALUE}`, 'Path=/', 'HttpOnly', 'SameSite=Lax', ...(secure ? ['Secure'] : [])].join('; ')
}

/**
 * The page to return to after the declaration: only a path of a gated page of
 * the area, on this site. Anything else (another host, `//host`, a backslash
 * trick, a public page, garbage) falls back to the area's home page in the
 * given language, so the declaration can never be used as an open redirect.
 */
export function safeReturnPath(value: unknown, lang: Lang): string {
  const fallback = areaRoots[lang]
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || /[\\\s]/.test(value)) return fallback
  let url: URL
  try {
    url = new URL(value, 'http://site.invalid')
  } catch {
    return fallback
  }
  if (url.origin !== 'http://site.invalid') return fallback
  const path = normalizePath(url.pathname)
  return isGatedPath(path) && !path.endsWith('.data') ? path : fallback
}

/** The declaration screen in a language, asking to come back to `returnTo` afterwards. */
export function declarationHref(lang: Lang, returnTo: string): string {
  return `${href('hcp-declaration', lang)}?${new URLSearchParams({ returnTo: safeReturnPath(returnTo, lang) })}`
}

/** The area's page for a product (`hcp-ruzurgi`), from the product's key. */
export function hcpScreenOf<Id extends 'ruzurgi' | 'lysodren'>(id: Id): `hcp-${Id}` {
  return `hcp-${id}`
}

import crypto from 'node:crypto'
import { parseCookie } from 'cookie'

/** The staff cookies: HttpOnly, SameSite=Lax, Path=/staff, Secure on an https site. */
export const SESSION_COOKIE = 'nordora_staff_session'
export const SIGN_IN_COOKIE = 'nordora_staff_sign_in'

/** A staff cookie's value, read by `cookie`'s parser; our values are base64url: anything else is not one of ours. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  const value = header ? parseCookie(header)[name] : undefined
  return value !== undefined && /^[\w-]{20,100}$/.test(value) ? value : undefined
}

/**
 * A staff cookie's Set-Cookie value. Written here rather than by `cookie`'s serializer, as the site's other cookies
 * (docs/decisions/0141): for constant attributes and base64url values it would only reorder them.
 */
export function cookieHeader(name: string, value: string, { secure, maxAgeSeconds }: { secure: boolean; maxAgeSeconds?: number }): string {
  return [
    `${name}=${value}`,
    'Path=/staff',
    'HttpOnly',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
    ...(maxAgeSeconds !== undefined ? [`Max-Age=${maxAgeSeconds}`] : []),
  ].join('; ')
}

export const clearedCookie = (name: string, secure: boolean) => cookieHeader(name, '', { secure, maxAgeSeconds: 0 })

/** A random identifier for a cookie (256 bits); the database keeps only its hash, so a leaked table signs nobody in. */
export const randomId = () => crypto.randomBytes(32).toString('base64url')
export const hashId = (id: string) => crypto.createHash('sha256').update(id).digest('base64url')

/** Tokens are compared in constant time by the one comparison of the site. */
export { sameToken } from '../../app/staff/same-token.server.ts'

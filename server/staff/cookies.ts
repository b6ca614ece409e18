import crypto from 'node:crypto'

/** The staff cookies: HttpOnly, SameSite=Lax, Path=/staff, Secure on an https site. */
export const SESSION_COOKIE = 'nordora_staff_session'
export const SIGN_IN_COOKIE = 'nordora_staff_sign_in'

export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined
  for (const part of header.split(';')) {
    const index = part.indexOf('=')
    if (index > 0 && part.slice(0, index).trim() === name) {
      const value = part.slice(index + 1).trim()
      // Our values are base64url: anything else is not one of ours.
      return /^[\w-]{20,100}$/.test(value) ? value : undefined
    }
  }
  return undefined
}

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

/** Compares two tokens in constant time. */
export function sameToken(given: unknown, expected: string): boolean {
  if (typeof given !== 'string') return false
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && crypto.timingSafeEqual(a, b)
}

import crypto from 'node:crypto'

/**
 * Whether a token sent back (a form's CSRF field, a cookie's value) is the expected one, compared in constant time
 * so that its timing tells nothing of how much of it matched. The one such comparison of the site: the staff
 * area's CSRF check and the server's cookies use it.
 */
export function sameToken(given: unknown, expected: string): boolean {
  if (typeof given !== 'string') return false
  const a = crypto.createHash('sha256').update(given).digest()
  const b = crypto.createHash('sha256').update(expected).digest()
  // Hashed first: equal lengths whatever was sent, so the length of the expected token is not told either.
  return crypto.timingSafeEqual(a, b)
}

import crypto from 'node:crypto'

/** Whether a posted CSRF token is the session's, compared in constant time. */
export function sameCsrfToken(given: FormDataEntryValue | null, expected: string): boolean {
  if (typeof given !== 'string') return false
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && crypto.timingSafeEqual(a, b)
}

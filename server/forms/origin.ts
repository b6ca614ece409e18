import type { Request } from 'express'

/**
 * Whether a form post comes from our own pages. Browsers send `Origin` with
 * every POST; a post from another site, or from an opaque origin (`null`:
 * sandboxed frames, some redirects), is refused. Without `Origin`, the fetch
 * metadata or the referrer decide; a client that sends none of them is not a
 * browser acting for a visitor, which is what this check protects.
 */
export function fromAllowedOrigin(req: Request, allowed: ReadonlySet<string>): boolean {
  const own = `${req.protocol}://${req.host}`
  const isAllowed = (origin: string) => origin === own || allowed.has(origin)
  const origin = req.get('origin')
  if (origin !== undefined) return origin !== 'null' && isAllowed(origin)
  const site = req.get('sec-fetch-site')
  if (site !== undefined) return site === 'same-origin' || site === 'none'
  const referer = req.get('referer')
  if (referer !== undefined) {
    try {
      return isAllowed(new URL(referer).origin)
    } catch {
      return false
    }
  }
  return true
}

import type { RequestHandler } from 'express'
import { declarationHref, hasDeclared, isGatedPath, pageOfDataRequest } from '../app/routing/hcp-area.ts'
import { langOfPath } from '../app/routing/paths.ts'

/**
 * The server's check on the healthcare-professional area, mounted before any
 * static or prerendered file is served, so that no page of the area leaves
 * the server without the visitor's declaration, whoever renders it.
 *
 * - A page request without the declaration cookie is sent to the declaration
 *   screen, which brings the visitor back to the page asked for.
 * - A Single Fetch data request (`.data`, client-side navigation) goes on to
 *   React Router, whose loaders make the same check and answer with a
 *   redirect the client understands; the area is never prerendered, so no
 *   static data file exists to leak (app/routing/prerender.ts).
 * - Its own answers are kept out of search engines and shared caches; the
 *   pages it lets through get the same headers from their routes (written
 *   once: React Router appends to headers already set here).
 */
function decoded(path: string): string {
  try {
    return decodeURI(path)
  } catch {
    return path
  }
}

export function hcpGate(): RequestHandler {
  return (req, res, next) => {
    // React Router decodes a path before matching it (`/%72uzurgi` is `/ruzurgi`): the gate reads it the same way.
    const path = decoded(req.path)
    if (!isGatedPath(path) || hasDeclared(req.headers.cookie)) return next()
    if (pageOfDataRequest(path) !== path && (req.method === 'GET' || req.method === 'HEAD')) return next()
    res.setHeader('X-Robots-Tag', 'noindex')
    res.setHeader('Cache-Control', 'private, no-store')
    res.vary('Cookie')
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.status(403).type('text').send('Forbidden')
      return
    }
    const lang = langOfPath(path) ?? 'en'
    res.redirect(303, declarationHref(lang, path))
  }
}

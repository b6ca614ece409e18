import type { RequestHandler } from 'express'

/**
 * What an answer under /builds carries so that the site's pages may read it when `API_BASE` puts the build check
 * on another origin: the site's own origin (`SITE_URL`), the only one allowed. The check's requests are plain
 * GETs without headers of their own, so the browser sends no preflight and needs nothing more.
 */
export function buildCheckCorsHeaders(siteUrl: string): Record<string, string> {
  return { 'Access-Control-Allow-Origin': new URL(siteUrl).origin }
}

/** Adds those headers to every answer under the path it is mounted on: files, 304s and 404s alike. */
export function buildCheckCors(siteUrl: string): RequestHandler {
  const headers = buildCheckCorsHeaders(siteUrl)
  return (_req, res, next) => {
    res.set(headers)
    next()
  }
}

import fs from 'node:fs'
import path from 'node:path'
import type { RequestHandler } from 'express'

/** Maps each prerendered URL path (`/en/about`) to its file (`en/about/index.html`). */
export function findPrerenderedPages(clientDir: string): Map<string, string> {
  const pages = new Map<string, string>()
  for (const entry of fs.readdirSync(clientDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || entry.name !== 'index.html') continue
    const file = path.join(entry.parentPath, entry.name)
    const dir = path.relative(clientDir, entry.parentPath).split(path.sep).join('/')
    pages.set(`/${dir}`.replace(/\/$/, '') || '/', file)
  }
  return pages
}

/**
 * Serves prerendered pages at their exact paths, with no trailing-slash
 * redirect (express.static would send `/en/about` to `/en/about/`). HTML is
 * revalidated on every visit so a new build shows at once.
 */
export function servePrerendered(clientDir: string): RequestHandler {
  const pages = findPrerenderedPages(clientDir)
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next()
    const file = pages.get(req.path)
    if (!file) return next()
    res.setHeader('Cache-Control', 'public, max-age=0, must-revalidate')
    res.type('html')
    res.sendFile(file, { dotfiles: 'deny', lastModified: true, etag: true })
  }
}

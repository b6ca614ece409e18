import fs from 'node:fs'
import path from 'node:path'
import type { RequestHandler } from 'express'
import type { RequestValues } from '../app/server-context.ts'
import { fillRequestValues } from './request-values.ts'

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
 * redirect (express.static would send `/en/about` to `/en/about/`). Pages are
 * held in memory and get this response's nonce and configuration filled in,
 * so they are revalidated on every visit rather than cached.
 */
export function servePrerendered(clientDir: string, valuesFor: (res: Parameters<RequestHandler>[1]) => RequestValues): RequestHandler {
  const pages = new Map([...findPrerenderedPages(clientDir)].map(([urlPath, file]) => [urlPath, fs.readFileSync(file, 'utf8')]))
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next()
    const html = pages.get(req.path)
    if (html === undefined) return next()
    res.setHeader('Cache-Control', 'no-cache')
    res.type('html')
    res.send(fillRequestValues(html, valuesFor(res)))
  }
}

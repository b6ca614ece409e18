import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import type { RequestHandler } from 'express'
import type { Env } from '../app/config/env.server.ts'
import { apiOriginOf, publicConfigFromEnv, serializePublicConfig } from '../app/config/public-config.ts'
import { isNodeOnly } from './node-only-paths.ts'
import { readIfPresent } from './read-if-present.ts'
import { finalizePage, type PageSettings } from './page-finalize.ts'
import { chooseEncoding } from './static-files.ts'

/** What scripts/finalize-pages.ts records about the prerendered pages of a build (`{buildDir}/pages.json`). */
export type PagesManifest = PageSettings & {
  pages: Array<{ path: string; file: string; headers: Record<string, string> }>
}

const manifestFile = (buildDir: string) => path.join(buildDir, 'pages.json')

export function writePagesManifest(buildDir: string, manifest: PagesManifest): void {
  fs.writeFileSync(manifestFile(buildDir), `${JSON.stringify(manifest, null, 2)}\n`)
}

export function readPagesManifest(buildDir: string): PagesManifest {
  return JSON.parse(fs.readFileSync(manifestFile(buildDir), 'utf8')) as PagesManifest
}

/** Maps each prerendered URL path (`/en/about`) to its file (`en/about/index.html`). */
export function findPrerenderedPages(clientDir: string): Map<string, string> {
  const pages = new Map<string, string>()
  for (const entry of fs.readdirSync(clientDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || entry.name !== 'index.html') continue
    const file = path.join(entry.parentPath, entry.name)
    const dir = path.relative(clientDir, entry.parentPath).split(path.sep).join('/')
    const urlPath = `/${dir}`.replace(/\/$/, '') || '/'
    if (!isNodeOnly(urlPath)) pages.set(urlPath, file)
  }
  return pages
}

/** The page configuration this process serves (the environment's), as the build records it. */
export function pageSettingsFromEnv(env: Pick<Env, 'GTM_ID' | 'NAVIGATION_ALLOWED_HOSTS' | 'API_BASE'>): PageSettings {
  const config = publicConfigFromEnv(env)
  return { publicConfigJson: serializePublicConfig(config), tagManager: config.gtmId !== null, apiOrigin: apiOriginOf(config.apiBase) }
}

/**
 * Brotli for pages finalized by the server: quality 9 rather than the build's 11, which would hold a page's first
 * answer; the pages come out a few per cent larger.
 */
const brotli = (body: Buffer) =>
  zlib.brotliCompressSync(body, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  })

type Variant = { body: Buffer; etag: string; headers: Record<string, string>; withLength: Record<string, string> }
/** A page's bytes as sent, and its compressed variants, each made when first asked for (`once`). */
type LoadedPage = { identity: Variant; br?: () => Variant; gzip?: () => Variant }

/** A value made the first time it is asked for, then kept. */
function once<T>(make: () => T): () => T {
  let made: { value: T } | undefined
  return () => (made ??= { value: make() }).value
}

/** A strong validator: the first 128 bits of the bytes' SHA-256, so each encoding has its own. */
export const etagOf = (body: Buffer) => `"${crypto.createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`

/** True when an If-None-Match header names this ETag (weak comparison, as RFC 9110 asks for GET). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false
  if (ifNoneMatch.trim() === '*') return true
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)
}

/** Each page's own headers (Content-Language, X-Robots-Tag…), by URL path. */
export function pageHeadersOf(buildDir: string): Map<string, Record<string, string>> {
  return new Map(readPagesManifest(buildDir).pages.map((page) => [page.path, page.headers]))
}

/**
 * The pages of a build, each encoding in memory with its headers ready once made. A server started with another page
 * configuration than the build's finalizes the pages again here, in memory, and compresses each page the first time
 * a client asks for that encoding, then keeps it: compressing some two hundred pages twice at start held it for
 * 14 to 17 s of CPU and 600,000 page faults on a two-core machine (docs/decisions/0211). The build's files are left
 * as they are, since other servers (or nginx) may share them; `node scripts/finalize-pages.ts` rewrites them for a
 * deployment's configuration (docs/decisions/0080).
 */
export function loadPrerendered(buildDir: string, commonHeaders: Record<string, string>, settings: PageSettings): Map<string, LoadedPage> {
  const clientDir = path.join(buildDir, 'client')
  const manifest = readPagesManifest(buildDir)
  const rewrite = manifest.publicConfigJson !== settings.publicConfigJson || manifest.tagManager !== settings.tagManager
  const pages = new Map<string, LoadedPage>()
  for (const page of manifest.pages) {
    if (isNodeOnly(page.path)) continue
    const file = path.join(clientDir, page.file)
    const html = rewrite ? Buffer.from(finalizePage(fs.readFileSync(file, 'utf8'), settings)) : undefined
    const variant = (body: Buffer, encoding?: string): Variant => {
      const etag = etagOf(body)
      const headers: Record<string, string> = {
        ...commonHeaders,
        ...page.headers,
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': 'no-cache',
        Vary: 'Accept-Encoding',
        ETag: etag,
        ...(encoding ? { 'Content-Encoding': encoding } : {}),
      }
      return { body, etag, headers, withLength: { ...headers, 'Content-Length': String(body.length) } }
    }
    if (html) {
      pages.set(page.path, {
        identity: variant(html),
        br: once(() => variant(brotli(html), 'br')),
        gzip: once(() => variant(zlib.gzipSync(html, { level: 9 }), 'gzip')),
      })
      continue
    }
    // The build's own files, read now: their variants are whichever files the build wrote.
    const stored = (suffix: string, encoding: string) => {
      const body = readIfPresent(`${file}${suffix}`)
      if (!body) return undefined
      const ready = variant(body, encoding)
      return () => ready
    }
    pages.set(page.path, { identity: variant(fs.readFileSync(file)), br: stored('.br', 'br'), gzip: stored('.gz', 'gzip') })
  }
  return pages
}

/**
 * Serves prerendered pages at their exact paths, with no trailing-slash redirect (express.static would send
 * `/en/about` to `/en/about/`): the same bytes for every request, precompressed at build, from memory, with a
 * strong ETag; a conditional request that matches gets 304 (docs/decisions/0080).
 */
export function servePrerendered(pages: Map<string, LoadedPage>): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next()
    const page = pages.get(req.path)
    if (!page) return next()
    const encoding = chooseEncoding(req.headers['accept-encoding'], { br: Boolean(page.br), gzip: Boolean(page.gzip) })
    const variant = (encoding && page[encoding]?.()) || page.identity
    if (matchesEtag(req.headers['if-none-match'], variant.etag)) {
      res.writeHead(304, variant.headers).end()
      return
    }
    res.writeHead(200, variant.withLength)
    res.end(req.method === 'HEAD' ? undefined : variant.body)
  }
}

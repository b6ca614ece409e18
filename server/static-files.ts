import fs from 'node:fs'
import path from 'node:path'
import express, { type RequestHandler } from 'express'

/** Single Fetch data files must carry the type React Router's server gives them. */
const DATA_TYPE = 'text/x-script'

export const cacheControl = {
  /** Vite fingerprints every file under /assets: a new build means new names. */
  immutable: 'public, max-age=31536000, immutable',
  /** Everything else may change with the next deployment: revalidate each time (ETag, cheap 304). */
  revalidate: 'no-cache',
} as const

type Variants = { br: boolean; gzip: boolean }

/** URL path (`/assets/x.js`) → which precompressed siblings (`x.js.br`, `x.js.gz`) the build wrote. */
export function findPrecompressed(clientDir: string): Map<string, Variants> {
  const found = new Map<string, Variants>()
  for (const entry of fs.readdirSync(clientDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue
    const match = /^(.*)\.(br|gz)$/.exec(entry.name)
    if (!match?.[1]) continue
    const dir = path.relative(clientDir, entry.parentPath).split(path.sep).join('/')
    const urlPath = `/${dir ? `${dir}/` : ''}${match[1]}`
    const variants = found.get(urlPath) ?? { br: false, gzip: false }
    variants[match[2] === 'br' ? 'br' : 'gzip'] = true
    found.set(urlPath, variants)
  }
  return found
}

/**
 * The smaller copy the browser accepts: brotli before gzip whatever order the
 * header lists them in (browsers list gzip first), none for `identity` or q=0.
 */
export function chooseEncoding(acceptEncoding: string | undefined, available: Variants): 'br' | 'gzip' | undefined {
  const weights = new Map<string, number>()
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';')
    if (!name) continue
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean)
    weights.set(name.trim(), q === undefined ? 1 : Number(q))
  }
  const accepts = (name: string) => (weights.get(name) ?? weights.get('*') ?? 0) > 0
  if (available.br && accepts('br')) return 'br'
  if (available.gzip && (accepts('gzip') || accepts('x-gzip'))) return 'gzip'
  return undefined
}

/**
 * Sends the build's brotli or gzip file instead of compressing on every
 * request (docs/decisions/0031): the request is pointed at the sibling file
 * and keeps the original's type; compression() leaves encoded answers alone.
 */
export function precompressed(clientDir: string): RequestHandler {
  const variants = findPrecompressed(clientDir)
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next()
    const available = variants.get(req.path)
    if (!available) return next()
    res.vary('Accept-Encoding')
    const encoding = chooseEncoding(req.headers['accept-encoding'], available)
    if (!encoding) return next()
    res.setHeader('Content-Encoding', encoding)
    if (req.path.endsWith('.data')) res.setHeader('Content-Type', DATA_TYPE)
    else res.type(path.extname(req.path))
    const query = req.url.slice(req.path.length)
    req.url = `${req.path}.${encoding === 'br' ? 'br' : 'gz'}${query}`
    next()
  }
}

/**
 * Fingerprinted files under /assets, cached for a year. A miss is a plain 404
 * that is not cached, so a browser holding an old page can retry after the
 * next deployment.
 */
export function assetFiles(clientDir: string): express.Router {
  const router = express.Router()
  router.use(
    '/assets',
    express.static(path.join(clientDir, 'assets'), {
      index: false,
      redirect: false,
      setHeaders: (res) => res.setHeader('Cache-Control', cacheControl.immutable),
    }),
    (_req, res) => {
      res.removeHeader('Content-Encoding')
      res.status(404).setHeader('Cache-Control', 'no-store')
      res.type('text').send('Not found')
    },
  )
  return router
}

/**
 * The rest of the client build (data files, favicon, sitemap): revalidated on every use. A page's data file
 * (`en/careers.data`) carries its page's headers (`pageHeaders`, from the build's pages.json), as React Router
 * gives them when it renders the data itself.
 */
export function buildFiles(clientDir: string, pageHeaders: ReadonlyMap<string, Record<string, string>> = new Map()): RequestHandler {
  return express.static(clientDir, {
    index: false,
    redirect: false,
    setHeaders(res, file) {
      res.setHeader('Cache-Control', cacheControl.revalidate)
      const dataOf = /^(.*)\.data(?:\.br|\.gz)?$/.exec(path.relative(clientDir, file).split(path.sep).join('/'))
      if (!dataOf) return
      res.setHeader('Content-Type', DATA_TYPE)
      for (const [name, value] of Object.entries(pageHeaders.get(`/${dataOf[1]}`) ?? {})) res.setHeader(name, value)
    },
  })
}

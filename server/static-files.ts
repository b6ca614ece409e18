import fs from 'node:fs'
import path from 'node:path'
import express, { type RequestHandler } from 'express'
import Negotiator from 'negotiator'

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
 * The smaller copy the browser accepts: brotli before gzip whatever order or q
 * values the header gives them (browsers list gzip first), none for `identity`,
 * q=0 or no header. Which codings are accepted is negotiator's reading of the
 * header (q values, `*`, case), the one Express uses; the order is ours.
 */
export function chooseEncoding(acceptEncoding: string | undefined, available: Variants): 'br' | 'gzip' | undefined {
  const accepted = new Negotiator({ headers: { 'accept-encoding': acceptEncoding } }).encodings(['br', 'gzip', 'x-gzip'])
  if (available.br && accepted.includes('br')) return 'br'
  if (available.gzip && (accepted.includes('gzip') || accepted.includes('x-gzip'))) return 'gzip'
  return undefined
}

/**
 * Sends the build's brotli or gzip file instead of compressing on every
 * request (docs/decisions/0031): the request is pointed at the sibling file
 * and keeps the original's type; compression() leaves encoded answers alone.
 * The files listed at start are looked at again when asked for: a copy gone
 * since (a build rewriting `build/` under a running server, a file removed) is
 * passed over for the next one the browser accepts, or for the plain file,
 * never answered with the headers of a file that is not there.
 */
export function precompressed(clientDir: string): RequestHandler {
  const variants = findPrecompressed(clientDir)
  const present = (file: string) => fs.statSync(path.join(clientDir, file), { throwIfNoEntry: false })?.isFile() === true
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next()
    const listed = variants.get(req.path)
    if (!listed) return next()
    res.vary('Accept-Encoding')
    const available = { br: listed.br && present(`${req.path}.br`), gzip: listed.gzip && present(`${req.path}.gz`) }
    const encoding = chooseEncoding(req.headers['accept-encoding'], available)
    if (!encoding) return next()
    res.setHeader('Content-Encoding', encoding)
    if (req.path.endsWith('.data')) res.setHeader('Content-Type', DATA_TYPE)
    else res.type(path.extname(req.path))
    const query = req.url.slice(req.path.length)
    const original = req.url
    req.url = `${req.path}.${encoding === 'br' ? 'br' : 'gz'}${query}`
    // Gone between the look and the read: the request goes on as it came, without the copy's headers.
    res.locals.precompressedFrom = original
    next()
  }
}

/**
 * After the build's files: a request pointed at a precompressed copy that could not be read after all goes on as
 * it came (its own file, else the site's own 404 screen), without the copy's encoding and type.
 */
export const unlessPrecompressedGone: RequestHandler = (req, res, next) => {
  const original = res.locals.precompressedFrom as string | undefined
  if (original !== undefined && !res.headersSent) {
    req.url = original
    delete res.locals.precompressedFrom
    res.removeHeader('Content-Encoding')
    res.removeHeader('Content-Type')
  }
  next()
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

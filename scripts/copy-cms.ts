/**
 * Build step run after `react-router build`: copies Decap CMS's browser files (no source maps) from the pinned
 * development dependency to `$BUILD_DIR/cms/`, with their brotli and gzip copies, where the production server
 * answers /admin from when the CMS is on (server/cms/admin.ts, docs/decisions/0130). They never pass through Vite,
 * so no content page can load them, and they are kept out of `client/`: a server or an nginx without the CMS's
 * settings serves none of them.
 *
 * Compressing Decap's 5 MB at the highest levels is a third of a build's CPU, and its result depends only on the
 * package's version and on the compression step: it is kept under `node_modules/.cache`, so that the next build of
 * the same checkout (a test's, a benchmark's, a developer's) copies it (docs/decisions/0204).
 *
 * Usage: node scripts/copy-cms.ts
 */
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { envOrExit } from '../app/config/env.server.ts'
import { precompress } from './precompress.ts'

const root = path.resolve(import.meta.dirname, '..')

// `decap-cms.js`, its chunks (`103.decap-cms.js`…), its stylesheet and WebAssembly; not the `cms.js` alias of the
// same bundle, nor source maps.
const wanted = (name: string) => name === 'cms.css' || name.endsWith('.wasm') || /^(\d+\.)?decap-cms\.js$/.test(name)

/** The cache's folder for this version of Decap compressed by this version of the compression step. */
export function cacheFolder(project: string = root): string {
  const { version } = JSON.parse(fs.readFileSync(path.join(project, 'node_modules', 'decap-cms', 'package.json'), 'utf8')) as {
    version: string
  }
  const key = crypto
    .createHash('sha256')
    .update(version)
    .update(fs.readFileSync(path.join(import.meta.dirname, 'precompress.ts')))
    .digest('hex')
    .slice(0, 16)
  return path.join(project, 'node_modules', '.cache', 'decap-cms', `${version}-${key}`)
}

/**
 * Writes the copies into `cache` unless a complete one is there: into a folder of its own first, renamed into place
 * once whole, so that two builds at once never read half a cache. Returns whether it was already there.
 */
export async function fillCache(source: string, cache: string): Promise<boolean> {
  if (fs.existsSync(cache)) return true
  const partial = `${cache}.${process.pid}-${Date.now()}`
  fs.mkdirSync(partial, { recursive: true })
  try {
    for (const name of fs.readdirSync(source).filter(wanted)) fs.copyFileSync(path.join(source, name), path.join(partial, name))
    fs.copyFileSync(path.join(source, 'decap-cms.js.LICENSE.txt'), path.join(partial, 'LICENSE.txt'))
    await precompress(partial)
    fs.renameSync(partial, cache)
  } catch (error) {
    // Another build renamed its own complete copy into place first: use that one.
    if (!fs.existsSync(cache)) throw error
  } finally {
    fs.rmSync(partial, { recursive: true, force: true })
  }
  return false
}

if (import.meta.main) {
  const source = path.join(root, 'node_modules', 'decap-cms', 'dist')
  const target = path.join(path.resolve(root, envOrExit().BUILD_DIR), 'cms')
  const cache = cacheFolder()
  const cached = await fillCache(source, cache)
  fs.rmSync(target, { recursive: true, force: true })
  fs.cpSync(cache, target, { recursive: true })
  const names = fs.readdirSync(target)
  console.log(
    `copied ${names.filter((name) => !/\.(br|gz)$/.test(name)).length} Decap CMS files and their compressed copies to ` +
      `${path.relative(root, target)}${cached ? ', compressed by an earlier build' : ''}`,
  )
}

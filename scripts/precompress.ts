/**
 * Build step run after `react-router build`: writes a brotli (`.br`) and a
 * gzip (`.gz`) copy next to every compressible file of the client build, at
 * the highest levels, which are too slow to use per request
 * (docs/decisions/0031). Prerendered pages are included: they are the same
 * bytes for every request (docs/decisions/0080), so run it after
 * scripts/finalize-pages.ts.
 *
 * Usage: node scripts/precompress.ts [clientDir]   (default: $BUILD_DIR/client)
 */
import fs from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { envOrExit } from '../app/config/env.server.ts'
import zlib from 'node:zlib'

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

const COMPRESSIBLE = /\.(?:html|js|mjs|css|svg|json|xml|txt|data|webmanifest)$/

/** Hidden folders (Vite's `.vite/manifest.json`) are never served, so they are not compressed. */
export function isCompressible(relativePath: string): boolean {
  const hidden = relativePath.split(/[\\/]/).some((segment) => segment.startsWith('.'))
  return !hidden && COMPRESSIBLE.test(relativePath)
}

export type PrecompressResult = { file: string; raw: number; br?: number; gzip?: number }

export async function compressFile(file: string): Promise<PrecompressResult> {
  const raw = await fs.readFile(file)
  const [br, gz] = await Promise.all([
    brotli(raw, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    }),
    gzip(raw, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ])
  const result: PrecompressResult = { file, raw: raw.length }
  // A copy that is not smaller is not worth sending (tiny or empty files).
  if (br.length < raw.length) {
    await fs.writeFile(`${file}.br`, br)
    result.br = br.length
  }
  if (gz.length < raw.length) {
    await fs.writeFile(`${file}.gz`, gz)
    result.gzip = gz.length
  }
  return result
}

export async function precompress(clientDir: string): Promise<PrecompressResult[]> {
  const entries = await fs.readdir(clientDir, { recursive: true, withFileTypes: true })
  const files = entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => isCompressible(path.relative(clientDir, file)))
  return Promise.all(files.map(compressFile))
}

if (import.meta.main) {
  const clientDir = path.resolve(process.argv[2] ?? path.join(envOrExit().BUILD_DIR, 'client'))
  const started = Date.now()
  const results = await precompress(clientDir)
  const sum = (pick: (r: PrecompressResult) => number | undefined) => results.reduce((total, r) => total + (pick(r) ?? r.raw), 0)
  console.log(
    `precompressed ${results.length} files in ${path.relative(process.cwd(), clientDir) || '.'} in ${Date.now() - started} ms: ` +
      `${sum((r) => r.raw)} B raw, ${sum((r) => r.br)} B brotli, ${sum((r) => r.gzip)} B gzip`,
  )
}

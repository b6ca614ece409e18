import fs from 'node:fs'
import path from 'node:path'

export type GzipSizes = { html: number; css: number; js: number }

/**
 * What a page's files weigh in gzip (the build's level-9 copies, as nginx's gzip_static sends them), so figures
 * compare with sites measured in gzip; files without a copy count as they are.
 */
export function gzipSizes(clientDir: string, files: { url: string; kind: string }[]): GzipSizes {
  const sizes: GzipSizes = { html: 0, css: 0, js: 0 }
  for (const { url, kind } of files) {
    if (kind !== 'html' && kind !== 'css' && kind !== 'js') continue
    const file = path.join(clientDir, kind === 'html' ? path.join(url, 'index.html') : url)
    const copy = fs.existsSync(`${file}.gz`) ? `${file}.gz` : file
    if (fs.existsSync(copy)) sizes[kind] += fs.statSync(copy).size
  }
  return sizes
}

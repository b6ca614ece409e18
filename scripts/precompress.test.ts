import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { afterEach, describe, expect, it } from 'vitest'
import { isCompressible, precompress } from './precompress.ts'

describe('isCompressible', () => {
  // Pages, text assets and data files; not images, fonts, hidden folders or copies already compressed.
  it.each([
    ['en/about/index.html', true],
    ['assets/root-abc.js', true],
    ['assets/root-abc.css', true],
    ['favicon.svg', true],
    ['en/about.data', true],
    ['sitemap.xml', true],
    ['robots.txt', true],
    ['assets/logo.png', false],
    ['assets/font.woff2', false],
    ['.vite/manifest.json', false],
    ['assets/root-abc.js.br', false],
  ])('%s is compressed ahead: %s', (file, compressible) => {
    expect(isCompressible(file)).toBe(compressible)
  })
})

describe('precompress', () => {
  let dir: string | undefined
  afterEach(() => dir && fs.rmSync(dir, { recursive: true, force: true }))

  it('writes brotli and gzip copies that decompress to the original', async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'precompress-'))
    fs.mkdirSync(path.join(dir, 'assets'))
    const source = `console.log(${JSON.stringify('nordora '.repeat(500))})\n`
    fs.writeFileSync(path.join(dir, 'assets/app-1.js'), source)
    fs.writeFileSync(path.join(dir, 'assets/empty.js'), '')
    fs.mkdirSync(path.join(dir, 'en/about'), { recursive: true })
    const page = `<html>${'<p>Nordora</p>'.repeat(100)}</html>`
    fs.writeFileSync(path.join(dir, 'en/about/index.html'), page)

    const results = await precompress(dir)
    const js = results.find((r) => r.file.endsWith('app-1.js'))!
    expect(js.br).toBeLessThan(js.gzip!)
    expect(js.gzip).toBeLessThan(js.raw)
    expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(dir, 'assets/app-1.js.br'))).toString()).toBe(source)
    expect(zlib.gunzipSync(fs.readFileSync(path.join(dir, 'assets/app-1.js.gz'))).toString()).toBe(source)
    // Nothing is gained on an empty file; pages are the same bytes for everyone, so they are compressed once too.
    expect(fs.existsSync(path.join(dir, 'assets/empty.js.br'))).toBe(false)
    expect(fs.readdirSync(path.join(dir, 'en/about')).sort()).toEqual(['index.html', 'index.html.br', 'index.html.gz'])
    expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(dir, 'en/about/index.html.br'))).toString()).toBe(page)

    // Running again does not compress the copies themselves.
    await precompress(dir)
    expect(fs.readdirSync(path.join(dir, 'assets')).sort()).toEqual(['app-1.js', 'app-1.js.br', 'app-1.js.gz', 'empty.js'])
  })
})

import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { describe, expect, it, vi } from 'vitest'
import { compressFile } from '../scripts/precompress.ts'
import { loadPrerendered, servePrerendered, writePagesManifest } from './prerendered.ts'
import { finalizePage } from './page-finalize.ts'
import { serveForSuite } from '../tests/support/serve-for-suite.ts'
import { rawGet } from '../tests/support/test-server.ts'

const raw =
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/><script id="public-config" type="application/json">"__PUBLIC_CONFIG__"</script></head>' +
  `<body>${'<p>Nordora Pharma</p>'.repeat(200)}<script>window.x = 1</script></body></html>`
const settings = { publicConfigJson: '{"apiBase":"/"}', tagManager: false }

const suite = serveForSuite('prerendered-', async (buildDir, app) => {
  const file = path.join(buildDir, 'client/en/careers/index.html')
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, finalizePage(raw, settings))
  await compressFile(file)
  writePagesManifest(buildDir, {
    ...settings,
    pages: [{ path: '/en/careers', file: 'en/careers/index.html', headers: { 'X-Robots-Tag': 'noindex' } }],
  })
  app.use(servePrerendered(loadPrerendered(buildDir, { 'X-Frame-Options': 'DENY' }, settings)))
})

describe('servePrerendered', () => {
  it('sends the same bytes and the same strong ETag for every request', async () => {
    const [first, second] = [
      await rawGet(`${suite.url}/en/careers`, { 'Accept-Encoding': 'br, gzip' }),
      await rawGet(`${suite.url}/en/careers`, { 'Accept-Encoding': 'br, gzip' }),
    ]
    expect(first.status).toBe(200)
    expect(first.headers['content-encoding']).toBe('br')
    expect(first.body.equals(second.body)).toBe(true)
    expect(first.headers.etag).toMatch(/^"[\w-]{22}"$/)
    expect(second.headers.etag).toBe(first.headers.etag)
    expect(zlib.brotliDecompressSync(first.body).toString()).toBe(finalizePage(raw, settings))
    expect(first.headers['cache-control']).toBe('no-cache')
    expect(first.headers.vary).toBe('Accept-Encoding')
  })

  it('carries the page’s own headers and the common ones', async () => {
    const response = await rawGet(`${suite.url}/en/careers`)
    expect(response.headers['x-robots-tag']).toBe('noindex')
    expect(response.headers['x-frame-options']).toBe('DENY')
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8')
  })

  it('gives each encoding its own ETag and answers a matching conditional request with 304', async () => {
    const gzip = await rawGet(`${suite.url}/en/careers`, { 'Accept-Encoding': 'gzip' })
    const plain = await rawGet(`${suite.url}/en/careers`)
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(new Set([gzip.headers.etag, plain.headers.etag]).size).toBe(2)
    const revalidated = await rawGet(`${suite.url}/en/careers`, {
      'Accept-Encoding': 'gzip',
      'If-None-Match': `"other", ${gzip.headers.etag}`,
    })
    expect(revalidated.status).toBe(304)
    expect(revalidated.body.length).toBe(0)
    expect(revalidated.headers.etag).toBe(gzip.headers.etag)
    const changed = await rawGet(`${suite.url}/en/careers`, { 'Accept-Encoding': 'gzip', 'If-None-Match': '"other"' })
    expect(changed.status).toBe(200)
  })

  it('leaves other paths and the trailing-slash form to the next handler', async () => {
    expect((await rawGet(`${suite.url}/en/careers/`)).body.toString()).toBe('fell through')
    expect((await rawGet(`${suite.url}/en/nothing`)).status).toBe(404)
  })
})

describe('loadPrerendered', () => {
  it('serves another configuration than the build’s from memory, finalized, each encoding compressed when first asked for, leaving the files alone', () => {
    const other = { publicConfigJson: '{"apiBase":"https://api.example.ca/"}', tagManager: true }
    const file = path.join(suite.dir, 'client/en/careers/index.html')
    const before = fs.readFileSync(file, 'utf8')
    const compress = vi.spyOn(zlib, 'brotliCompressSync')
    const page = loadPrerendered(suite.dir, {}, other).get('/en/careers')!
    expect(page.identity.body.toString()).toBe(finalizePage(raw, other))
    // Compressed when first asked for, not at start, and then kept.
    expect(compress).not.toHaveBeenCalled()
    expect(zlib.brotliDecompressSync(page.br!().body).toString()).toBe(finalizePage(raw, other))
    expect(page.br!()).toBe(page.br!())
    expect(compress).toHaveBeenCalledTimes(1)
    expect(zlib.gunzipSync(page.gzip!().body).toString()).toBe(finalizePage(raw, other))
    expect(fs.readFileSync(file, 'utf8')).toBe(before)
  })
})

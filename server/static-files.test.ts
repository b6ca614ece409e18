import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import compression from 'compression'
import { describe, expect, it } from 'vitest'
import { assetFiles, buildFiles, cacheControl, chooseEncoding, findPrecompressed, precompressed } from './static-files.ts'
import { serveForSuite } from '../tests/support/serve-for-suite.ts'
import { rawGet } from '../tests/support/test-server.ts'

const script = `export const answer = ${JSON.stringify('x'.repeat(4000))}\n`
const data = `[{"title":"${'about '.repeat(400)}"}]`

const suite = serveForSuite('static-files-', (dir, app) => {
  fs.mkdirSync(path.join(dir, 'assets'))
  fs.mkdirSync(path.join(dir, 'en'))
  fs.writeFileSync(path.join(dir, 'assets/entry-abc123.js'), script)
  fs.writeFileSync(path.join(dir, 'assets/entry-abc123.js.br'), zlib.brotliCompressSync(script))
  fs.writeFileSync(path.join(dir, 'assets/entry-abc123.js.gz'), zlib.gzipSync(script))
  fs.writeFileSync(path.join(dir, 'en/about.data'), data)
  fs.writeFileSync(path.join(dir, 'en/about.data.br'), zlib.brotliCompressSync(data))
  fs.writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
  app.use(compression())
  app.use(precompressed(dir))
  app.use(assetFiles(dir))
  app.use(buildFiles(dir))
})

describe('findPrecompressed', () => {
  it('maps URL paths to the copies the build wrote', () => {
    const found = findPrecompressed(suite.dir)
    expect(found.get('/assets/entry-abc123.js')).toEqual({ br: true, gzip: true })
    expect(found.get('/en/about.data')).toEqual({ br: true, gzip: false })
    expect(found.has('/favicon.svg')).toBe(false)
  })
})

describe('static files', () => {
  it('sends the brotli copy of an asset to a browser that accepts it, cached for a year', async () => {
    const response = await rawGet(`${suite.url}/assets/entry-abc123.js`, { 'Accept-Encoding': 'gzip, deflate, br, zstd' })
    expect(response.status).toBe(200)
    expect(response.headers['content-encoding']).toBe('br')
    expect(response.headers['content-type']).toMatch(/^text\/javascript/)
    expect(response.headers['cache-control']).toBe(cacheControl.immutable)
    expect(response.headers.vary).toMatch(/Accept-Encoding/i)
    expect(zlib.brotliDecompressSync(response.body).toString()).toBe(script)
  })

  it('sends the gzip copy when brotli is not accepted, and the file itself when nothing is', async () => {
    const gzipped = await rawGet(`${suite.url}/assets/entry-abc123.js`, { 'Accept-Encoding': 'gzip' })
    expect(gzipped.headers['content-encoding']).toBe('gzip')
    expect(zlib.gunzipSync(gzipped.body).toString()).toBe(script)
    const plain = await rawGet(`${suite.url}/assets/entry-abc123.js`, { 'Accept-Encoding': 'identity' })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.toString()).toBe(script)
    expect(plain.headers['cache-control']).toBe(cacheControl.immutable)
  })

  it('keeps the data file type and revalidates data files', async () => {
    const response = await rawGet(`${suite.url}/en/about.data`, { 'Accept-Encoding': 'br' })
    expect(response.headers['content-encoding']).toBe('br')
    expect(response.headers['content-type']).toMatch(/^text\/x-script/)
    expect(response.headers['cache-control']).toBe(cacheControl.revalidate)
    expect(response.headers.etag).toBeTruthy()
    const plain = await rawGet(`${suite.url}/en/about.data`, { 'Accept-Encoding': 'identity' })
    expect(plain.headers['content-type']).toMatch(/^text\/x-script/)
    expect(plain.body.toString()).toBe(data)
  })

  it('answers a conditional request with 304', async () => {
    const first = await rawGet(`${suite.url}/favicon.svg`)
    const second = await rawGet(`${suite.url}/favicon.svg`, { 'If-None-Match': String(first.headers.etag) })
    expect(second.status).toBe(304)
  })

  it('answers a missing asset with a 404 that is not cached, without rendering a page', async () => {
    const response = await rawGet(`${suite.url}/assets/entry-old999.js`, { 'Accept-Encoding': 'br' })
    expect(response.status).toBe(404)
    expect(response.headers['cache-control']).toBe('no-store')
    expect(response.body.toString()).toBe('Not found')
  })

  it('leaves other paths to the next handler', async () => {
    const response = await rawGet(`${suite.url}/en/about`)
    expect(response.status).toBe(404)
    expect(response.body.toString()).toBe('fell through')
  })
})

describe('chooseEncoding', () => {
  const both = { br: true, gzip: true }
  it('prefers brotli whatever the order of the header', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd', both)).toBe('br')
    expect(chooseEncoding('br;q=0.5, gzip;q=1', both)).toBe('br')
  })
  it('respects q=0, wildcards and what the build has', () => {
    expect(chooseEncoding('gzip, br;q=0', both)).toBe('gzip')
    expect(chooseEncoding('*', both)).toBe('br')
    expect(chooseEncoding('*;q=0, identity', both)).toBeUndefined()
    expect(chooseEncoding(undefined, both)).toBeUndefined()
    expect(chooseEncoding('br', { br: false, gzip: true })).toBeUndefined()
    expect(chooseEncoding('x-gzip', { br: false, gzip: true })).toBe('gzip')
  })
  it('reads the header whatever its case and spacing, and a refusal of both as none', () => {
    expect(chooseEncoding('GZIP , BR', both)).toBe('br')
    expect(chooseEncoding('br;q=0, gzip;q=0.000', both)).toBeUndefined()
    expect(chooseEncoding('identity', both)).toBeUndefined()
    expect(chooseEncoding('*, br;q=0', both)).toBe('gzip')
  })
})

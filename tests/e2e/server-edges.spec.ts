import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { expect, test } from '@playwright/test'
import { copyOfBuild } from './broken-build.ts'
import { spawnServer, type SpawnedServer } from './behaviours-server.ts'
import { rawRequest, type RawAnswer } from './raw-http.ts'

/**
 * What the server answers whatever the files under it do, and whatever size a request comes in: never a 500,
 * never a bare page, never an encoding the body does not have. Over HTTP only: no browser is needed to read a
 * status and headers.
 */
test.describe.configure({ mode: 'serial' })

let server: SpawnedServer
let build: ReturnType<typeof copyOfBuild>
test.beforeAll(async () => {
  test.setTimeout(120_000)
  build = copyOfBuild('files-under-server')
  server = await spawnServer({ BUILD_DIR: path.relative(path.resolve(import.meta.dirname, '../..'), build.dir) })
})
test.afterAll(async () => {
  await server?.stop()
  build?.cleanUp()
})

const get = (pathname: string, headers: Record<string, string> = {}) => rawRequest(server.url, { path: pathname, headers })

/** The body as sent, decoded by what its Content-Encoding says: a wrong header would not decode. */
function decoded(answer: RawAnswer, bytes: Buffer): string {
  const encoding = answer.headers['content-encoding']
  if (encoding === 'br') return zlib.brotliDecompressSync(bytes).toString()
  if (encoding === 'gzip') return zlib.gunzipSync(bytes).toString()
  if (encoding === 'deflate') return zlib.inflateSync(bytes).toString()
  return bytes.toString()
}

async function getBytes(pathname: string, acceptEncoding: string) {
  const answer = await get(pathname, { 'accept-encoding': acceptEncoding })
  return { answer, text: decoded(answer, answer.raw) }
}

const encodings = ['br, gzip, deflate', 'gzip, deflate', 'deflate', 'identity']

test('a precompressed file removed under a running server is sent from the next copy the browser takes, then its own file', async () => {
  const client = path.join(build.dir, 'client')
  const sitemap = fs.readFileSync(path.join(client, 'sitemap.xml'), 'utf8')
  // As built: brotli first, gzip for a client without it, the plain file (compressed on the fly or not) for deflate.
  expect((await get('/sitemap.xml', { 'accept-encoding': 'br, gzip' })).headers['content-encoding']).toBe('br')
  const deflateOnly = await getBytes('/sitemap.xml', 'deflate')
  expect(deflateOnly.answer.headers['content-encoding'] ?? 'identity').not.toBe('gzip')
  expect(deflateOnly.text).toBe(sitemap)

  fs.rmSync(path.join(client, 'sitemap.xml.br'))
  for (const encoding of encodings) {
    const { answer, text } = await getBytes('/sitemap.xml', encoding)
    expect(answer.status, encoding).toBe(200)
    expect(answer.headers['content-encoding'], encoding).not.toBe('br')
    expect(text, encoding).toBe(sitemap)
  }
  fs.rmSync(path.join(client, 'sitemap.xml.gz'))
  for (const encoding of encodings) {
    const { answer, text } = await getBytes('/sitemap.xml', encoding)
    expect(answer.status, encoding).toBe(200)
    expect(text, encoding).toBe(sitemap)
    expect(answer.headers['content-type'], encoding).toMatch(/xml/)
  }
})

test('a file removed with all its copies is answered by the site itself, never a 500', async () => {
  const client = path.join(build.dir, 'client')
  for (const suffix of ['', '.br', '.gz']) fs.rmSync(path.join(client, `robots.txt${suffix}`), { force: true })
  for (const suffix of ['', '.br', '.gz']) fs.rmSync(path.join(client, `favicon.svg${suffix}`), { force: true })
  for (const encoding of encodings) {
    // robots.txt has a route of its own: React Router writes it.
    const robots = await getBytes('/robots.txt', encoding)
    expect(robots.answer.status, encoding).toBe(200)
    expect(robots.text, encoding).toContain('Sitemap:')
    // The favicon has none: the site's own 404 screen, in a body its headers describe.
    const favicon = await getBytes('/favicon.svg', encoding)
    expect(favicon.answer.status, encoding).toBe(404)
    expect(favicon.answer.headers['content-type'], encoding).toMatch(/^text\/html/)
    expect(favicon.text, encoding).toContain('<title>')
  }
})

test('an address or headers larger than the site takes get its own 414 or 431 screen in the visitor’s language, not cached', async () => {
  const query = await get(`/fr/recherche?q=${'a'.repeat(100_000)}`)
  expect(query.status).toBe(414)
  expect(query.headers['cache-control']).toBe('no-store')
  expect(query.body).toContain('<html lang="fr-CA"')
  expect(query.body).toContain('Adresse trop longue')

  const cookie = await get('/en/about', { cookie: `crumbs=${'x'.repeat(20_000)}` })
  expect(cookie.status).toBe(431)
  expect(cookie.headers['cache-control']).toBe('no-store')
  expect(cookie.body).toContain('<html lang="en-CA"')
  expect(cookie.body).toContain('Too Much Data Sent')

  // Past even what the server reads: a short page in both languages, never Node's bare answer.
  const huge = await get(`/en/search?q=${'a'.repeat(300_000)}`)
  expect(huge.status).toBe(431)
  expect(huge.headers['cache-control']).toBe('no-store')
  expect(huge.body).toContain('Too Much Data Sent')
  expect(huge.body).toContain('Trop de données envoyées')
  // Titled as every page of the site is, ending with the company's name.
  expect(huge.body).toContain('<title>Too Much Data Sent / Trop de données envoyées | Nordora Pharma</title>')
  // The server goes on answering.
  expect((await get('/en')).status).toBe(200)
})

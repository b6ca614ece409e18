import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import pg from 'pg'
import { toFormData, validContact, validMedicalInformation } from '../support/test-answers.ts'
import { testBackends, type TestDatabase } from '../support/test-databases.ts'
import { uniquePrefix } from '../../server/forms/config.ts'
import { nodeOnlyPrefixes } from '../../server/node-only-paths.ts'
import { spawnServer, type SpawnedServer } from './behaviours-server.ts'
import { findNginx, hasBrotliModule, startNginx, type NginxServer } from '../../scripts/nginx-local.ts'

/**
 * The production topology of deploy/: nginx serving the build's files in front of two Node servers that
 * share PostgreSQL and Redis. Needs nginx, TEST_DATABASE_URL and REDIS_URL (`.ci/run` provides all three).
 */
const nginx = findNginx()
const postgres = testBackends.find((backend) => backend.name === 'postgres' && !backend.unavailable)
const missing = [!nginx && 'nginx', !postgres && 'TEST_DATABASE_URL', !process.env.REDIS_URL && 'REDIS_URL'].filter(Boolean)
const skipReason = `nginx topology not tested: ${missing.join(', ')} missing`
if (missing.length > 0) console.warn(skipReason)

const buildDir = path.resolve(import.meta.dirname, '../..', process.env.BUILD_DIR ?? 'build')
const RATE_LIMIT = 4

/** Headers our server and nginx must both send on a prerendered page. */
const sameHeaders = [
  'content-type',
  'cache-control',
  'vary',
  'content-encoding',
  'content-language',
  'x-robots-tag',
  'content-security-policy',
  'strict-transport-security',
  'x-frame-options',
  'x-content-type-options',
  'referrer-policy',
  'permissions-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
]
const pick = (headers: Headers) => Object.fromEntries(sameHeaders.map((name) => [name, headers.get(name)]))

test.describe('nginx in front of two Node servers sharing PostgreSQL and Redis', () => {
  test.describe.configure({ mode: 'serial' })
  test.skip(missing.length > 0, skipReason)

  let database: TestDatabase
  let nodes: SpawnedServer[] = []
  let proxy: NginxServer
  const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nordora-topology-mail-'))
  const get = (pathname: string, headers: Record<string, string> = {}) =>
    fetch(`${proxy.url}${pathname}`, { headers: { 'accept-encoding': 'gzip', ...headers }, redirect: 'manual' })
  const post = (pathname: string, answers: Record<string, string | readonly string[]>) =>
    fetch(`${proxy.url}${pathname}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { origin: proxy.url, 'content-type': 'application/x-www-form-urlencoded' },
      body: toFormData(answers).toString(),
    })

  test.beforeAll(async () => {
    test.setTimeout(120_000)
    database = await postgres!.create()
    const env = {
      DATABASE_URL: database.url!,
      REDIS_URL: process.env.REDIS_URL!,
      RATE_LIMIT_PREFIX: uniquePrefix('nordora:topology:'),
      FORM_RATE_LIMIT: String(RATE_LIMIT),
      TRUST_PROXY: 'loopback',
      MAIL_DIR: mailDir,
      BUILD_DIR: buildDir,
    }
    // One at a time: the first applies the migrations, the second finds them done.
    for (let i = 0; i < 2; i++) {
      const node = await spawnServer({ ...env, DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'nordora-topology-data-')) })
      nodes.push(node)
      await expect.poll(async () => (await fetch(`${node.url}/healthz/ready`)).status, { timeout: 60_000 }).toBe(200)
    }
    proxy = await startNginx(nginx!, { upstreams: nodes.map((node) => new URL(node.url).host.replace('localhost', '127.0.0.1')), buildDir })
  })

  test.afterAll(async () => {
    await proxy?.stop()
    await Promise.all(nodes.map((node) => node.stop()))
    nodes = []
    await database?.drop()
    fs.rmSync(mailDir, { recursive: true, force: true })
  })

  test('prerendered pages are the build’s files, with the headers our server sends, and revalidate with 304', async () => {
    for (const pathname of ['/en/about', '/fr/a-propos', '/en/careers', '/fr/nousjoindre']) {
      const viaNginx = await get(pathname)
      expect(viaNginx.status, pathname).toBe(200)
      // Not proxied: Node sets X-Request-Id on everything it answers.
      expect(viaNginx.headers.get('x-request-id'), pathname).toBeNull()
      // fetch decodes the gzip copy: what arrives is the page file, byte for byte.
      expect(viaNginx.headers.get('content-encoding'), pathname).toBe('gzip')
      expect(await viaNginx.text(), pathname).toBe(fs.readFileSync(path.join(buildDir, 'client', pathname, 'index.html'), 'utf8'))
      const viaNode = await fetch(`${nodes[0]!.url}${pathname}`, { headers: { 'accept-encoding': 'gzip' } })
      expect(pick(viaNginx.headers), pathname).toEqual(pick(viaNode.headers))

      const etag = viaNginx.headers.get('etag')!
      expect(etag).toMatch(/^"[^"]+"$/)
      expect((await get(pathname, { 'if-none-match': etag })).status, pathname).toBe(304)
    }
    expect((await get('/en/careers')).headers.get('x-robots-tag')).toBe('noindex')
    // A browser that accepts brotli gets the build's .br copy from both (nginx needs Debian's brotli_static module).
    const brotli = await get('/fr/a-propos', { 'accept-encoding': 'br, gzip' })
    expect(brotli.headers.get('content-encoding')).toBe(hasBrotliModule() ? 'br' : 'gzip')
    expect(await brotli.text()).toBe(fs.readFileSync(path.join(buildDir, 'client/fr/a-propos/index.html'), 'utf8'))
    expect(
      (await fetch(`${nodes[0]!.url}/fr/a-propos`, { headers: { 'accept-encoding': 'br, gzip' } })).headers.get('content-encoding'),
    ).toBe('br')
    // Exact paths only: a trailing slash is not a directory of files; Node answers it, as it does without nginx.
    for (const pathname of ['/', '/en/about/']) {
      const viaNginx = await get(pathname)
      const viaNode = await fetch(`${nodes[0]!.url}${pathname}`, { redirect: 'manual' })
      expect(viaNginx.headers.get('x-request-id'), pathname).not.toBeNull()
      expect(viaNginx.status, pathname).toBe(viaNode.status)
      expect(new URL(viaNginx.headers.get('location') ?? '/', proxy.url).pathname, pathname).toBe(
        new URL(viaNode.headers.get('location') ?? '/', nodes[0]!.url).pathname,
      )
    }
  })

  test('an address past 2,048 characters is Node’s 414 screen, not the prerendered page', async () => {
    const long = await get(`/en/about?q=${'x'.repeat(3_000)}`)
    expect(long.status).toBe(414)
    expect(long.headers.get('x-request-id')).not.toBeNull()
    expect((await get(`/en/about?q=${'x'.repeat(2_000)}`)).status).toBe(200)
  })

  test('assets are immutable; a missing asset and an unknown page are Node’s answers', async () => {
    const asset = fs.readdirSync(path.join(buildDir, 'client/assets')).find((name) => name.endsWith('.js'))!
    const found = await get(`/assets/${asset}`)
    expect(found.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(found.headers.get('content-encoding')).toBe('gzip')
    const gone = await get('/assets/entry.client-gone.js')
    expect(gone.status).toBe(404)
    expect(gone.headers.get('cache-control')).toBe('no-store')

    const notFound = await get('/en/no-such-page')
    expect(notFound.status).toBe(404)
    expect(notFound.headers.get('x-request-id')).not.toBeNull()
    expect(notFound.headers.get('content-security-policy')).toMatch(/script-src 'self' 'nonce-/)
    expect(await notFound.text()).toContain('<html lang="en-CA"')
  })

  test('the healthcare-professional area and the health checks are always Node’s', async () => {
    for (const prefix of nodeOnlyPrefixes) {
      for (const pathname of [prefix, `${prefix}/anything`]) {
        expect((await get(pathname)).headers.get('x-request-id'), pathname).not.toBeNull()
      }
    }
    const health = await get('/healthz')
    expect(health.status).toBe(200)
    expect(await health.json()).toEqual({ status: 'ok', checks: { database: 'ok' } })
  })

  test('the site search is Node’s, in both languages, and the page beside the French one stays a file', async () => {
    for (const [pathname, found] of [
      ['/en/search?q=Lysodren', '/en/patient-support-program/lysodren'],
      ['/fr/recherche?q=Lysodren', '/fr/programme-de-soutien-aux-patients/lysodren'],
    ]) {
      const response = await get(pathname!)
      expect(response.status, pathname).toBe(200)
      expect(response.headers.get('x-request-id'), pathname).not.toBeNull()
      expect(response.headers.get('cache-control'), pathname).toBe('private, no-store')
      expect(await response.text(), pathname).toContain(`href="${found}"`)
    }
    expect((await get('/fr/recherche-et-developement')).headers.get('x-request-id')).toBeNull()
  })

  test('the access log keeps the path, never the visitor’s address or the query string', async () => {
    await get('/en/search?q=private-term-42')
    await expect.poll(() => proxy.log(), { timeout: 5_000 }).toContain('"GET /en/search" 200')
    const log = proxy.log()
    expect(log).not.toContain('private-term-42')
    expect(log).not.toContain('127.0.0.1 -')
    expect(log).not.toMatch(/Mozilla|node|undici/)
  })

  test('the build check is the build’s file', async () => {
    const response = await get('/builds/latest.json')
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-cache')
    expect(await response.json()).toEqual(JSON.parse(fs.readFileSync(path.join(buildDir, 'client/builds/latest.json'), 'utf8')))
  })

  test('with TLS ended in front of nginx, the declaration is taken from the public https origin, its cookie Secure', async () => {
    // The terminator in front says https in X-Forwarded-Proto; nginx passes it on instead of its own http.
    const publicOrigin = `https://${new URL(proxy.url).host}`
    const declare = (
      headers: Record<string, string>,
      body = 'declaration=confirmed&returnTo=%2Fen%2Fhealthcare-professionals%2Fruzurgi',
      type = 'application/x-www-form-urlencoded',
    ) =>
      fetch(`${proxy.url}/en/healthcare-professionals/declaration`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': type, ...headers },
        body,
      })
    const behindTls = await declare({ origin: publicOrigin, 'x-forwarded-proto': 'https' })
    expect(behindTls.status).toBe(303)
    expect(behindTls.headers.get('location')).toBe('/en/healthcare-professionals/ruzurgi')
    expect(behindTls.headers.get('set-cookie')).toMatch(/^nordora_hcp=confirmed; .*; Secure$/)
    // Without it, nginx's own scheme: an https origin for an http host is another site, refused with the site's screen.
    const withoutHeader = await declare({ origin: publicOrigin })
    expect(withoutHeader.status).toBe(403)
    expect(await withoutHeader.text()).toContain('data-status="403"')
    // SITE_URL is the site whatever the proxies say, as for the forms (the servers run with its default).
    expect((await declare({ origin: 'https://www.nordorapharma.ca' })).status).toBe(303)
    // A body that is not a form, or one far too large, is a 4xx with the site's screen, never a 500.
    expect(
      (await declare({ origin: publicOrigin, 'x-forwarded-proto': 'https' }, '{"declaration":"confirmed"}', 'application/json')).status,
    ).toBe(415)
    expect(
      (await declare({ origin: publicOrigin, 'x-forwarded-proto': 'https' }, `declaration=confirmed&x=${'y'.repeat(300_000)}`)).status,
    ).toBe(413)
    for (const node of nodes) expect(node.output()).not.toMatch(/"path":"\/en\/healthcare-professionals\/declaration","status":5/)
  })

  test('both forms post through nginx to either server; the rate limit counts across both', async () => {
    const contact = await post('/en/contactus', validContact)
    expect(contact.status).toBe(200)
    expect(await contact.text()).toMatch(/CT-\d{4}-\d{6}/)
    const medical = await post('/fr/informationmedicale', validMedicalInformation)
    expect(medical.status).toBe(200)
    expect(await medical.text()).toMatch(/[A-Z]{2}-\d{4}-\d{6}/)

    // Posts alternate between the two servers; the shared Redis counts them all. Each says something new:
    // the same answers sent again would be recognized as a repeat and stored once (docs/decisions/0041).
    const statuses = [contact.status, medical.status]
    for (let i = 0; i < RATE_LIMIT; i++) {
      statuses.push((await post('/en/contactus', { ...validContact, message: `${validContact.message} (${i + 2})` })).status)
    }
    expect(statuses).toEqual([...Array<number>(RATE_LIMIT).fill(200), 429, 429])
    for (const node of nodes) expect(node.output()).toMatch(/"method":"POST"/)

    // Both servers wrote to the one database.
    const client = new pg.Client({ connectionString: database.url })
    await client.connect()
    try {
      expect((await client.query('select count(*)::int as n from submissions')).rows[0].n).toBe(RATE_LIMIT)
    } finally {
      await client.end()
    }
  })
})

test.describe('nginx in front of a server that is not ready', () => {
  test.describe.configure({ timeout: 120_000 })
  test.skip(missing.length > 0, skipReason)

  test('posts that reach it go on to the ready server: every one is confirmed, none is lost', async () => {
    const database = await postgres!.create()
    const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nordora-readiness-mail-'))
    const common = {
      REDIS_URL: process.env.REDIS_URL!,
      RATE_LIMIT_PREFIX: uniquePrefix('nordora:readiness:'),
      TRUST_PROXY: 'loopback',
      MAIL_DIR: mailDir,
      BUILD_DIR: buildDir,
    }
    const ready = await spawnServer({ ...common, DATABASE_URL: database.url! })
    // Alive (it serves pages) but never ready: its database cannot be reached.
    const notReady = await spawnServer({ ...common, DATABASE_URL: 'postgres://nobody@127.0.0.1:9/none' })
    let proxy: NginxServer | undefined
    try {
      await expect.poll(async () => (await fetch(`${ready.url}/healthz/ready`)).status, { timeout: 60_000 }).toBe(200)
      expect((await fetch(`${notReady.url}/healthz`)).status).toBe(200)
      expect((await fetch(`${notReady.url}/healthz/ready`)).status).toBe(503)
      proxy = await startNginx(nginx!, {
        upstreams: [notReady, ready].map((node) => new URL(node.url).host.replace('localhost', '127.0.0.1')),
        buildDir,
      })
      const references: string[] = []
      for (let i = 0; i < 4; i++) {
        const answer = await fetch(`${proxy.url}/en/contactus`, {
          method: 'POST',
          redirect: 'manual',
          headers: { origin: proxy.url, 'content-type': 'application/x-www-form-urlencoded' },
          body: toFormData({ ...validContact, message: `${validContact.message} (${i})` }).toString(),
        })
        expect(answer.status).toBe(200)
        references.push(/CT-\d{4}-\d{6}/.exec(await answer.text())![0])
      }
      expect(new Set(references).size).toBe(4)
      // Round robin sent some of them to the server that is not ready first; it stored none.
      expect(notReady.output()).toMatch(/"msg":"submission not stored","form":"contact","code":"NOT_READY"/)
    } finally {
      await proxy?.stop()
      await Promise.all([ready.stop(), notReady.stop()])
      await database.drop()
      fs.rmSync(mailDir, { recursive: true, force: true })
    }
  })
})

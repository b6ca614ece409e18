import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { expect, test, type APIResponse } from '@playwright/test'
import { toFormData, validContact } from '../support/test-answers.ts'
import { parseCsp } from '../support/test-server.ts'
import { clientDir } from './a11y-pages.ts'
import { startFormsServer } from './forms-server.ts'

const asset = fs.readdirSync(path.join(clientDir, 'assets')).find((file) => file.startsWith('entry.client') && file.endsWith('.js'))!
const stylesheet = fs.readdirSync(path.join(clientDir, 'assets')).find((file) => file.endsWith('.css'))!

/** One answer of each kind the server gives: prerendered page, server-rendered 404, asset, data file, text file, health check. */
const answers = ['/en/about', '/fr/nousjoindre', '/en/no-such-page', `/assets/${asset}`, '/en/about.data', '/robots.txt', '/healthz']

/** The prerendered pages among the answers: their scripts are allowed by the page's own hashed policy. */
const prerendered = new Set(['/en/about', '/fr/nousjoindre'])

/** The policy in a page's `<meta http-equiv="Content-Security-Policy">`, if any. */
const metaPolicy = (html: string) => /<meta http-equiv="Content-Security-Policy" content="([^"]*)"\/>/.exec(html)?.[1]

async function expectSecurityHeaders(response: APIResponse, url: string) {
  const headers = response.headers()
  const csp = parseCsp(headers['content-security-policy'] ?? '')
  if (prerendered.has(url)) {
    // Scripts: the page's own policy, by hash; the header holds everything a <meta> policy cannot.
    expect(csp['script-src'], url).toBeUndefined()
    const meta = parseCsp(metaPolicy(await response.text()) ?? '')
    expect(meta['script-src']?.[0], url).toBe("'self'")
    expect(
      meta['script-src']!.slice(1).every((source) => /^'sha256-[A-Za-z0-9+/]{43}='$/.test(source)),
      url,
    ).toBe(true)
    expect(meta['default-src'], url).toEqual(["'self'"])
    expect(meta['script-src-attr'], url).toEqual(["'none'"])
  } else {
    expect(csp['script-src'], url).toEqual(["'self'", expect.stringMatching(/^'nonce-[A-Za-z0-9+/]{22}=='$/)])
    expect(csp['default-src'], url).toEqual(["'self'"])
  }
  expect(headers['content-security-policy'], url).not.toMatch(/unsafe-inline[^;]*;[^;]*script|script-src[^;]*unsafe-inline/)
  expect(csp['frame-ancestors'], url).toEqual(["'none'"])
  expect(csp['object-src'], url).toEqual(["'none'"])
  expect(headers['strict-transport-security'], url).toMatch(/^max-age=\d{8,}; includeSubDomains$/)
  expect(headers['x-content-type-options'], url).toBe('nosniff')
  expect(headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin')
  expect(headers['permissions-policy'], url).toMatch(/camera=\(\).*geolocation=\(\).*microphone=\(\)/)
  expect(headers['x-frame-options'], url).toBe('DENY')
  expect(headers['x-powered-by'], url).toBeUndefined()
}

test.describe('security headers', () => {
  for (const url of answers) {
    test(`${url} carries every security header`, async ({ request }) => {
      const response = await request.get(url)
      expect(response.status(), url).toBeLessThan(500)
      await expectSecurityHeaders(response, url)
    })
  }

  test('a prerendered page is the same bytes for every request, with a strong ETag, and revalidates with 304', async ({ request }) => {
    const get = (headers: Record<string, string> = {}) =>
      request.get('/en/pressroom', { headers: { 'Accept-Encoding': 'br, gzip', ...headers } })
    const [first, second] = [await get(), await get()]
    expect(first.status()).toBe(200)
    expect((await first.body()).equals(await second.body())).toBe(true)
    const etag = first.headers()['etag']!
    expect(etag).toMatch(/^"[\w-]{22}"$/)
    expect(second.headers()['etag']).toBe(etag)
    expect(first.headers()['content-encoding']).toBe('br')
    const revalidated = await get({ 'If-None-Match': etag })
    expect(revalidated.status()).toBe(304)
    expect((await revalidated.body()).length).toBe(0)

    // Every script the browser runs is one the page's policy names by hash; no nonce anywhere.
    const html = await first.text()
    expect(html).not.toMatch(/nonce=|__CSP_NONCE__|__PUBLIC_CONFIG__/)
    const hashes = parseCsp(metaPolicy(html)!)['script-src']!
    const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
      ([, attrs]) => !/src=|application\/(?:ld\+)?json/.test(attrs!),
    )
    expect(inline.length).toBeGreaterThan(0)
    for (const [, , body] of inline) expect(hashes).toContain(`'sha256-${createHash('sha256').update(body!).digest('base64')}'`)
  })

  test('an answer rendered per request gets a fresh nonce, on every script of the page', async ({ request }) => {
    const nonces = []
    for (let i = 0; i < 2; i++) {
      const response = await request.get('/en/no-such-page')
      expect(response.status()).toBe(404)
      const nonce = /'nonce-([^']+)'/.exec(response.headers()['content-security-policy']!)![1]!
      const html = await response.text()
      const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1]!)
      const executable = scripts.filter((attrs) => !/type="application\/(?:json|ld\+json)"/.test(attrs))
      expect(executable.length).toBeGreaterThan(0)
      for (const attrs of executable) expect(attrs).toContain(`nonce="${nonce}"`)
      nonces.push(nonce)
    }
    expect(nonces[0]).not.toBe(nonces[1])
  })

  test('prerendered and rendered answers carry the same page headers: language everywhere, noindex where the route table says', async ({
    request,
  }) => {
    const careers = await request.get('/en/careers')
    expect(careers.headers()['content-language']).toBe('en-CA')
    expect(careers.headers()['x-robots-tag']).toBe('noindex')
    const about = await request.get('/fr/a-propos')
    expect(about.headers()['content-language']).toBe('fr-CA')
    expect(about.headers()['x-robots-tag']).toBeUndefined()
    // The page's data file, and what React Router renders per request, say the same.
    const data = await request.get('/en/careers.data', { headers: { 'Accept-Encoding': 'br' } })
    expect(data.headers()['content-language']).toBe('en-CA')
    expect(data.headers()['x-robots-tag']).toBe('noindex')
    expect((await request.get('/fr/no-such-page')).headers()['content-language']).toBe('fr-CA')
  })

  for (const [url, allowedBy] of [
    ['/en/about', 'prerendered: its scripts by hash'],
    ['/en/no-such-page', 'rendered per request: its scripts by nonce'],
  ] as const) {
    test(`${url} (${allowedBy}): the browser runs the page’s own scripts and refuses scripts and handlers injected into the markup`, async ({
      page,
    }) => {
      const violations: string[] = []
      page.on('console', (message) => {
        if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(message.text())
      })
      // What a stored cross-site scripting flaw would do: markup in the page that the server did not mean to send.
      await page.route(`**${url}`, async (route) => {
        const response = await route.fetch()
        const html = (await response.text()).replace(
          '<main',
          '<script>window.injectedRan = true</script><img src="/favicon.svg?x" alt="" onload="window.handlerRan = true"><main',
        )
        await route.fulfill({ response, body: html })
      })
      await page.goto(url)
      // Hydrated: the page's own scripts ran.
      await page.waitForFunction(() => Object.keys(document.querySelector('main') ?? {}).some((key) => key.startsWith('__react')))
      await expect.poll(() => violations.length).toBeGreaterThanOrEqual(2)
      const ran = await page.evaluate(() => {
        const w = window as unknown as { injectedRan?: boolean; handlerRan?: boolean }
        return { script: w.injectedRan === true, handler: w.handlerRan === true }
      })
      expect(ran).toEqual({ script: false, handler: false })
      expect(violations.join('\n')).toMatch(/script-src-elem|script-src/)
      expect(violations.join('\n')).toMatch(/script-src-attr/)
    })
  }

  test('no other site can frame a page', async ({ page, request, baseURL }) => {
    // The page is there for the browser that asks for it directly…
    expect((await request.get('/en')).status()).toBe(200)
    // …but when a document of another origin puts it in a frame, the browser refuses to show it.
    await page.goto('about:blank')
    await page.setContent(`<iframe src="${baseURL}/en" title="framed"></iframe>`)
    await expect.poll(() => page.frames()[1]?.url()).toBe('chrome-error://chromewebdata/')
  })
})

test.describe('caching and compression', () => {
  test('fingerprinted assets are immutable for a year and sent precompressed', async ({ request }) => {
    for (const file of [asset, stylesheet]) {
      const br = await request.get(`/assets/${file}`, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } })
      expect(br.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
      expect(br.headers()['content-encoding']).toBe('br')
      expect(br.headers()['vary']).toMatch(/accept-encoding/i)
      const size = fs.statSync(path.join(clientDir, 'assets', `${file}.br`)).size
      expect(Number(br.headers()['content-length'])).toBe(size)
      const gzip = await request.get(`/assets/${file}`, { headers: { 'Accept-Encoding': 'gzip' } })
      expect(gzip.headers()['content-encoding']).toBe('gzip')
    }
  })

  test('a missing asset is a plain 404 that is not cached', async ({ request }) => {
    const response = await request.get('/assets/entry.client-gone.js')
    expect(response.status()).toBe(404)
    expect(response.headers()['cache-control']).toBe('no-store')
  })

  test('pages and data files are revalidated on every use, and pages are compressed', async ({ request }) => {
    const page = await request.get('/fr/a-propos', { headers: { 'Accept-Encoding': 'br' } })
    expect(page.headers()['cache-control']).toBe('no-cache')
    expect(page.headers()['content-encoding']).toBe('br')
    const data = await request.get('/fr/a-propos.data', { headers: { 'Accept-Encoding': 'br' } })
    expect(data.headers()['cache-control']).toBe('no-cache')
    expect(data.headers()['content-type']).toMatch(/^text\/x-script/)
    expect(data.headers()['content-encoding']).toBe('br')
    const notFound = await request.get('/en/no-such-page')
    expect(notFound.headers()['cache-control'] ?? 'no-cache').not.toMatch(/immutable|max-age=[1-9]/)
  })

  test('/healthz answers, checks the database, and is never cached', async ({ request }) => {
    const response = await request.get('/healthz')
    expect(response.status()).toBe(200)
    expect(response.headers()['cache-control']).toBe('no-store')
    // The embedded database may still be applying its migrations when the first test runs.
    await expect
      .poll(async () => (await request.get('/healthz')).json(), { timeout: 15_000 })
      .toEqual({ status: 'ok', checks: { database: 'ok' } })
    expect((await request.get('/healthz/database')).status()).toBe(200)
  })
})

test.describe('operations', () => {
  test('SIGTERM lets the form posts in flight and the e-mail being delivered finish, then exits 0', async () => {
    test.setTimeout(120_000)
    const server = await startFormsServer({ SHUTDOWN_GRACE_MS: '20000', OUTBOX_POLL_MS: '50' })
    try {
      // Each post a request of its own: the same answers again would be one request repeated, stored once.
      let sequence = 0
      const post = () =>
        fetch(`${server.url}/en/contactus`, {
          method: 'POST',
          redirect: 'manual',
          headers: { origin: server.url, 'content-type': 'application/x-www-form-urlencoded' },
          body: toFormData({ ...validContact, message: `${validContact.message} ${++sequence}` }).toString(),
        }).then(
          async (response) => ({ status: response.status, body: await response.text() }),
          (error: Error) => ({ status: 0, body: error.message }),
        )
      // One post first, so that the outbox has deliveries under way when the signal comes.
      expect((await post()).status).toBe(200)
      const inFlight = Array.from({ length: 6 }, post)
      await new Promise((resolve) => setTimeout(resolve, 50))
      const exited = server.exit
      await server.stop()
      const answers = await Promise.all(inFlight)

      expect(await exited).toBe(0)
      expect(server.output()).toContain('"msg":"shutdown complete"')
      // A post either finished with its confirmation or was never taken (connection refused): none cut off, none failed.
      const taken = answers.filter((a) => a.status !== 0)
      expect(taken.length).toBeGreaterThan(0)
      for (const answer of taken) {
        expect(answer.status).toBe(200)
        expect(answer.body).toMatch(/CT-\d{4}-\d{6}/)
      }
      const { submissions, outbox } = await server.storedRows()
      expect(submissions).toHaveLength(1 + taken.length)
      // Every e-mail the worker had taken was delivered and recorded, or handed back for the next start: none left leased, none written twice.
      const sent = outbox.filter((row) => row.sentAt !== null)
      expect(outbox.filter((row) => row.sentAt === null && row.lockedUntil !== null && row.lockedUntil > new Date())).toEqual([])
      expect(server.mailFiles()).toHaveLength(sent.length)
      expect(sent.length).toBeGreaterThan(0)
    } finally {
      await server.stop()
      server.cleanUp()
    }
  })
})

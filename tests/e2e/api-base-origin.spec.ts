import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { LATEST_BUILD_PATH } from '../../app/config/constants.ts'
import { findNginx, freePort, startNginx } from '../../scripts/nginx-local.ts'
import { nginxIncludes } from '../../scripts/finalize-pages.ts'
import { readPagesManifest } from '../../server/prerendered.ts'
import { spawnServer } from './behaviours-server.ts'
import { hydrated } from './page-state.ts'

/**
 * API_BASE on another origin, end to end (docs/decisions/0077, 0161): the page is on SITE_URL (`localhost`), its
 * HTTP client asks the same server under another name (`127.0.0.1`), and the browser lets the page read the
 * build check's answers, from Node and from nginx.
 */
test.describe.configure({ mode: 'serial' })

const buildDir = path.resolve(import.meta.dirname, '../..', process.env.BUILD_DIR ?? 'build')

/** What the browser says when it keeps an answer from the page, and what the build check says when it has none. */
function refusals(page: Page): string[] {
  const seen: string[] = []
  page.on('console', (message) => {
    if (/CORS|Build meta not loaded|Failed to fetch/.test(message.text())) seen.push(message.text())
  })
  return seen
}

/** The build check's answers from the other origin, as the page's own script reads them. */
const readFromPage = (page: Page, url: string) =>
  page.evaluate(async (address) => {
    const answer = await fetch(address, { cache: 'no-cache' })
    return { status: answer.status, body: (await answer.json()) as { id?: string } }
  }, url)

test('Node: a page on SITE_URL runs its build check against API_BASE on another origin', async ({ page }) => {
  const port = await freePort()
  const site = `http://localhost:${port}`
  const api = `http://127.0.0.1:${port}`
  const server = await spawnServer({ PORT: String(port), SITE_URL: site, API_BASE: `${api}/` })
  try {
    const refused = refusals(page)
    const answered: { url: string; allow: string | null }[] = []
    page.on('response', (response) => {
      if (response.url().startsWith(`${api}/builds/`))
        answered.push({ url: response.url().slice(api.length), allow: response.headers()['access-control-allow-origin'] ?? null })
    })
    await page.goto(`${site}/en/about`)
    await hydrated(page)
    const buildId = await page.evaluate(
      () => (window as unknown as { __reactRouterManifest: { version: string } }).__reactRouterManifest.version,
    )
    // At idle the page reads its build's meta, then the latest build, both from the other origin.
    await expect.poll(() => answered.map((answer) => answer.url)).toEqual([`/builds/meta/${buildId}.json`, LATEST_BUILD_PATH])
    expect(answered.map((answer) => answer.allow)).toEqual([site, site])
    expect(await readFromPage(page, `${api}${LATEST_BUILD_PATH}`)).toEqual({ status: 200, body: expect.objectContaining({ id: buildId }) })
    expect(refused).toEqual([])
  } finally {
    await server.stop()
  }
})

test.describe('nginx', () => {
  const nginx = findNginx()
  test.skip(!nginx, 'nginx is not installed')
  // The prerendered pages nginx serves were configured with the build's API_BASE (a path): the page's own script
  // asks the other origin here, so the pages' connect-src (0077's matter, tested there) is set aside.
  test.use({ bypassCSP: true })

  test('serves the build check to the site’s pages on another origin, from its files and from Node', async ({ page }) => {
    const port = await freePort()
    const site = `http://localhost:${port}`
    const api = `http://127.0.0.1:${port}`
    const node = await spawnServer({ SITE_URL: site, TRUST_PROXY: 'loopback' })
    // The build's generated includes, with the builds' headers written for this test's SITE_URL.
    const includesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nordora-nginx-includes-'))
    fs.cpSync(path.join(buildDir, 'nginx'), includesDir, { recursive: true })
    // nginx reads it as the user it runs as (nobody, under root), as it reads the build.
    fs.chmodSync(includesDir, 0o755)
    const headers = nginxIncludes(readPagesManifest(buildDir), { siteUrl: site })['builds-headers.conf']!
    fs.writeFileSync(path.join(includesDir, 'builds-headers.conf'), `${headers}\n`)
    const proxy = await startNginx(nginx!, { upstreams: [new URL(node.url).host], buildDir, includesDir, port })
    try {
      const refused = refusals(page)
      await page.goto(`${site}/en/about`)
      await hydrated(page)
      const latest = await readFromPage(page, `${api}${LATEST_BUILD_PATH}`)
      expect(latest.status).toBe(200)
      expect(latest.body.id).toEqual(expect.any(String))
      // From nginx's files, and from Node when nginx hands over (no such meta file): the same header.
      for (const pathname of [LATEST_BUILD_PATH, `/builds/meta/${latest.body.id}.json`, '/builds/meta/no-such-build.json']) {
        const answer = await fetch(`${api}${pathname}`, { headers: { origin: site } })
        expect(answer.headers.get('access-control-allow-origin'), pathname).toBe(site)
      }
      expect(refused).toEqual([])
    } finally {
      await proxy.stop()
      await node.stop()
      fs.rmSync(includesDir, { recursive: true, force: true })
    }
  })
})

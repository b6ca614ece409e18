import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { spawnServer, type SpawnedServer } from './behaviours-server.ts'

/**
 * The CMS page of the deployed site (docs/decisions/0131): off unless the git host is configured; when on, its
 * own policy (its files and the git host only, no tag manager), never indexed, and no way to content without the
 * git host's sign-in. The site's pages never load any of it.
 */
const root = path.resolve(import.meta.dirname, '../..')
const gitlab = 'https://gitlab.nordorapharma.ca'

test('without a git host configured there is no /admin, and no page of the site loads the CMS', async ({ page, request }) => {
  expect((await request.get('/admin/')).status()).toBe(404)
  // Nor any of its files: the build keeps them out of the site's files (build/cms), for a server that turns it on.
  for (const file of ['/admin/decap-cms.js', '/admin/cms.css', '/admin/LICENSE.txt'])
    expect((await request.get(file)).status(), file).toBe(404)
  const loaded: string[] = []
  page.on('request', (r) => loaded.push(new URL(r.url()).pathname))
  for (const address of ['/en', '/fr/salledepresse', '/en/pressroom/2026-09-15']) await page.goto(address)
  expect(loaded.filter((p) => p.startsWith('/admin') || /decap/i.test(p))).toEqual([])
  const sitemap = await (await request.get('/sitemap.xml')).text()
  expect(sitemap).not.toContain('/admin')
  // Decap reaches the build only as its own copy under cms/, never inside the site's bundles.
  const assets = path.join(root, process.env.BUILD_DIR ?? 'build', 'client', 'assets')
  const mentioning = fs
    .readdirSync(assets)
    .filter((name) => name.endsWith('.js') && fs.readFileSync(path.join(assets, name), 'utf8').includes('decap'))
  expect(mentioning).toEqual([])
})

test.describe('with the git host configured', () => {
  let server: SpawnedServer
  test.beforeAll(async () => {
    server = await spawnServer({ CMS_GITLAB_URL: gitlab, CMS_GITLAB_REPO: 'web/site', CMS_GITLAB_APP_ID: 'abc123', GTM_ID: 'GTM-TEST1' })
  })
  test.afterAll(async () => server?.stop())

  test('the admin page has its own policy, is never indexed and loads no tag manager', async ({ request }) => {
    const answer = await request.get(`${server.url}/admin/`)
    expect(answer.status()).toBe(200)
    const headers = answer.headers()
    expect(headers['x-robots-tag']).toBe('noindex, nofollow')
    const csp = headers['content-security-policy']!
    expect(csp).toContain(`connect-src 'self' ${gitlab}`)
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).not.toContain('googletagmanager')
    const html = await answer.text()
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">')
    expect(html).not.toMatch(/googletagmanager|GTM-/)
    const script = await request.get(`${server.url}/admin/decap-cms.js`, { headers: { 'accept-encoding': 'br' } })
    expect(script.status()).toBe(200)
    expect(script.headers()['content-type']).toContain('javascript')
    expect(script.headers()['content-encoding']).toBe('br')
    // The preview wears the site's own stylesheet, from the build.
    const style = await request.get(`${server.url}/admin/site.css`, { maxRedirects: 0 })
    expect(style.status()).toBe(302)
    expect(style.headers().location).toMatch(/^\/assets\/app-[\w-]+\.css$/)
  })

  test('the CMS signs in with the git host and works through review; nothing on the site writes content', async ({ request }) => {
    const config = JSON.parse(await (await request.get(`${server.url}/admin/config.yml`)).text())
    expect(config.backend).toMatchObject({ name: 'gitlab', repo: 'web/site', base_url: gitlab, auth_type: 'pkce', app_id: 'abc123' })
    expect(config.publish_mode).toBe('editorial_workflow')
    expect(config.local_backend).toBeUndefined()
    // The development proxy that writes files is not there.
    const proxy = await request.post(`${server.url}/admin/api/v1`, { data: { action: 'info', params: {} } })
    expect(proxy.status()).toBe(405)
    // The editor's live check answers, and only checks: it reads and writes nothing.
    const check = await request.post(`${server.url}/admin/check`, {
      data: { collection: 'press', lang: 'fr', slug: '2026-11-20', data: { id: '2026-11-20', title: '', body: 'Texte.' } },
    })
    expect(check.status()).toBe(200)
    expect((await check.json()).problems).toContain('Title / Titre — required / obligatoire')
    expect((await request.post(`${server.url}/admin/check`, { data: { collection: 'secrets' } })).status()).toBe(400)
  })
})

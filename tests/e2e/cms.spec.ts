import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { readFrontMatter } from '../../app/content/front-matter.ts'
import { loadContent } from '../../app/content/content.server.ts'
import { prerenderPaths } from '../../app/routing/prerender.ts'
import { searchDocuments } from '../../app/search/search-documents.server.ts'
import { spawnServer, type SpawnedServer } from './behaviours-server.ts'
import { field, fillRelease as fillReleaseOn, openNewEntry, watchMediaListings } from './cms-editor.ts'

/**
 * An editor in the CMS of `npm run dev` (docs/decisions/0130): Decap CMS's own interface, in Chromium, writing
 * through decap-server's file-system proxy to a copy of the content folder, which the build's loader then reads.
 */
const root = path.resolve(import.meta.dirname, '../..')
test.describe.configure({ mode: 'serial' })
// The editor's computer far from Montréal: a release's time is what they type, read as Montréal's clock by the build.
test.use({ timezoneId: 'Asia/Tokyo', viewport: { width: 1400, height: 1000 } })

let repo: string
let dev: SpawnedServer
test.beforeAll(async () => {
  test.setTimeout(180_000)
  repo = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-e2e-'))
  fs.cpSync(path.join(root, 'content'), path.join(repo, 'content'), { recursive: true })
  // A repository of its own, so that the translation freshness check has a history to read.
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.ca', ...args], { cwd: repo, stdio: 'ignore' })
  git('init', '-q', '-b', 'main')
  git('add', '-A')
  git('commit', '-q', '-m', 'Content as it is')
  dev = await spawnServer({ NODE_ENV: 'development', CONTENT_DIR: path.join(repo, 'content') })
})
test.afterAll(async () => {
  await dev?.stop()
  if (repo) fs.rmSync(repo, { recursive: true, force: true })
})

const id = '2026-11-20'
const file = (lang: string) => path.join(repo, 'content', 'press', lang, `${id}.md`)

async function openNewRelease(page: Page) {
  watchMediaListings(page)
  await page.goto(`${dev.url}/admin/`)
  await page.getByRole('button', { name: 'Se connecter' }).click()
  await openNewEntry(page, `${dev.url}/admin/#/collections/press/new`)
  // Decap's interface in French (its `locale`); the two languages side by side: English on the left, French on the right.
  await expect(page.getByRole('button', { name: 'Écrire en EN' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Écrire en FR' })).toBeVisible()
}

const fillRelease = (page: Page, titles: { en: string; fr: string }, day = id) => fillReleaseOn(page, titles, day)

async function publish(page: Page) {
  await page.getByRole('button', { name: 'Publier' }).first().click()
  await page.getByRole('menuitem', { name: 'Publier maintenant' }).click()
}

test('an editor writes a release in both languages side by side, previews it, saves it; the build’s loader accepts it and both press rooms list it', async ({
  page,
}) => {
  test.setTimeout(180_000)
  await openNewRelease(page)
  await fillRelease(page, { en: 'A bilingual line for pharmacists', fr: 'Une ligne bilingue pour les pharmaciens' })

  // The preview renders both languages with the site's renderer: tokens filled, the phone number a link.
  await page.getByTitle('Aperçu').click()
  const preview = page.frameLocator('iframe').first()
  await expect(preview.locator('[data-preview-lang="en"]')).toContainText('Nordora Pharma answers pharmacists at')
  await expect(preview.locator('[data-preview-lang="en"] a.phone-link')).toHaveText('1‑888‑555‑0142')
  await expect(preview.locator('[data-preview-lang="fr"] a.phone-link')).toHaveText('1 888 555‑0142')
  await expect(preview.locator('.cms-problems')).toHaveCount(0)
  await page.getByTitle('Aperçu').click()

  await publish(page)
  await expect.poll(() => fs.existsSync(file('en')) && fs.existsSync(file('fr')), { timeout: 15_000 }).toBe(true)

  // The files are the site's own format, in the content folder.
  const en = readFrontMatter(fs.readFileSync(file('en'), 'utf8'))
  const fr = readFrontMatter(fs.readFileSync(file('fr'), 'utf8'))
  expect(en.data.title).toBe('A bilingual line for pharmacists')
  expect(fr.data.title).toBe('Une ligne bilingue pour les pharmaciens')
  expect(fr.content).toContain('{{phone.medicalInformation}}')

  // The build's loader accepts them, as one release in two languages.
  const content = loadContent(path.join(repo, 'content'))
  expect(content.press.get(`en/${id}`)?.title).toBe('A bilingual line for pharmacists')
  expect(content.press.get(`fr/${id}`)?.title).toBe('Une ligne bilingue pour les pharmaciens')

  // Both press rooms list it, under the same id.
  await page.goto(`${dev.url}/en/pressroom`)
  await expect(page.locator(`a[href="/en/pressroom/${id}"]`)).toHaveText('A bilingual line for pharmacists')
  await page.goto(`${dev.url}/fr/salledepresse`)
  await expect(page.locator(`a[href="/fr/salledepresse/${id}"]`)).toHaveText('Une ligne bilingue pour les pharmaciens')
})

test('the press releases are listed newest first, under a new-release button every font can draw', async ({ page }) => {
  await page.goto(`${dev.url}/admin/`)
  await page.getByRole('button', { name: 'Se connecter' }).click()
  await page.goto(`${dev.url}/admin/#/collections/press`)
  const newest = [...fs.readdirSync(path.join(repo, 'content/press/en'))].sort().at(-1)!.replace(/\.md$/, '')
  await expect(page.locator('a[href^="#/collections/press/entries/"]').first()).toHaveAttribute(
    'href',
    `#/collections/press/entries/${newest}`,
  )
  // Decap's own label starts with a full-width plus (U+FF0B) most machines' fonts lack: a missing-glyph box.
  await expect(page.locator('a[href="#/collections/press/new"]')).toHaveText('+ Press release / Communiqué')
})

test('a release with an empty French title is refused by the CMS and by the build', async ({ page }) => {
  test.setTimeout(180_000)
  // A release of its own: the one the editor wrote above stays, for the build at the end.
  const refused = '2026-11-21'
  const file = (lang: string) => path.join(repo, 'content', 'press', lang, `${refused}.md`)
  await openNewRelease(page)
  await fillRelease(page, { en: 'A release without its French title', fr: '' }, refused)
  await publish(page)
  // Decap's own required-field check misses the second language (a known Decap bug): the site's check, run
  // before every save (server/cms/entry-check.ts), refuses it and says which language and field.
  await expect(page.getByRole('alert')).toContainText('[Français] Title / Titre — required / obligatoire', { timeout: 15_000 })
  // Nothing was written.
  await page.waitForTimeout(1000)
  expect(fs.existsSync(file('en')) || fs.existsSync(file('fr'))).toBe(false)

  // The build refuses the same file written by hand, naming it.
  const release = (lang: string, title: string) =>
    `---\nid: "${refused}"\npublished: ${refused}\ntitle: "${title}"\nsummary: A summary long enough for the schema of releases.\narchived: false\ndateModified: ${refused}\n---\n\nText.\n`
  fs.writeFileSync(file('en'), release('en', 'A release without its French title'))
  fs.writeFileSync(file('fr'), release('fr', ''))
  expect(() => loadContent(path.join(repo, 'content'))).toThrow(new RegExp(`press/fr/${refused}\\.md: front matter "title"`))
  fs.rmSync(file('en'))
  fs.rmSync(file('fr'))
})

test('a release scheduled in the CMS is saved with Montréal’s time, whatever the browser’s, and stays out of the press rooms until then', async ({
  page,
}) => {
  test.setTimeout(180_000)
  const day = '2099-12-01'
  await openNewRelease(page)
  await fillRelease(page, { en: 'A release for later', fr: 'Un communiqué pour plus tard' }, day)
  await field(page, 'Publish at, Eastern time / Publier à, heure de l’Est (optionnel)', 0).fill(`${day}T07:00`)
  await publish(page)
  const saved = path.join(repo, 'content', 'press', 'fr', `${day}.md`)
  await expect.poll(() => fs.existsSync(saved), { timeout: 15_000 }).toBe(true)
  // Written as typed, Montréal's clock without an offset, though the browser's time zone is Tokyo's.
  expect(fs.readFileSync(saved, 'utf8')).toMatch(new RegExp(`^publishAt: ['"]?${day}T07:00['"]?$`, 'm'))
  await page.goto(`${dev.url}/fr/salledepresse`)
  await expect(page.locator(`a[href="/fr/salledepresse/${day}"]`)).toHaveCount(0)
  expect((await page.request.get(`${dev.url}/fr/salledepresse/${day}`)).status()).toBe(404)
  // The build reads it as 7:00 EST (12:00 UTC): out a second before, in at the minute.
  expect(loadContent(path.join(repo, 'content'), new Date(`${day}T11:59:59Z`)).press.has(`fr/${day}`)).toBe(false)
  expect(loadContent(path.join(repo, 'content'), new Date(`${day}T12:00:00Z`)).press.has(`fr/${day}`)).toBe(true)
})

test('after an English page alone changes, the CMS says its French version is behind', async ({ page }) => {
  test.setTimeout(180_000)
  await page.goto(`${dev.url}/admin/`)
  await page.getByRole('button', { name: 'Se connecter' }).click()
  await page.goto(`${dev.url}/admin/#/collections/pages/entries/about`)
  await expect(field(page, 'Title / Titre', 0)).toHaveValue('About us')
  await field(page, 'Title / Titre', 0).fill('About Nordora Pharma')
  await publish(page)
  await expect
    .poll(() => fs.readFileSync(path.join(repo, 'content/pages/en/about.md'), 'utf8'), { timeout: 15_000 })
    .toContain('About Nordora Pharma')
  // The CMS rewrote the French file too (its own YAML layout, the empty phone field as null): the build still
  // accepts both, and the freshness check sees that only the English one says something new.
  expect(loadContent(path.join(repo, 'content')).pages.get('en/about')?.title).toBe('About Nordora Pharma')
  await page.reload()
  await page.getByTitle('Aperçu').click()
  const french = page.frameLocator('iframe').first().locator('[data-preview-lang="fr"]')
  await expect(french.locator('.cms-notes')).toContainText('content/pages/fr/about.md is behind content/pages/en/about.md')
})

/**
 * What the editors saved above, built: as of now, the content loader, the prerender list and the search documents
 * a build would use (each takes the build's clock), without the scheduled release; then `npm run build` itself, its
 * clock past the scheduled release's time, with it in every file. Inside the project, as every build is: the
 * server bundle finds its packages there.
 */
test('the build accepts what the CMS saved, and publishes the scheduled release only once its time has come', async () => {
  test.setTimeout(600_000)
  const later = '2099-12-01'
  const contentDir = path.join(repo, 'content')

  // As of now: what the build reads and writes from (its loader, its pages, its search index) has no scheduled release.
  const now = loadContent(contentDir, new Date())
  const index = [...now.press.values()].filter((r) => r.lang === 'en')
  const paths = prerenderPaths(index)
  expect(paths).toEqual(expect.arrayContaining([`/en/pressroom/${id}`, `/fr/salledepresse/${id}`]))
  expect(paths.filter((p) => p.includes(later))).toEqual([])
  for (const lang of ['en', 'fr'] as const) {
    expect([...now.press.values()].filter((r) => r.lang === lang && r.id === later)).toEqual([])
    expect(searchDocuments(now, lang).filter((doc) => doc.id.includes(later))).toEqual([])
    expect(searchDocuments(now, lang).some((doc) => doc.id.includes(id))).toBe(true)
  }

  const buildDir = path.join(root, `build-e2e-cms-${process.pid}`)
  const { NODE_ENV: _unused, ...env } = process.env
  const read = (file: string) => fs.readFileSync(path.join(buildDir, file), 'utf8')
  const page = (pagePath: string) => path.join(buildDir, 'client', pagePath, 'index.html')
  // In 2099 every standard response is long past its review-by date, and the build would rightly stop on them
  // (app/content/standard-responses.server.ts): this build is about the release, so the copy does without them.
  fs.rmSync(path.join(contentDir, 'responses'), { recursive: true, force: true })
  try {
    // The scheduled rebuild, its clock at 7:00 Eastern on the day (12:00 UTC).
    execFileSync(process.execPath, ['scripts/build.ts'], {
      cwd: root,
      env: { ...env, CONTENT_DIR: contentDir, BUILD_DIR: buildDir, BUILD_NOW: `${later}T12:00:00Z` },
      stdio: 'pipe',
      timeout: 280_000,
    })
    // The release written side by side: prerendered in both languages, listed in both press rooms under one id.
    expect(fs.readFileSync(page(`en/pressroom/${id}`), 'utf8')).toContain('A bilingual line for pharmacists')
    expect(fs.readFileSync(page(`fr/salledepresse/${id}`), 'utf8')).toContain('Une ligne bilingue pour les pharmaciens')
    expect(read('client/en/pressroom/index.html')).toContain(`href="/en/pressroom/${id}"`)
    expect(read('client/fr/salledepresse/index.html')).toContain(`href="/fr/salledepresse/${id}"`)
    // And the scheduled one, now due, in every file of the build that could show it.
    expect({
      pages: [`en/pressroom/${later}`, `fr/salledepresse/${later}`].map((p) => fs.existsSync(page(p))),
      lists: [read('client/en/pressroom/index.html'), read('client/fr/salledepresse/index.html')].map((html) => html.includes(later)),
      feeds: [read('client/en/pressroom/rss.xml'), read('client/fr/salledepresse/rss.xml')].map((xml) => xml.includes(later)),
      sitemap: read('client/sitemap.xml').includes(later),
      search: [read('search/en.json'), read('search/fr.json')].map((index) => index.includes(later)),
    }).toEqual({ pages: [true, true], lists: [true, true], feeds: [true, true], sitemap: true, search: [true, true] })
  } finally {
    fs.rmSync(buildDir, { recursive: true, force: true })
  }
})

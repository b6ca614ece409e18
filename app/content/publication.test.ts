import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

/**
 * A release scheduled for the next day, through every part of the build that lists releases: the prerender list
 * of react-router.config.ts, the press room and home lists, the feeds, the sitemap and the search index. Each
 * "build" is a fresh load of the modules with its own BUILD_NOW, as `npm run build` reads it.
 */
const root = path.resolve(import.meta.dirname, '../..')
const id = '2026-11-26'
const publishAt = '2026-11-26T07:00:00-05:00'
let dir: string

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scheduled-'))
  fs.cpSync(path.join(root, 'content'), path.join(dir, 'content'), { recursive: true })
  const release = (lang: 'en' | 'fr', title: string) =>
    `---\nid: "${id}"\npublished: ${id}\npublishAt: "${publishAt}"\ntitle: "${title}"\nsummary: "A summary of the scheduled release, long enough for the schema."\narchived: false\ndateModified: ${id}\n---\n\nText.\n`
  fs.writeFileSync(path.join(dir, 'content/press/en', `${id}.md`), release('en', 'Scheduled release'))
  fs.writeFileSync(path.join(dir, 'content/press/fr', `${id}.md`), release('fr', 'Communiqué programmé'))
})
afterAll(() => {
  fs.rmSync(dir, { recursive: true, force: true })
  vi.unstubAllEnvs()
})

/** Everything a build made at `now` would publish about releases. */
async function buildAt(now: string) {
  vi.resetModules()
  vi.stubEnv('CONTENT_DIR', path.join(dir, 'content'))
  vi.stubEnv('BUILD_NOW', now)
  const config = (await import('../../react-router.config.ts')).default
  const { currentPressItems } = await import('./press-list.server.ts')
  const { pressFeedXml } = await import('../seo/press-feed.server.ts')
  const { sitemapXml } = await import('../seo/sitemap.server.ts')
  const { writeSearchIndex } = await import('../search/write-search-index.server.ts')
  const buildDir = path.join(dir, `build-${now.replace(/\W/g, '')}`)
  writeSearchIndex(buildDir)
  const prerender = config.prerender as { paths: () => Promise<string[]> }
  return {
    pages: await prerender.paths(),
    lists: { en: currentPressItems('en').map((item) => item.id), fr: currentPressItems('fr').map((item) => item.id) },
    feeds: pressFeedXml('en') + pressFeedXml('fr'),
    sitemap: sitemapXml(),
    search: ['en', 'fr'].map((lang) => fs.readFileSync(path.join(buildDir, 'search', `${lang}.json`), 'utf8')).join(''),
  }
}

describe('a release scheduled for tomorrow', () => {
  it('is in no page, list, feed, sitemap or search index of a build made before its time', async () => {
    const build = await buildAt('2026-11-25T12:00:00-05:00')
    expect(build.pages.filter((p) => p.includes(id))).toEqual([])
    expect(build.lists.en).not.toContain(id)
    expect(build.lists.fr).not.toContain(id)
    expect(build.feeds).not.toContain(id)
    expect(build.sitemap).not.toContain(id)
    expect(build.search).not.toContain(id)
    // One second before its time is still before.
    const justBefore = await buildAt('2026-11-26T06:59:59-05:00')
    expect(justBefore.lists.en).not.toContain(id)
  })

  it('is everywhere in both languages once a rebuild runs with the clock past its time', async () => {
    const build = await buildAt('2026-11-26T07:00:00-05:00')
    expect(build.pages).toEqual(expect.arrayContaining([`/en/pressroom/${id}`, `/fr/salledepresse/${id}`]))
    expect(build.lists.en[0]).toBe(id)
    expect(build.lists.fr[0]).toBe(id)
    expect(build.feeds).toContain(`/en/pressroom/${id}`)
    expect(build.feeds).toContain(`/fr/salledepresse/${id}`)
    expect(build.sitemap).toContain(`/en/pressroom/${id}`)
    expect(build.search).toContain(`/en/pressroom/${id}`)
    expect(build.search).toContain(`/fr/salledepresse/${id}`)
  })
})

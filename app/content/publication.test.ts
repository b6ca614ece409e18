import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

/**
 * A release scheduled for the next day, and one merely dated the next day, through every part of the build that
 * lists releases: the prerender list of react-router.config.ts, the press room and home lists, the feeds, the
 * sitemap and the search index. Each "build" is a fresh load of the modules with its own BUILD_NOW, as
 * `npm run build` reads it.
 */
const root = path.resolve(import.meta.dirname, '../..')
const id = '2026-11-26'
const publishAt = '2026-11-26T07:00:00-05:00'
/** Dated the day after, with no time: it is public from the start of that day in Eastern time. */
const dated = '2026-11-27'
let dir: string

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scheduled-'))
  fs.cpSync(path.join(root, 'content'), path.join(dir, 'content'), { recursive: true })
  const release = (day: string, at: string | undefined, title: string) =>
    `---\nid: "${day}"\npublished: ${day}\n${at ? `publishAt: "${at}"\n` : ''}title: "${title}"\nsummary: "A summary of the scheduled release, long enough for the schema."\narchived: false\ndateModified: ${day}\n---\n\nText.\n`
  fs.writeFileSync(path.join(dir, 'content/press/en', `${id}.md`), release(id, publishAt, 'Scheduled release'))
  fs.writeFileSync(path.join(dir, 'content/press/fr', `${id}.md`), release(id, publishAt, 'Communiqué programmé'))
  fs.writeFileSync(path.join(dir, 'content/press/en', `${dated}.md`), release(dated, undefined, 'Dated release'))
  fs.writeFileSync(path.join(dir, 'content/press/fr', `${dated}.md`), release(dated, undefined, 'Communiqué daté'))
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
    expectNowhere(await buildAt('2026-11-25T12:00:00-05:00'), id, 'the day before')
    // One second before its time is still before.
    expectNowhere(await buildAt('2026-11-26T06:59:59-05:00'), id, 'a second before')
  })

  it('is everywhere in both languages once a rebuild runs with the clock past its time', async () => {
    expectEverywhere(await buildAt('2026-11-26T07:00:00-05:00'), id)
  })
})

type Build = Awaited<ReturnType<typeof buildAt>>
/** A release's two pages, by path: its day alone may be in the sitemap as another page's last modification. */
const releasePaths = (release: string) => [`/en/pressroom/${release}`, `/fr/salledepresse/${release}`]

function expectNowhere(build: Build, release: string, when: string) {
  expect(build.pages.filter((p) => p.includes(release)), when).toEqual([])
  expect([...build.lists.en, ...build.lists.fr], when).not.toContain(release)
  for (const p of releasePaths(release)) {
    for (const [part, text] of [['feeds', build.feeds], ['sitemap', build.sitemap], ['search', build.search]] as const) {
      expect(text, `${when}: ${part}`).not.toContain(p)
    }
  }
}

function expectEverywhere(build: Build, release: string) {
  expect(build.pages).toEqual(expect.arrayContaining(releasePaths(release)))
  expect([build.lists.en[0], build.lists.fr[0]]).toEqual([release, release])
  for (const p of releasePaths(release)) {
    expect(build.feeds).toContain(p)
    expect(build.sitemap).toContain(p)
    expect(build.search).toContain(p)
  }
}

describe('a release dated tomorrow, without a publication time', () => {
  it('is in no page, list, feed, sitemap or search index of a build made before its day begins in Eastern time', async () => {
    // 23:59:59 in Montréal is already the next day in UTC: the Eastern day is the one that counts.
    for (const now of ['2026-11-26T12:00:00-05:00', '2026-11-26T23:59:59-05:00']) expectNowhere(await buildAt(now), dated, now)
  })

  it('is everywhere in both languages from the first minute of its day in Eastern time', async () => {
    expectEverywhere(await buildAt('2026-11-27T00:00:00-05:00'), dated)
  })
})

import { describe, expect, it } from 'vitest'
import { pressFeedXml } from './press-feed.server.ts'

describe('press feed', () => {
  it.each(['en', 'fr'] as const)('lists every %s release, newest first, with absolute links', (lang) => {
    const xml = pressFeedXml(lang)
    const items = [...xml.matchAll(/<item>[\s\S]*?<\/item>/g)].map((m) => m[0])
    expect(items.length).toBeGreaterThanOrEqual(16)
    const dates = items.map((item) => Date.parse(item.match(/<pubDate>(.*)<\/pubDate>/)![1]!))
    expect(dates).toEqual([...dates].sort((a, b) => b - a))
    expect(items.every((item) => item.includes(`<link>https://www.nordorapharma.ca/${lang}/`))).toBe(true)
    expect(xml).toContain(`<language>${lang}-ca</language>`)
  })

  it('links archived releases under the archives path', () => {
    expect(pressFeedXml('fr')).toMatch(/<link>https:\/\/www\.nordorapharma\.ca\/fr\/salledepresse\/archives\/2021-/)
  })
})

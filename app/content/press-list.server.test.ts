import { describe, expect, it } from 'vitest'
import { archivedPressByYear, currentPressItems } from './press-list.server.ts'

describe('press room lists (repository content)', () => {
  it.each(['en', 'fr'] as const)('lists current %s releases newest first, none archived', (lang) => {
    const items = currentPressItems(lang)
    expect(items.length).toBeGreaterThan(0)
    const dates = items.map((i) => i.published)
    expect(dates).toEqual([...dates].sort().reverse())
    expect(items.every((i) => i.path.includes('/archives/'))).toBe(false)
  })

  it.each(['en', 'fr'] as const)('groups archived %s releases by year, newest first', (lang) => {
    const years = archivedPressByYear(lang)
    expect(years.length).toBeGreaterThan(1)
    expect(years.map((y) => y.year)).toEqual(years.map((y) => y.year).sort().reverse())
    for (const { year, items } of years) {
      expect(items.every((i) => i.published.startsWith(year) && i.path.includes('/archives/'))).toBe(true)
    }
  })

  it('spreads at least 16 releases over at least four years, in both languages', () => {
    const all = [...currentPressItems('en'), ...archivedPressByYear('en').flatMap((y) => y.items)]
    expect(all.length).toBeGreaterThanOrEqual(16)
    expect(new Set(all.map((i) => i.published.slice(0, 4))).size).toBeGreaterThanOrEqual(4)
    const fr = [...currentPressItems('fr'), ...archivedPressByYear('fr').flatMap((y) => y.items)]
    expect(fr.map((i) => i.id).sort()).toEqual(all.map((i) => i.id).sort())
  })

  it('formats dates per language', () => {
    const en = currentPressItems('en')[0]!
    const fr = currentPressItems('fr')[0]!
    expect(en.publishedText).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/)
    expect(fr.publishedText).toMatch(/^\d{1,2} [a-zéû]+ \d{4}$/)
  })
})

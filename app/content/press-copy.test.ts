import { describe, expect, it } from 'vitest'
import { screenCopy } from '../i18n/screen-copy.server.ts'
import { loadPressItem } from './press-data.server.ts'
import { archivedNoticeKeys, archivesCopyKeys, itemCopyKeys, printCopyKeys, roomCopyKeys } from './press-copy.ts'

describe('the press screens’ strings', () => {
  it('a release page carries its own and its text’s, not the press room’s or the print view’s', () => {
    const { copy } = loadPressItem(new URL('https://example.test/fr/salledepresse/2026-09-15'), itemCopyKeys)
    expect(Object.keys(copy).sort()).toEqual([...itemCopyKeys].sort())
    expect(copy['press.print']).toBe(screenCopy('fr', 'press')['press.print'])
    expect(copy).not.toHaveProperty('press.rss')
    expect(copy).not.toHaveProperty('press.printNow')
  })

  it('only an archived release carries the archive’s notice', () => {
    const current = loadPressItem(new URL('https://example.test/en/pressroom/2026-09-15'), itemCopyKeys)
    expect(current.archivedNotice).toBeNull()
    expect(current.copy).not.toHaveProperty('press.archived.text')
    const archived = loadPressItem(new URL('https://example.test/fr/salledepresse/archives/2021-02-26'), itemCopyKeys)
    expect(archived.archivedNotice?.['press.archived.text']).toBe(screenCopy('fr', 'press')['press.archived.text'])
  })

  it('between them, the press screens show every string of the press section', () => {
    const shown = new Set<string>([...itemCopyKeys, ...printCopyKeys, ...roomCopyKeys, ...archivesCopyKeys, ...archivedNoticeKeys])
    expect(Object.keys(screenCopy('en', 'press')).filter((key) => !shown.has(key))).toEqual([])
  })
})

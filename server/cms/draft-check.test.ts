import fs from 'node:fs'
import path from 'node:path'
import vm from 'node:vm'
import { describe, expect, it } from 'vitest'
import { COMPANY_TIME_ZONE, locales } from '../../app/i18n/locales.ts'

type Head = { id: string; name: string; email: string; at: string }
type User = { name?: string; email?: string; commit_email?: string; public_email?: string }
type DraftCheck = {
  branchName(collection: string, slug: string): string
  headOf(branch: unknown): Head | null
  isMine(head: Head | null, user: User): boolean
  someoneElses(head: Head | null, user: User): Head | null
  movedBySomeoneElse(opened: Head | null | undefined, current: Head | null, user: User): boolean
  when(at: string, now: Date, lang: 'en' | 'fr', timeZone: string): string
  savedNotice(head: Head, now: Date, lang: 'en' | 'fr', timeZone: string): string
  refusal(head: Head, now: Date, lang: 'en' | 'fr', timeZone: string): string
}

// The very file the admin page serves, run as the browser runs it: a classic script that defines one global, after
// the page's `siteLocales` (the locale record's tags).
const context: { draftCheck?: DraftCheck; siteLocales: Record<string, { tag: string }> } = {
  siteLocales: { en: { tag: locales.en.tag }, fr: { tag: locales.fr.tag } },
}
vm.runInNewContext(fs.readFileSync(path.join(import.meta.dirname, 'draft-check.js'), 'utf8'), context)
const check = context.draftCheck!

const camille = { name: 'Camille Tremblay', email: 'camille@example.ca' }
const alex = { name: 'Alex Gagnon', email: 'alex@example.ca', commit_email: 'alex.gagnon@users.noreply.gitlab.example' }
const branch = (id: string, author: { name: string; email: string }, at: string) => ({
  name: 'cms/press/2026-11-20',
  commit: { id, author_name: author.name, author_email: author.email, committed_date: at, authored_date: '2020-01-01T00:00:00Z' },
})
// 10:42 in Montréal on November 28 (EST, UTC−5).
const saved = check.headOf(branch('a1', camille, '2026-11-28T15:42:00Z'))!
const now = new Date('2026-11-28T16:05:00Z')

describe('the draft branch', () => {
  it('is Decap’s branch of the entry, and its head says who saved when, on the server’s clock', () => {
    expect(check.branchName('press', '2026-11-20')).toBe('cms/press/2026-11-20')
    expect(saved).toEqual({ id: 'a1', name: 'Camille Tremblay', email: 'camille@example.ca', at: '2026-11-28T15:42:00Z' })
    expect(check.headOf(undefined)).toBeNull()
  })

  it('is someone else’s when neither the e-mail nor the name is the editor’s', () => {
    expect(check.isMine(saved, camille)).toBe(true)
    expect(check.isMine(saved, { name: 'Camille Tremblay', email: 'other@example.ca' })).toBe(true)
    expect(check.isMine(check.headOf(branch('b', { name: 'A. Gagnon', email: alex.commit_email }, now.toISOString())), alex)).toBe(true)
    expect(check.isMine(saved, alex)).toBe(false)
    expect(check.someoneElses(saved, alex)).toBe(saved)
    expect(check.someoneElses(saved, camille)).toBeNull()
    expect(check.someoneElses(null, alex)).toBeNull()
  })
})

describe('a save', () => {
  const later = check.headOf(branch('a2', camille, '2026-11-28T15:47:00Z'))!
  const mine = check.headOf(branch('b1', alex, '2026-11-28T15:45:00Z'))!

  it('is refused when someone else committed since the entry was opened, or made the draft of an entry without one', () => {
    expect(check.movedBySomeoneElse(saved, later, alex)).toBe(true)
    expect(check.movedBySomeoneElse(null, saved, alex)).toBe(true)
  })

  it('goes through on the head it opened, after the editor’s own save, and when nothing could be read', () => {
    expect(check.movedBySomeoneElse(saved, saved, alex)).toBe(false)
    expect(check.movedBySomeoneElse(saved, mine, alex)).toBe(false)
    expect(check.movedBySomeoneElse(null, null, alex)).toBe(false)
    // The opening read failed (network, 401): nothing to compare with, never a lock.
    expect(check.movedBySomeoneElse(undefined, later, alex)).toBe(false)
  })
})

describe('the time of a save', () => {
  it('is head office’s clock, in each language’s way of writing it', () => {
    expect(check.when(saved.at, now, 'en', COMPANY_TIME_ZONE)).toBe('at 10:42\u00a0a.m.')
    expect(check.when(saved.at, now, 'fr', COMPANY_TIME_ZONE)).toBe('à 10\u00a0h\u00a042')
    expect(check.when('2026-11-28T20:05:00Z', now, 'en', COMPANY_TIME_ZONE)).toBe('at 3:05\u00a0p.m.')
    expect(check.when('2026-11-28T20:05:00Z', now, 'fr', COMPANY_TIME_ZONE)).toBe('à 15\u00a0h\u00a005')
    expect(check.when('2026-11-28T17:00:00Z', now, 'en', COMPANY_TIME_ZONE)).toBe('at 12:00\u00a0p.m.')
  })

  it('names the day when it is not today, and the year when it is not this one', () => {
    expect(check.when('2026-11-27T15:42:00Z', now, 'en', COMPANY_TIME_ZONE)).toBe('on November 27 at 10:42\u00a0a.m.')
    expect(check.when('2026-11-27T15:42:00Z', now, 'fr', COMPANY_TIME_ZONE)).toBe('le 27\u00a0novembre à 10\u00a0h\u00a042')
    expect(check.when('2025-12-01T05:00:00Z', now, 'fr', COMPANY_TIME_ZONE)).toBe('le 1er\u00a0décembre 2025 à 0\u00a0h\u00a000')
    expect(check.when('2025-12-01T05:00:00Z', now, 'en', COMPANY_TIME_ZONE)).toBe('on December 1, 2025 at 12:00\u00a0a.m.')
    // 11:30 p.m. in Montréal is already tomorrow in UTC: the day is Montréal's.
    expect(check.when('2026-11-28T04:30:00Z', now, 'en', COMPANY_TIME_ZONE)).toBe('on November 27 at 11:30\u00a0p.m.')
  })
})

describe('what the editor reads', () => {
  it('names who saved and when, in English', () => {
    const notice = check.savedNotice(saved, now, 'en', COMPANY_TIME_ZONE)
    expect(notice).toMatch(/^Camille Tremblay saved this entry at 10:42\u00a0a\.m\. Saving writes both languages/)
    const refused = check.refusal(saved, now, 'en', COMPANY_TIME_ZONE)
    expect(refused).toMatch(/^Not saved: Camille Tremblay saved this entry at 10:42\u00a0a\.m\., after you opened it/)
    expect(refused).toContain('Reload the page')
  })

  it('names who saved and when, in French written as French', () => {
    const notice = check.savedNotice(saved, now, 'fr', COMPANY_TIME_ZONE)
    expect(notice).toMatch(/^Camille Tremblay a enregistré ce contenu à 10\u00a0h\u00a042\. /)
    const refused = check.refusal(saved, now, 'fr', COMPANY_TIME_ZONE)
    expect(refused).toMatch(
      /^Non enregistré\u00a0: Camille Tremblay a enregistré ce contenu à 10\u00a0h\u00a042, après que vous l’avez ouvert/,
    )
    expect(refused).toContain('Rechargez la page')
    for (const text of [notice, refused]) {
      // A no-break space before the high punctuation, the typographic apostrophe.
      expect(text).not.toMatch(/[^\u00a0\u202f][:;!?]/)
      expect(text).not.toContain("'")
    }
  })

  it('says someone else when a commit carries no name', () => {
    const anonymous = { ...saved, name: '', email: '' }
    expect(check.savedNotice(anonymous, now, 'en', COMPANY_TIME_ZONE)).toMatch(/^Someone else saved this entry/)
    expect(check.savedNotice(anonymous, now, 'fr', COMPANY_TIME_ZONE)).toMatch(/^Une autre personne a enregistré ce contenu/)
  })
})

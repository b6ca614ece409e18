import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { describeLagging, describeLaggingForEditors, translationFreshness } from './translation-freshness.ts'

const temporary: string[] = []
afterEach(() => {
  for (const dir of temporary.splice(0)) fs.rmSync(dir, { recursive: true, force: true })
})

type Repository = {
  dir: string
  write: (file: string, text: string) => void
  commit: (message: string, date: string) => void
  /** Writes the files, then commits them. */
  change: (files: Record<string, string>, message: string, date: string) => void
}

/** A repository with one page in both languages, committed on 2026-11-01. */
function repository(): Repository {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'freshness-'))
  temporary.push(dir)
  const git = (args: string[], date?: string) =>
    execFileSync('git', args, {
      cwd: dir,
      env: {
        ...process.env,
        GIT_AUTHOR_NAME: 't',
        GIT_AUTHOR_EMAIL: 't@example.ca',
        GIT_COMMITTER_NAME: 't',
        GIT_COMMITTER_EMAIL: 't@example.ca',
        ...(date ? { GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date } : {}),
      },
    })
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    fs.writeFileSync(path.join(dir, file), text)
  }
  const commit = (message: string, date: string) => {
    git(['add', '-A'])
    git(['commit', '-q', '-m', message], date)
  }
  const change = (files: Record<string, string>, message: string, date: string) => {
    for (const [file, text] of Object.entries(files)) write(file, text)
    commit(message, date)
  }
  git(['init', '-q', '-b', 'main'])
  change(
    {
      'content/pages/en/about.md': '# About us\n',
      'content/pages/fr/about.md': '# À propos\n',
      'content/press/en/2026-01-01.md': 'Release\n',
      'content/press/fr/2026-01-01.md': 'Communiqué\n',
    },
    'Both languages',
    '2026-11-01T12:00:00Z',
  )
  return { dir, write, commit, change }
}

describe('translation freshness', () => {
  it('finds nothing behind when both languages changed together', () => {
    const { dir } = repository()
    expect(translationFreshness(dir)).toEqual({ shallow: false, pairs: 2, lagging: [] })
  })

  it('names the French page, and since when, when only the English one changed', () => {
    const { dir, change } = repository()
    change({ 'content/pages/en/about.md': '# About us\n\nA new paragraph.\n' }, 'English only', '2026-11-20T15:00:00Z')
    change({ 'content/pages/en/about.md': '# About us\n\nA new paragraph, reworded.\n' }, 'English again', '2026-11-22T15:00:00Z')
    const { lagging } = translationFreshness(dir)
    expect(lagging).toHaveLength(1)
    expect(lagging[0]).toMatchObject({
      behind: 'content/pages/fr/about.md',
      ahead: 'content/pages/en/about.md',
      since: '2026-11-20T15:00:00.000Z',
    })
    expect(describeLagging(lagging[0]!)).toMatch(
      /^content\/pages\/fr\/about\.md is behind content\/pages\/en\/about\.md: .* since 2026-11-20/,
    )
    // The CMS's note says it in both languages.
    expect(describeLaggingForEditors(lagging[0]!)).toMatch(
      /^content\/pages\/fr\/about\.md is behind .* \/ content\/pages\/fr\/about\.md est en retard sur content\/pages\/en\/about\.md\u00a0: .* depuis le 2026-11-20/u,
    )
  })

  it('does not count a save that only rewrites how the French file is laid out, as the CMS does on every save', () => {
    const { dir, write, change } = repository()
    change(
      {
        'content/pages/en/about.md': '---\ntitle: About us\ndescription: "Short."\n---\n# About us\n',
        'content/pages/fr/about.md': '---\ntitle: À propos\ndescription: "Court."\n---\n# À propos\n',
      },
      'Front matter in both',
      '2026-11-10T15:00:00Z',
    )
    change(
      {
        'content/pages/en/about.md': '---\ntitle: About us\ndescription: Short.\n---\n# About us\n\nA new paragraph.\n',
        'content/pages/fr/about.md': '---\ntitle: À propos\ndescription: Court.\ncall: null\n---\n\n# À propos\n',
      },
      'The CMS saves both files; only the English one says something new',
      '2026-11-20T15:00:00Z',
    )
    write('content/pages/fr/about.md', '---\ntitle: "À propos"\ndescription: >-\n  Court.\n---\n# À propos\n')
    const { lagging } = translationFreshness(dir)
    expect(lagging.map((l) => [l.behind, l.since])).toEqual([['content/pages/fr/about.md', '2026-11-20T15:00:00.000Z']])
  })

  it('answers for one pair when asked, as the CMS asks about the entry being edited', () => {
    const { dir, change } = repository()
    change(
      { 'content/pages/en/about.md': '# About us, changed\n', 'content/press/en/2026-01-01.md': 'Release, changed\n' },
      'English only, twice',
      '2026-11-20T15:00:00Z',
    )
    const report = translationFreshness(dir, 'content', ['content/pages/fr/about.md'])
    expect(report.pairs).toBe(1)
    expect(report.lagging.map((l) => l.behind)).toEqual(['content/pages/fr/about.md'])
  })

  it('counts an uncommitted change, as an editor’s CMS save leaves it', () => {
    const { dir, write } = repository()
    write('content/press/fr/2026-01-01.md', 'Communiqué corrigé\n')
    expect(translationFreshness(dir).lagging.map((l) => l.behind)).toEqual(['content/press/en/2026-01-01.md'])
  })

  it('is fresh again once the French page changes, or once a review records that it needs no change', () => {
    const { dir, write, commit, change } = repository()
    change({ 'content/pages/en/about.md': '# About us\n\nA typo fixed.\n' }, 'English only', '2026-11-20T15:00:00Z')
    const review = (day: string) =>
      write(
        'content/data/translation-reviews.json',
        JSON.stringify({ reviews: [{ file: 'content/pages/fr/about.md', reviewed: day, by: 'Translator' }] }),
      )
    review('2026-11-19')
    commit('A review older than the change', '2026-11-21T10:00:00Z')
    expect(translationFreshness(dir).lagging).toHaveLength(1)
    review('2026-11-21')
    commit('No change needed in French', '2026-11-21T11:00:00Z')
    expect(translationFreshness(dir).lagging).toEqual([])
  })

  it('says a shallow clone is shallow rather than guess', () => {
    const { dir, change } = repository()
    change({ 'content/pages/en/about.md': '# About us, changed\n' }, 'English only', '2026-11-20T15:00:00Z')
    const clone = fs.mkdtempSync(path.join(os.tmpdir(), 'freshness-shallow-'))
    temporary.push(clone)
    execFileSync('git', ['clone', '-q', '--depth', '1', `file://${dir}`, clone])
    expect(translationFreshness(clone).shallow).toBe(true)
  })
})

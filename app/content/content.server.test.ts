import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { screens } from '../routing/route-table.ts'
import { groupByYear, loadContent, screensWithPages, type PressRelease, getFragmentAsOf } from './content.server.ts'

const temporary: string[] = []
afterEach(() => {
  for (const dir of temporary.splice(0)) fs.rmSync(dir, { recursive: true, force: true })
})

const page = (title: string) =>
  `---\ntitle: ${title}\ndescription: A description long enough to satisfy the schema for search engines.\ndateModified: 2026-11-01\n---\n\nBody of ${title}.\n`

const release = (id: string, lang: string, archived: boolean) =>
  `---\nid: "${id}"\npublished: ${id.slice(0, 10)}\ntitle: Release ${id} ${lang}\nsummary: A summary of release ${id} that is long enough.\narchived: ${archived}\ndateModified: ${id.slice(0, 10)}\n---\n\nBody.\n`

/** A complete, valid content tree in a temporary folder, which a test then breaks. */
function validTree(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'content-'))
  temporary.push(root)
  for (const screen of screensWithPages) {
    for (const lang of Object.keys(screen.paths)) write(root, `pages/${lang}/${screen.name}.md`, page(`${screen.name} ${lang}`))
  }
  for (const [id, archived] of [['2024-03-04', false], ['2025-01-02', false], ['2022-05-01', true], ['2023-06-07', true], ['2022-01-10', true]] as const) {
    for (const lang of ['en', 'fr']) write(root, `press/${lang}/${id}.md`, release(id, lang, archived))
  }
  return root
}

function write(root: string, relative: string, text: string) {
  fs.mkdirSync(path.dirname(path.join(root, relative)), { recursive: true })
  fs.writeFileSync(path.join(root, relative), text)
}

describe('loadContent', () => {
  it('accepts the repository’s own content', () => {
    const { pages, press } = loadContent(path.resolve('content'))
    const expected = screensWithPages.reduce((n, s) => n + Object.keys(s.paths).length, 0)
    expect(pages.size).toBe(expected)
    expect(press.size).toBeGreaterThanOrEqual(32)
  })

  it('accepts a valid tree', () => {
    expect(() => loadContent(validTree())).not.toThrow()
  })

  it('names the file whose front matter lacks a field', () => {
    const root = validTree()
    write(root, 'pages/fr/a-propos.md', '')
    write(root, 'pages/fr/about.md', '---\ntitle: À propos\ndateModified: 2026-11-01\n---\nTexte.\n')
    expect(() => loadContent(root)).toThrow(/pages\/fr\/about\.md: front matter "description"/)
  })

  it('names a missing translation of a page and of a press release', () => {
    const root = validTree()
    fs.rmSync(path.join(root, 'pages/fr/products.md'))
    fs.rmSync(path.join(root, 'press/fr/2024-03-04.md'))
    const error = captureError(() => loadContent(root))
    expect(error).toMatch(/pages\/fr\/products\.md: missing/)
    expect(error).toMatch(/press\/fr\/2024-03-04\.md: missing/)
  })

  it('refuses a page for a screen the route table does not have in that language', () => {
    const root = validTree()
    write(root, 'pages/en/sclerose-en-plaques.md', page('MS'))
    expect(() => loadContent(root)).toThrow(/pages\/en\/sclerose-en-plaques\.md: no en screen/)
  })

  it('reads the search synonyms, and names a bad entry, a phrase of stop words only or one typed for two things', () => {
    const root = validTree()
    const synonyms = (entries: object) => write(root, 'data/search-synonyms.json', JSON.stringify({ en: [], fr: [], ...entries }))
    synonyms({ en: [{ typed: ['job'], find: 'careers' }] })
    expect(loadContent(root).synonyms.en).toEqual([{ typed: ['job'], find: 'careers' }])
    synonyms({
      en: [
        { typed: ['the'], find: 'careers' },
        { typed: ['cost'], find: 'coverage' },
        { typed: ['costs'], find: 'price' },
      ],
      fr: [{ typed: ['prix'], find: 'couverture', note: 'x' }],
    })
    const error = captureError(() => loadContent(root))
    expect(error).toMatch(/data\/search-synonyms\.json: "fr\.0" Unrecognized key: "note"/)
    synonyms({
      en: [
        { typed: ['the'], find: 'careers' },
        { typed: ['cost'], find: 'coverage' },
        { typed: ['costs'], find: 'price' },
      ],
    })
    const problems = captureError(() => loadContent(root))
    expect(problems).toMatch(/data\/search-synonyms\.json: en: “the” has no word the search can recognize/)
    expect(problems).toMatch(/data\/search-synonyms\.json: en: “costs” is typed for both “coverage” and “price”/)
  })

  it('names a release whose id differs from its file name, or whose languages disagree', () => {
    const root = validTree()
    write(root, 'press/en/2025-01-02.md', release('2025-01-03', 'en', false))
    write(root, 'press/fr/2024-03-04.md', release('2024-03-04', 'fr', true))
    const error = captureError(() => loadContent(root))
    expect(error).toMatch(/press\/en\/2025-01-02\.md: id "2025-01-03" differs/)
    expect(error).toMatch(/press\/\{en,fr\}\/2024-03-04\.md: the English and French versions disagree/)
  })

  it('leaves a scheduled release out of the content until the clock passes its time, in both languages', () => {
    const root = validTree()
    const scheduled = (lang: string) =>
      release('2026-12-01', lang, false).replace('archived: false', 'archived: false\npublishAt: "2026-12-01T07:00:00-05:00"')
    write(root, 'press/en/2026-12-01.md', scheduled('en'))
    // As the CMS writes it: Montréal's clock without an offset, the same instant.
    write(root, 'press/fr/2026-12-01.md', scheduled('fr').replace('2026-12-01T07:00:00-05:00', '2026-12-01T07:00'))
    const before = loadContent(root, new Date('2026-12-01T11:59:59Z'))
    expect([...before.press.keys()].filter((k) => k.endsWith('2026-12-01'))).toEqual([])
    const after = loadContent(root, new Date('2026-12-01T12:00:00Z'))
    expect([...after.press.keys()].filter((k) => k.endsWith('2026-12-01')).sort()).toEqual(['en/2026-12-01', 'fr/2026-12-01'])
  })

  it('checks a scheduled release now: its day must be its time’s day in Eastern time', () => {
    const root = validTree()
    const text = (lang: string, at: string) => release('2026-12-01', lang, false).replace('archived: false', `archived: false\npublishAt: "${at}"`)
    write(root, 'press/en/2026-12-01.md', text('en', '2026-12-02T06:00:00Z'))
    write(root, 'press/fr/2026-12-01.md', text('fr', '2026-12-01T07:00:00-05:00'))
    const error = captureError(() => loadContent(root, new Date('2026-01-01T00:00:00Z')))
    expect(error).toMatch(/press\/en\/2026-12-01\.md: front matter "published" must be the day of publishAt in Eastern time/)
  })

  it('refuses a public page or release that names a product beside the condition it treats, as the CMS does', () => {
    const root = validTree()
    write(root, 'pages/en/about.md', page('About').replace('Body of About.', 'Lysodren is made in Canada. We support people with adrenocortical carcinoma.'))
    // The words lists show instead of the title count too: the release is read whole.
    write(root, 'press/fr/2024-03-04.md', release('2024-03-04', 'fr', false).replace('archived: false', 'archived: false\nlistingTitle: Ruzurgi et le SMLE'))
    const error = captureError(() => loadContent(root))
    expect(error).toMatch(/pages\/en\/about\.md: names Lysodren beside “adrenocortical”: a product beside the condition it treats is a claim/)
    expect(error).toMatch(/press\/fr\/2024-03-04\.md: names Ruzurgi beside “SMLE”.* \/ nomme Ruzurgi à côté de «\u00a0SMLE\u00a0»/u)
  })

  it('lets the professional area’s pages name a product beside its indication', () => {
    const root = validTree()
    write(root, 'pages/en/hcp-lysodren.md', page('Lysodren').replace('Body of Lysodren.', 'Lysodren (mitotane) is indicated for adrenocortical carcinoma.'))
    expect(() => loadContent(root)).not.toThrow()
  })

  it('names the file with a broken internal link', () => {
    const root = validTree()
    write(root, 'pages/fr/products.md', page('Produits') + '\n[Nous joindre](/fr/contact)\n')
    expect(() => loadContent(root)).toThrow(/pages\/fr\/products\.md: link to \/fr\/contact matches no route/)
  })

  it('covers every screen that is not a press item', () => {
    const pressScreens = screens.filter((s) => 'params' in s).map((s) => s.name)
    expect(pressScreens.sort()).toEqual(['archived-press-item', 'archived-press-item-print', 'press-item', 'press-item-print'])
  })
})

describe('press ordering', () => {
  const make = (id: string): PressRelease => ({
    id,
    published: id.slice(0, 10),
    title: id,
    summary: '',
    archived: true,
    dateModified: id.slice(0, 10),
    lang: 'en',
    html: '',
    file: '',
  })

  it('groups archived releases by year, newest year first, keeping order inside a year', () => {
    const groups = groupByYear(['2023-06-07', '2023-01-02', '2022-05-01', '2022-01-10', '2021-12-31'].map(make))
    expect(groups.map((g) => g.year)).toEqual(['2023', '2022', '2021'])
    expect(groups[1]!.releases.map((r) => r.id)).toEqual(['2022-05-01', '2022-01-10'])
  })
})

function captureError(fn: () => unknown): string {
  try {
    fn()
  } catch (error) {
    return error instanceof Error ? error.message : String(error)
  }
  throw new Error('expected an error')
}

describe('repository content quality', () => {
  const { pages } = loadContent(path.resolve('content'))
  /** Screens that are lists (the search page's text is its suggestions when nothing is found), the spec's empty placeholder, or render their main text from facts (the area's declaration and product pages); every other screen informs. */
  // The home page is a landing page: its doors and cards carry the content, its own copy is one short paragraph.
  // The side-effect report is its form: text before it would push the four questions further down a phone.
  // A follow-up's page is the team's questions: one sentence before them, for a reporter who came from an e-mail.
  // The contact page is its ways in: its cards, its form and the head office's card, each said once, not retold in text.
  const notInformational = new Set([
    'contact',
    'home',
    'careers',
    'press-room',
    'press-archives',
    'hcp-declaration',
    'hcp-ruzurgi',
    'hcp-lysodren',
    'search',
    'side-effect',
    'follow-up',
  ])

  it.each([...pages.values()].filter((p) => !notInformational.has(p.file.split('/')[2]!.replace('.md', ''))).map((p) => [p.file, p.words] as const))(
    '%s carries at least 200 words of main text',
    (_file, words) => {
      expect(words).toBeGreaterThanOrEqual(200)
    },
  )

  it.each([...pages.values()].filter((p) => p.lang === 'fr').map((p) => [p.file, p.html] as const))(
    '%s uses French quotation marks and spacing',
    (_file, html) => {
      const text = html.replace(/<[^>]+>/g, ' ').replace(/&[#\w]+;/g, "'").replace(/https?:\/\/\S+/g, '')
      expect(text).not.toMatch(/"[^"]*"/)
      expect(text).not.toMatch(/[\p{L}\d)»][:;!?](\s|$)/u)
    },
  )
})

describe('a fragment as it stood on a day (repository content)', () => {
  it('gives each release the company paragraph of its date: the advisory board only from its creation on', () => {
    for (const lang of ['en', 'fr'] as const) {
      const board = lang === 'en' ? 'advisory board' : 'comité consultatif'
      expect(getFragmentAsOf('press-boilerplate', lang, '2021-06-08')).not.toContain(board)
      expect(getFragmentAsOf('press-boilerplate', lang, '2022-09-19')).not.toContain(board)
      expect(getFragmentAsOf('press-boilerplate', lang, '2022-09-20')).toContain(board)
      expect(getFragmentAsOf('press-boilerplate', lang, '2026-09-15')).toContain(board)
      expect(getFragmentAsOf('press-boilerplate', lang, '2012-12-31')).toBeUndefined()
    }
  })
})

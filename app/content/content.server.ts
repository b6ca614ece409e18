import fs from 'node:fs'
import path from 'node:path'
import type { z } from 'zod'
import { languages, screens, type Lang, type ScreenName } from '../routing/route-table.ts'
import { readFrontMatter } from './front-matter.ts'
import { ContentError, renderMarkdown } from './markdown.server.ts'
import { env } from '../config/env.server.ts'
import { pageFrontMatter, pressFrontMatter, translationReviews, type PageFrontMatter, type PressFrontMatter } from './schemas.ts'
import { buildNow, isPublished } from './publication.ts'
import { companySchema } from './company-schema.ts'
import { describeClaim, publicClaimPairs } from './claims.server.ts'
import { searchSynonymsSchema, synonymProblems, type SearchSynonyms } from '../search/search-synonyms.server.ts'

/** A card of a page's grid, its text and number rendered as the page's Markdown is (tokens, checked links). */
export type RenderedCard = NonNullable<PageFrontMatter['cards']>['items'][number] & { html: string; phoneHtml?: string }
export type Page = Omit<PageFrontMatter, 'cards'> & {
  lang: Lang
  html: string
  words: number
  file: string
  cards?: { heading: string; items: RenderedCard[] }
}
export type PressRelease = PressFrontMatter & { lang: Lang; html: string; file: string }
export type Content = {
  pages: Map<string, Page>
  press: Map<string, PressRelease>
  fragments: Map<string, string>
  /** The words visitors type for what the site calls otherwise, per language (content/data/search-synonyms.json). */
  synonyms: SearchSynonyms
}

const key = (name: string, lang: Lang) => `${lang}/${name}`

/** Screens that render a press release have no page file of their own. */
export const screensWithPages = screens.filter((s) => !('params' in s))

function parseFile<S extends z.ZodType>(root: string, file: string, schema: S, errors: string[]) {
  const relative = path.relative(root, file)
  const { data, content } = readFrontMatter(fs.readFileSync(file, 'utf8'))
  // The CMS writes an optional field an editor left empty as `null`: in front matter, null means absent.
  const parsed = schema.safeParse(Object.fromEntries(Object.entries(data).filter(([, value]) => value !== null)))
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      errors.push(`${relative}: front matter "${issue.path.join('.') || '(root)'}" ${issue.message}`)
    }
    return undefined
  }
  return { data: parsed.data as z.output<S>, body: content, relative }
}

/** The claims rule the CMS's check applies while the editor types, applied again here so that nothing slips past it. */
function checkClaims(kind: 'pages' | 'press', name: string, parsed: { data: object; body: string; relative: string }, errors: string[]) {
  for (const pair of publicClaimPairs({ kind, name, fields: parsed.data as Record<string, unknown>, body: parsed.body })) {
    errors.push(`${parsed.relative}: ${describeClaim(pair)}`)
  }
}

function render(body: string, lang: Lang, relative: string, errors: string[]) {
  try {
    return renderMarkdown(body, lang, relative)
  } catch (error) {
    errors.push(error instanceof Error ? error.message : String(error))
    return undefined
  }
}

/** A card's text: one paragraph of Markdown, rendered as the page's text is, without its paragraph element. */
function cardText(text: string, lang: Lang, relative: string, errors: string[]): string {
  const html = render(text, lang, relative, errors)?.html.trim() ?? ''
  const inner = /^<p>([\s\S]*)<\/p>$/.exec(html)?.[1]
  if (inner === undefined || inner.includes('<p>')) errors.push(`${relative}: front matter "cards": a card's text must be one paragraph: ${text}`)
  return inner ?? ''
}

const listDir = (dir: string) => (fs.existsSync(dir) ? fs.readdirSync(dir) : [])

/**
 * Reads, validates and renders every content file. All problems are gathered
 * and thrown together, each naming its file, so one build run shows them all.
 */
export function loadContent(root: string = path.resolve(env().CONTENT_DIR), now: Date = buildNow()): Content {
  const errors: string[] = []
  const pages = new Map<string, Page>()
  const press = new Map<string, PressRelease>()
  const fragments = new Map<string, string>()

  for (const lang of languages) {
    const dir = path.join(root, 'pages', lang)
    for (const entry of listDir(dir)) {
      const name = entry.replace(/\.md$/, '')
      const screen = screensWithPages.find((s) => s.name === name)
      if (!entry.endsWith('.md') || !screen || !(lang in screen.paths)) {
        errors.push(`pages/${lang}/${entry}: no ${lang} screen of that name in the route table`)
        continue
      }
      const parsed = parseFile(root, path.join(dir, entry), pageFrontMatter, errors)
      if (!parsed) continue
      checkClaims('pages', name, parsed, errors)
      const rendered = render(parsed.body, lang, parsed.relative, errors)
      const { cards, ...fields } = parsed.data
      const items = cards?.items.map((card) => ({
        ...card,
        html: cardText(card.text, lang, parsed.relative, errors),
        ...(card.phone ? { phoneHtml: cardText(`{{phone.${card.phone}}}`, lang, parsed.relative, errors) } : {}),
      }))
      if (rendered) {
        pages.set(key(name, lang), { ...fields, lang, ...rendered, file: parsed.relative, ...(cards && items ? { cards: { heading: cards.heading, items } } : {}) })
      }
    }
  }
  for (const screen of screensWithPages) {
    for (const lang of languages) {
      if (lang in screen.paths && !pages.has(key(screen.name, lang)) && !errors.some((e) => e.startsWith(`pages/${lang}/${screen.name}.md`))) {
        errors.push(`pages/${lang}/${screen.name}.md: missing (the ${lang} translation of screen "${screen.name}")`)
      }
    }
  }

  const ids = new Set(languages.flatMap((lang) => listDir(path.join(root, 'press', lang)).map((entry) => entry.replace(/\.md$/, ''))))
  for (const id of [...ids].sort()) {
    const releases: PressRelease[] = []
    for (const lang of languages) {
      const file = path.join(root, 'press', lang, `${id}.md`)
      if (!fs.existsSync(file)) {
        errors.push(`press/${lang}/${id}.md: missing (the ${lang} translation of release ${id})`)
        continue
      }
      const parsed = parseFile(root, file, pressFrontMatter, errors)
      if (!parsed) continue
      if (parsed.data.id !== id) errors.push(`${parsed.relative}: id "${parsed.data.id}" differs from its file name "${id}"`)
      checkClaims('press', id, parsed, errors)
      const rendered = render(parsed.body, lang, parsed.relative, errors)
      if (!rendered) continue
      releases.push({ ...parsed.data, lang, html: rendered.html, file: parsed.relative })
    }
    const [en, fr] = releases
    if (en && fr && (en.archived !== fr.archived || en.published !== fr.published || en.publishAt !== fr.publishAt)) {
      errors.push(`press/{en,fr}/${id}.md: the English and French versions disagree on "archived", "published" or "publishAt"`)
    }
    // A release scheduled for later is checked like any other but left out of everything built from the content
    // (lists, pages, feeds, sitemap, search): a rebuild after its time publishes it (docs/decisions/0132).
    for (const release of releases) if (isPublished(release, now)) press.set(key(id, release.lang), release)
  }

  for (const lang of languages) {
    const dir = path.join(root, 'fragments', lang)
    for (const entry of listDir(dir)) {
      const relative = `fragments/${lang}/${entry}`
      // A fragment has no front matter of its own; the CMS may write an empty one, which is not content.
      const rendered = render(readFrontMatter(fs.readFileSync(path.join(dir, entry), 'utf8')).content, lang, relative, errors)
      if (rendered) fragments.set(key(entry.replace(/\.md$/, ''), lang), rendered.html)
    }
  }
  for (const name of new Set([...fragments.keys()].map((k) => k.split('/')[1]!))) {
    for (const lang of languages) {
      if (!fragments.has(key(name, lang))) errors.push(`fragments/${lang}/${name}.md: missing (the ${lang} translation)`)
    }
  }

  // The company's facts, edited in the CMS like the rest: the same schema as company.ts's type.
  const facts = path.join(root, 'data', 'company.json')
  if (fs.existsSync(facts)) {
    const parsed = companySchema.safeParse(JSON.parse(fs.readFileSync(facts, 'utf8')))
    for (const issue of parsed.error?.issues ?? []) errors.push(`data/company.json: "${issue.path.join('.')}" ${issue.message}`)
  }

  // The translators' "no change needed" records (scripts/translation-freshness.ts): each names a content file.
  const reviews = path.join(root, 'data', 'translation-reviews.json')
  if (fs.existsSync(reviews)) {
    const parsed = translationReviews.safeParse(JSON.parse(fs.readFileSync(reviews, 'utf8')))
    for (const issue of parsed.error?.issues ?? []) errors.push(`data/translation-reviews.json: "${issue.path.join('.')}" ${issue.message}`)
    for (const { file } of parsed.data?.reviews ?? []) {
      if (!fs.existsSync(path.join(root, file.replace(/^content\//, '')))) errors.push(`data/translation-reviews.json: ${file} does not exist`)
    }
  }

  // The site search's synonyms, edited in the CMS: the schema, then what it cannot see (a phrase of stop words only,
  // one phrase typed for two things). No file: no synonyms.
  const synonymsFile = path.join(root, 'data', 'search-synonyms.json')
  let synonyms: SearchSynonyms = { en: [], fr: [] }
  if (fs.existsSync(synonymsFile)) {
    const parsed = searchSynonymsSchema.safeParse(JSON.parse(fs.readFileSync(synonymsFile, 'utf8')))
    for (const issue of parsed.error?.issues ?? []) errors.push(`data/search-synonyms.json: "${issue.path.join('.')}" ${issue.message}`)
    for (const problem of parsed.data ? synonymProblems(parsed.data) : []) errors.push(`data/search-synonyms.json: ${problem}`)
    if (parsed.data) synonyms = parsed.data
  }

  if (errors.length > 0) throw new ContentError(`Content is invalid:\n- ${errors.join('\n- ')}`)
  return { pages, press, fragments, synonyms }
}

let cached: Content | undefined
/** The site's content, read once in production and on every call in development. */
export function content(): Content {
  if (cached && env().NODE_ENV === 'production') return cached
  cached = loadContent()
  return cached
}

export function getPage(name: ScreenName, lang: Lang): Page | undefined {
  return content().pages.get(key(name, lang))
}

export function getFragment(name: string, lang: Lang): string | undefined {
  return content().fragments.get(key(name, lang))
}

/**
 * A fragment whose wording changed over time, as it stood on a day: of the versions `<name>-YYYY-MM-DD.md`
 * (each in force from its date), the latest that had begun by then. A press release keeps the company
 * paragraph it was published with.
 */
export function getFragmentAsOf(name: string, lang: Lang, day: string): string | undefined {
  const pattern = new RegExp(`^${lang}/${name}-(\\d{4}-\\d{2}-\\d{2})$`)
  const versions = [...content().fragments.keys()].flatMap((k) => {
    const from = pattern.exec(k)?.[1]
    return from && from <= day ? [{ from, k }] : []
  })
  const latest = versions.sort((a, b) => b.from.localeCompare(a.from))[0]
  return latest ? content().fragments.get(latest.k) : undefined
}

export function getPressRelease(id: string, lang: Lang): PressRelease | undefined {
  return content().press.get(key(id, lang))
}

/** Releases of one language, newest first. */
export function listPress(lang: Lang, filter: { archived: boolean }): PressRelease[] {
  return [...content().press.values()]
    .filter((r) => r.lang === lang && r.archived === filter.archived)
    .sort((a, b) => b.published.localeCompare(a.published) || b.id.localeCompare(a.id))
}

/** Archived releases grouped by year, newest year first. */
export function groupByYear(releases: PressRelease[]): { year: string; releases: PressRelease[] }[] {
  const groups = new Map<string, PressRelease[]>()
  for (const release of releases) {
    const year = release.published.slice(0, 4)
    groups.set(year, [...(groups.get(year) ?? []), release])
  }
  return [...groups.entries()].sort(([a], [b]) => b.localeCompare(a)).map(([year, list]) => ({ year, releases: list }))
}

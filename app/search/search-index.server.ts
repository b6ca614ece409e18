import fs from 'node:fs'
import path from 'node:path'
import MiniSearch, { type Options, type SearchResult as MatchedDocument } from 'minisearch'
import { env } from '../config/env.server.ts'
import { content, type Content } from '../content/content.server.ts'
import { languages, type Lang } from '../routing/route-table.ts'
import { searchDocuments, type SearchDocument, type SearchHeading } from './search-documents.server.ts'
import { indexTerm, queryTerms, tokenize } from './search-terms.ts'

/** At most this many results are shown; the count says how many matched. */
export const MAX_RESULTS = 30
/** Headings named under a result: those with a word of the query, at most this many. */
const MAX_HEADINGS = 3

export type SearchResult = Pick<SearchDocument, 'kind' | 'title' | 'summary' | 'date'> & { path: string; headings: SearchHeading[] }
export type SearchAnswer = { total: number; results: SearchResult[] }

type StoredFields = Pick<SearchDocument, 'kind' | 'title' | 'summary' | 'date' | 'headings'>

/** The one description of an index, used to build it (at build time) and to load it (in the server). */
function indexOptions(lang: Lang): Options<SearchDocument> {
  return {
    fields: ['title', 'headingText', 'summary', 'text'],
    storeFields: ['kind', 'title', 'summary', 'date', 'headings'],
    tokenize,
    processTerm: (word) => indexTerm(lang, word),
  }
}

export function buildIndex(lang: Lang, documents: SearchDocument[]): MiniSearch<SearchDocument> {
  const index = new MiniSearch(indexOptions(lang))
  index.addAll(documents)
  return index
}

/** An index read back from the JSON the build wrote. */
export function loadIndex(lang: Lang, json: string): MiniSearch<SearchDocument> {
  return MiniSearch.loadJSON<SearchDocument>(json, indexOptions(lang))
}

/** The index of each language as JSON: what `npm run build` writes to `<BUILD_DIR>/search/<lang>.json`. */
export function indexFiles(source: Content): Record<Lang, string> {
  return Object.fromEntries(languages.map((lang) => [lang, JSON.stringify(buildIndex(lang, searchDocuments(source, lang)))])) as Record<
    Lang,
    string
  >
}

export const indexFilePath = (lang: Lang, buildDir = env().BUILD_DIR) => path.resolve(buildDir, 'search', `${lang}.json`)

const loaded = new Map<Lang, MiniSearch<SearchDocument>>()
const built = new WeakMap<Content, Map<Lang, MiniSearch<SearchDocument>>>()

/**
 * The index of a language. In production, the build's file, read once, on the first search; without one
 * (`npm run dev`, the unit tests, a build made before the search existed) it is built from the content, once
 * per reading of the content, so that in development an edited page is found as it now reads.
 */
export function searchIndex(lang: Lang): MiniSearch<SearchDocument> {
  if (env().NODE_ENV === 'production') {
    const cached = loaded.get(lang)
    if (cached) return cached
    const file = indexFilePath(lang)
    if (fs.existsSync(file)) {
      const index = loadIndex(lang, fs.readFileSync(file, 'utf8'))
      loaded.set(lang, index)
      return index
    }
  }
  const source = content()
  const perLang = built.get(source) ?? new Map<Lang, MiniSearch<SearchDocument>>()
  built.set(source, perLang)
  const index = perLang.get(lang) ?? buildIndex(lang, searchDocuments(source, lang))
  perLang.set(lang, index)
  if (env().NODE_ENV === 'production') loaded.set(lang, index)
  return index
}

function matchedHeadings(lang: Lang, headings: SearchHeading[], matchedTerms: Set<string>): SearchHeading[] {
  return headings
    .filter((heading) => tokenize(heading.text).some((word) => matchedTerms.has(indexTerm(lang, word) ?? '')))
    .slice(0, MAX_HEADINGS)
}

/**
 * The pages that hold every word of the query (stop words aside), best first: a word of the title counts
 * most, then the headings, the summary and the text. The last word may be the start of a longer one (the
 * visitor is still typing), and a long word may be one letter off.
 */
export function searchSite(lang: Lang, query: string, index = searchIndex(lang)): SearchAnswer {
  const terms = queryTerms(lang, query)
  if (terms.length === 0) return { total: 0, results: [] }
  const matches = index.search(terms.join(' '), {
    // The terms are already the index's own (folded, stemmed): they are searched as they are.
    tokenize: (text) => text.split(' '),
    processTerm: (term) => term,
    combineWith: 'AND',
    prefix: (term, i, all) => i === all.length - 1 && term.length >= 3,
    fuzzy: (term) => (term.length >= 6 ? 1 : false),
    maxFuzzy: 1,
    boost: { title: 4, headingText: 2, summary: 1.5 },
  })
  return {
    total: matches.length,
    results: matches.slice(0, MAX_RESULTS).map((match: MatchedDocument) => {
      const stored = match as MatchedDocument & StoredFields
      return {
        path: String(match.id),
        kind: stored.kind,
        title: stored.title,
        summary: stored.summary,
        ...(stored.date ? { date: stored.date } : {}),
        headings: matchedHeadings(lang, stored.headings, new Set(match.terms)),
      }
    }),
  }
}

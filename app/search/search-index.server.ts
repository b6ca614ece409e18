import fs from 'node:fs'
import path from 'node:path'
import MiniSearch, { type AsPlainObject, type Options, type SearchResult as MatchedDocument } from 'minisearch'
import { env } from '../config/env.server.ts'
import { content, type Content } from '../content/content.server.ts'
import { products } from '../content/products.ts'
import { languages, type Lang } from '../routing/route-table.ts'
import { suggestQuery } from './did-you-mean.server.ts'
import { searchDocuments, type SearchDocument, type SearchHeading, type SearchRank } from './search-documents.server.ts'
import { queryTree, queryWords, type QueryWord } from './search-query.server.ts'
import { synonymRules, type SynonymRule } from './search-synonyms.server.ts'
import { foldText, indexTerm, tokenize } from './search-terms.ts'
import { buildVocabulary, wordList, type Vocabulary, type WordList } from './search-vocabulary.server.ts'

/** At most this many results are shown; the count says how many matched. */
export const MAX_RESULTS = 30
/** Headings named under a result: those with a word of the query, at most this many. */
const MAX_HEADINGS = 3

export type SearchResult = Pick<SearchDocument, 'kind' | 'title' | 'summary' | 'date'> & { path: string; headings: SearchHeading[] }
/**
 * What a search answers: the results; when a misspelt word was searched as the pages write it, the query as searched
 * (“Showing results for Lysodren”); and when there are none, a query that finds some (“did you mean”).
 */
export type SearchAnswer = { total: number; results: SearchResult[]; corrected?: string; suggestion?: string }

type StoredFields = Pick<SearchDocument, 'kind' | 'title' | 'summary' | 'date' | 'headings' | 'product' | 'rank'>

/**
 * One language's search: the MiniSearch index, the pages' words (to correct a misspelt one), the synonyms and
 * each page's title as typed whole. The build writes it as one JSON file; the server reads it on the first search.
 */
export type SiteSearch = { index: MiniSearch<SearchDocument>; words: WordList; synonyms: SynonymRule[]; titles: Map<string, string[]> }
type SiteSearchFile = { index: AsPlainObject; vocabulary: Vocabulary; synonyms: SynonymRule[]; titles: [string, string[]][] }

/** The one description of an index, used to build it (at build time) and to load it (in the server). */
function indexOptions(lang: Lang): Options<SearchDocument> {
  return {
    fields: ['title', 'headingText', 'summary', 'text'],
    storeFields: ['kind', 'title', 'summary', 'date', 'headings', 'product', 'rank'],
    tokenize,
    processTerm: (word) => indexTerm(lang, word),
  }
}

/** A title as typed: its words folded, whatever the punctuation (“About us”, « À propos »). */
const wholeTitle = (text: string) => tokenize(text).map(foldText).join(' ')

function titlesOf(documents: SearchDocument[]): [string, string[]][] {
  const titles = new Map<string, string[]>()
  for (const document of documents) {
    for (const title of new Set([document.title, document.ownTitle ?? document.title].map(wholeTitle))) {
      titles.set(title, [...(titles.get(title) ?? []), document.id])
    }
  }
  return [...titles]
}

function siteSearchFile(lang: Lang, source: Content): SiteSearchFile {
  const documents = searchDocuments(source, lang)
  const index = new MiniSearch(indexOptions(lang))
  index.addAll(documents)
  return {
    index: index.toJSON(),
    vocabulary: buildVocabulary(lang, documents, source.synonyms),
    synonyms: synonymRules(lang, source.synonyms),
    titles: titlesOf(documents),
  }
}

function fromFile(lang: Lang, file: SiteSearchFile): SiteSearch {
  return {
    index: MiniSearch.loadJS<SearchDocument>(file.index, indexOptions(lang)),
    words: wordList(file.vocabulary),
    synonyms: file.synonyms,
    titles: new Map(file.titles),
  }
}

/** A language's search built from the content, as the build writes it and the server reads it back. */
export function buildSiteSearch(lang: Lang, source: Content): SiteSearch {
  return fromFile(lang, siteSearchFile(lang, source))
}

/** A language's search read back from the JSON the build wrote. */
export function loadIndex(lang: Lang, json: string): SiteSearch {
  return fromFile(lang, JSON.parse(json) as SiteSearchFile)
}

/** Each language's search as JSON: what `npm run build` writes to `<BUILD_DIR>/search/<lang>.json`. */
export function indexFiles(source: Content): Record<Lang, string> {
  return Object.fromEntries(languages.map((lang) => [lang, JSON.stringify(siteSearchFile(lang, source))])) as Record<Lang, string>
}

export const indexFilePath = (lang: Lang, buildDir = env().BUILD_DIR) => path.resolve(buildDir, 'search', `${lang}.json`)

const loaded = new Map<Lang, SiteSearch>()
const built = new WeakMap<Content, Map<Lang, SiteSearch>>()

/**
 * The search of a language. In production, the build's file, read once, on the first search; without one
 * (`npm run dev`, the unit tests, a build made before the search existed) it is built from the content, once
 * per reading of the content, so that in development an edited page is found as it now reads.
 */
export function searchIndex(lang: Lang): SiteSearch {
  if (env().NODE_ENV === 'production') {
    const cached = loaded.get(lang)
    if (cached) return cached
    const file = indexFilePath(lang)
    if (fs.existsSync(file)) {
      const site = loadIndex(lang, fs.readFileSync(file, 'utf8'))
      loaded.set(lang, site)
      return site
    }
  }
  const source = content()
  const perLang = built.get(source) ?? new Map<Lang, SiteSearch>()
  built.set(source, perLang)
  const site = perLang.get(lang) ?? buildSiteSearch(lang, source)
  perLang.set(lang, site)
  if (env().NODE_ENV === 'production') loaded.set(lang, site)
  return site
}

function matchedHeadings(lang: Lang, headings: SearchHeading[], matchedTerms: Set<string>): SearchHeading[] {
  return headings
    .filter((heading) => tokenize(heading.text).some((word) => matchedTerms.has(indexTerm(lang, word) ?? '')))
    .slice(0, MAX_HEADINGS)
}

/**
 * The products a query names, by brand or proper name, once its words are the index's own (so in any case, and
 * misspelt within the allowance).
 */
function namedProducts(lang: Lang, words: QueryWord[]): Set<string> {
  const terms = new Set(words.map((word) => word.term))
  return new Set(
    products
      .filter((product) => [product.brandName, product.properName].some((name) => terms.has(indexTerm(lang, name) ?? '')))
      .map((product) => product.id),
  )
}

/**
 * A score's weight by what the page is: the site's main pages over the others, the others over releases, releases
 * over archived ones (which also come last, whatever their score).
 */
const rankWeight: Record<SearchRank, number> = { main: 1.5, page: 1, press: 0.5, archived: 0.3 }
/**
 * A page whose weighted score is under this share of the best one is left out: it names the words in passing (the
 * contact page, the return policy and About name every product), and lists it after what the visitor looks for.
 */
const RELATIVE_CUT_OFF = 0.2

/**
 * The query as searched: the visitor's words, each misspelt one as the pages write it (“lysodern” → “Lysodren”);
 * undefined when no word was corrected.
 */
function correctedQuery(query: string, words: QueryWord[]): string | undefined {
  const corrections = new Map(words.filter((word) => word.corrected).map((word) => [foldText(word.typed), word.text]))
  if (corrections.size === 0) return undefined
  return query.replace(/[\p{L}\p{N}]+/gu, (typed) => corrections.get(foldText(typed)) ?? typed)
}

/**
 * The pages that match the query's words, best first. A query that names a product lists that product's own pages
 * first, whatever the scores: its names are also in releases, the contact page, the return policy and About, and
 * a score can put those first (the proper name alone listed a 2021 release before the product's pages). Then a page
 * whose title is the whole query, then the rest by score weighted by what the page is (rankWeight), archived releases
 * last, and none far below the best (RELATIVE_CUT_OFF).
 */
function matchingPages(
  lang: Lang,
  query: string,
  site: SiteSearch,
): { words: QueryWord[]; pages: (StoredFields & { id: string; terms: string[] })[] } {
  const words = queryWords(lang, query, site.words)
  const tree = queryTree(words, site.synonyms)
  const matches = tree
    ? site.index.search(tree, {
        // The terms are already the index's own (folded, stemmed, corrected): they are searched as they are.
        tokenize: (text) => text.split(' '),
        processTerm: (term) => term,
        fuzzy: false,
        boost: { title: 4, headingText: 2, summary: 1.5 },
      })
    : []
  const byTitle = site.titles.get(wholeTitle(query)) ?? []
  const terms = words.map((word) => word.term)
  const weighted = matches
    .filter((match) => !byTitle.includes(String(match.id)))
    .map((match: MatchedDocument) => {
      const page = match as MatchedDocument & StoredFields
      return { ...page, id: String(match.id), weighted: page.score * rankWeight[page.rank] }
    })
    .sort((a, b) => Number(a.rank === 'archived') - Number(b.rank === 'archived') || b.weighted - a.weighted)
  const best = Math.max(0, ...weighted.map((page) => page.weighted))
  const named = namedProducts(lang, words)
  const own = (page: StoredFields) => page.product !== undefined && named.has(page.product)
  const pages = [
    ...byTitle.map((id) => ({ ...(site.index.getStoredFields(id) as StoredFields), id, terms })),
    ...weighted.filter((page) => own(page) || page.weighted >= best * RELATIVE_CUT_OFF),
  ]
  if (named.size === 0) return { words, pages }
  return { words, pages: [...pages.filter(own), ...pages.filter((page) => !own(page))] }
}

/**
 * The pages that hold every word of the query (stop words aside), best first: a word of the title counts most,
 * then the headings, the summary and the text. A misspelt word of five letters or more finds the word the pages
 * use, a synonym finds what the site calls it, and the last word may be the start of a longer one (the visitor
 * is still typing). When nothing matches, the answer suggests a query that does.
 */
export function searchSite(lang: Lang, query: string, site = searchIndex(lang)): SearchAnswer {
  const { words, pages } = matchingPages(lang, query, site)
  const results = pages.slice(0, MAX_RESULTS).map((page) => ({
    path: page.id,
    kind: page.kind,
    title: page.title,
    summary: page.summary,
    ...(page.date ? { date: page.date } : {}),
    headings: matchedHeadings(lang, page.headings, new Set(page.terms)),
  }))
  const corrected = pages.length > 0 ? correctedQuery(query, words) : undefined
  if (pages.length > 0 || !query.trim()) return { total: pages.length, results, ...(corrected ? { corrected } : {}) }
  const suggestion = suggestQuery(lang, query, site.words, (candidate) => matchingPages(lang, candidate, site).pages.length > 0)
  return { total: 0, results, ...(suggestion ? { suggestion } : {}) }
}

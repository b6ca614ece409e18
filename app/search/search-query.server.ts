import type { Query } from 'minisearch'
import { company } from '../content/company.ts'
import type { Lang } from '../routing/route-table.ts'
import type { SynonymRule } from './search-synonyms.server.ts'
import { foldText, indexTerm, MAX_QUERY_TERMS, tokenize } from './search-terms.ts'
import { closestWord, type WordList } from './search-vocabulary.server.ts'

/**
 * How far a typed word may be from a known one and still find it: none under five letters (“ms”, “job”, “logo”
 * are too short to guess), one letter (or two swapped) from five, two from nine.
 */
export function typoAllowance(length: number): number {
  return length >= 9 ? 2 : length >= 5 ? 1 : 0
}

/**
 * A word of the query as searched: the index's term, how the visitor or, once corrected, the pages write it, and
 * what the visitor typed.
 */
export type QueryWord = { term: string; text: string; typed: string; corrected: boolean; prefix: boolean }

/** What the pages say instead of the visitor's words: a run of the query's terms, and the synonym it matched. */
type Clause = { words: QueryWord[]; find?: string[] }

/** The company's own name finds every page, as every page is the company's: it narrows nothing. */
const companyWords = new Set(tokenize(company.name).map(foldText))

/**
 * The query's words, each once, at most MAX_QUERY_TERMS: stop words and the company's name dropped (the name
 * kept when it is all there is); an unknown word of five letters or more replaced by the closest word of the
 * pages; the last word, as typed, may be the start of a longer one (the visitor is still typing).
 */
export function queryWords(lang: Lang, query: string, words: WordList): QueryWord[] {
  const typed = tokenize(query).flatMap((text) => {
    const term = indexTerm(lang, text)
    return term ? [{ text, folded: foldText(text), term }] : []
  })
  const meaningful = typed.filter(({ folded }) => !companyWords.has(folded))
  const kept = meaningful.length > 0 ? meaningful : typed
  const found: QueryWord[] = []
  for (const [i, { text, folded, term }] of kept.entries()) {
    const known = words.byFolded.has(folded) || words.terms.has(term)
    const closest = known ? undefined : closestWord(words, folded, typoAllowance(folded.length))
    const word = closest
      ? { term: indexTerm(lang, closest.folded) ?? term, text: closest.form, typed: text, corrected: true, prefix: false }
      : { term, text, typed: text, corrected: false, prefix: i === kept.length - 1 && term.length >= 3 }
    if (!found.some((other) => other.term === word.term)) found.push(word)
    if (found.length === MAX_QUERY_TERMS) break
  }
  return found
}

/** Runs of the query's words that a synonym rule names, the longest first, left to right. */
function clauses(words: QueryWord[], rules: SynonymRule[]): Clause[] {
  const result: Clause[] = []
  for (let i = 0; i < words.length;) {
    const rule = rules
      .flatMap((r) => r.typed.map((typed) => ({ typed, find: r.find })))
      .filter(({ typed }) => typed.length > 0 && typed.every((term, k) => words[i + k]?.term === term))
      .sort((a, b) => b.typed.length - a.typed.length)[0]
    const length = rule?.typed.length ?? 1
    result.push({ words: words.slice(i, i + length), ...(rule ? { find: rule.find } : {}) })
    i += length
  }
  return result
}

/** The weight of the pages a synonym names against those that hold the visitor's own words. */
const SYNONYM_BOOST = 2

/**
 * The MiniSearch query: every clause must match (AND). A clause is a word, or a run of words a synonym names,
 * which matches its own words or the synonym's (OR), the synonym's pages weighted first.
 */
export function queryTree(words: QueryWord[], rules: SynonymRule[]): Query | undefined {
  if (words.length === 0) return undefined
  const queries = clauses(words, rules).map(({ words: run, find }): Query => {
    const own: Query =
      run.length === 1
        ? { combineWith: 'OR', prefix: run[0]!.prefix, queries: [run[0]!.term] }
        : { combineWith: 'AND', queries: run.map((w) => w.term) }
    if (!find) return own
    return { combineWith: 'OR', queries: [own, { combineWith: 'AND', boostTerm: () => SYNONYM_BOOST, queries: find }] }
  })
  return { combineWith: 'AND', queries }
}

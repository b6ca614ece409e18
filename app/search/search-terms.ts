import { stemmer as englishStemmer } from '@orama/stemmers/english'
import { stemmer as frenchStemmer } from '@orama/stemmers/french'
import { stopwords as englishStopwords } from '@orama/stopwords/english'
import { stopwords as frenchStopwords } from '@orama/stopwords/french'
import type { Lang } from '../routing/route-table.ts'
import { MAX_QUERY_LENGTH } from './search-limits.ts'

export { MAX_QUERY_LENGTH }
/** Words past this many are not searched: a query costs the same however it is padded. */
export const MAX_QUERY_TERMS = 12

/**
 * Case and accents do not count, in either language: a visitor types "medicaments" for "médicaments", and
 * "cœur" or "coeur". Letters are decomposed (NFD) and their accents dropped; the two French ligatures that
 * do not decompose are written out.
 */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/œ/g, 'oe').replace(/æ/g, 'ae')
}

/** Words are runs of letters and digits: apostrophes and hyphens separate them (l’accès → l, accès; Lambert-Eaton). */
export function tokenize(text: string): string[] {
  return text.split(/[^\p{L}\p{N}]+/u).filter((word) => word.length > 0)
}

const stemmers: Record<Lang, (word: string) => string> = { en: englishStemmer, fr: frenchStemmer }
const stopwords: Record<Lang, ReadonlySet<string>> = {
  en: new Set(englishStopwords.map(foldText)),
  fr: new Set(frenchStopwords.map(foldText)),
}

/**
 * One word as the index holds it, the same for the pages and for the query: folded, then stemmed in the
 * page's language (programmes → programm, orphelins → orphelin), or nothing for a stop word or a single
 * letter. Folding before stemming makes a word typed without its accents stem as the accented one does.
 */
export function indexTerm(lang: Lang, word: string): string | null {
  const folded = foldText(word)
  if (folded.length < 2 || stopwords[lang].has(folded)) return null
  return stemmers[lang](folded)
}

/** The text searched for: what the visitor typed, whitespace collapsed, cut to MAX_QUERY_LENGTH characters. */
export function cutQuery(raw: string | null | undefined): string {
  const collapsed = (raw ?? '').replace(/\s+/g, ' ').trim()
  // Characters, not UTF-16 units: the cut never splits an emoji or other astral character in two.
  const characters = Array.from(collapsed)
  return characters.length > MAX_QUERY_LENGTH ? characters.slice(0, MAX_QUERY_LENGTH).join('').trimEnd() : collapsed
}

/** The query's words that the index can match, at most MAX_QUERY_TERMS of them. */
export function queryTerms(lang: Lang, query: string): string[] {
  const terms: string[] = []
  for (const word of tokenize(query)) {
    const term = indexTerm(lang, word)
    if (term && !terms.includes(term)) terms.push(term)
    if (terms.length === MAX_QUERY_TERMS) break
  }
  return terms
}

import type { Lang } from '../routing/route-table.ts'
import { editDistance } from './edit-distance.ts'
import type { SearchDocument } from './search-documents.server.ts'
import type { SearchSynonyms } from './search-synonyms.server.ts'
import { foldText, indexTerm, tokenize } from './search-terms.ts'

/**
 * Every word of a language's pages, folded (case and accents aside), with the way the pages most often write it
 * and how often: what a misspelt word is corrected to, and what “did you mean” shows. Written by the build beside
 * the index, read by the server; it never reaches a browser.
 */
export type Vocabulary = {
  /** [folded word, as the pages write it, how many times], the most frequent first. */
  words: [string, string, number][]
  /** The index's terms (folded and stemmed), to tell a word the index can match from one it cannot. */
  terms: string[]
}

/** The words of the documents and of the synonyms' typed phrases: those are words visitors type, never misspelt. */
export function buildVocabulary(lang: Lang, documents: SearchDocument[], synonyms: SearchSynonyms): Vocabulary {
  const counts = new Map<string, Map<string, number>>()
  const add = (text: string) => {
    for (const word of tokenize(text)) {
      if (/\d/.test(word)) continue
      const folded = foldText(word)
      const forms = counts.get(folded) ?? new Map<string, number>()
      forms.set(word, (forms.get(word) ?? 0) + 1)
      counts.set(folded, forms)
    }
  }
  for (const document of documents) for (const text of [document.title, document.headingText, document.summary, document.text]) add(text)
  for (const { typed } of synonyms[lang]) for (const words of typed) add(words)
  const words = [...counts].map(([folded, forms]): [string, string, number] => {
    const [form] = [...forms].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]!
    return [folded, form, [...forms.values()].reduce((sum, n) => sum + n, 0)]
  })
  words.sort((a, b) => b[2] - a[2] || a[0].localeCompare(b[0]))
  const terms = new Set(words.map(([folded]) => indexTerm(lang, folded)).filter((term): term is string => term !== null))
  return { words, terms: [...terms].sort() }
}

/** A vocabulary ready to answer: the words by their folded form, the terms as a set. */
export type WordList = { byFolded: Map<string, { form: string; count: number }>; ordered: Vocabulary['words']; terms: Set<string> }

export function wordList(vocabulary: Vocabulary): WordList {
  return {
    byFolded: new Map(vocabulary.words.map(([folded, form, count]) => [folded, { form, count }])),
    ordered: vocabulary.words,
    terms: new Set(vocabulary.terms),
  }
}

/**
 * The known word closest to a typed one, within `maxEdits` (a swap of two letters counts one), the most frequent
 * among the closest; undefined when none is that close.
 */
export function closestWord(list: WordList, folded: string, maxEdits: number): { folded: string; form: string } | undefined {
  let best: { folded: string; form: string; distance: number } | undefined
  for (const [candidate, form] of list.ordered) {
    if (Math.abs(candidate.length - folded.length) > maxEdits) continue
    const distance = editDistance(folded, candidate, maxEdits)
    // The list is the most frequent first: a later word wins only by being closer.
    if (distance <= maxEdits && (!best || distance < best.distance)) best = { folded: candidate, form, distance }
  }
  return best && { folded: best.folded, form: best.form }
}

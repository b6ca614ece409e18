import type { Lang } from '../routing/route-table.ts'
import { foldText, indexTerm, MAX_QUERY_TERMS, tokenize } from './search-terms.ts'
import { closestWord, type WordList } from './search-vocabulary.server.ts'

/**
 * How far “did you mean” looks for a word the pages use: further than the search itself forgives, since it only
 * proposes. From four letters one edit, from six two, from ten three.
 */
const suggestionAllowance = (length: number) => (length >= 10 ? 3 : length >= 6 ? 2 : length >= 4 ? 1 : 0)

/**
 * A query that finds something, when the visitor's finds nothing: each word the pages do not use replaced by the
 * closest one they do (or left out when none is close); if that still finds nothing, the same without one of its
 * words, or else its first word that finds pages alone. Undefined when there is none, or it is the visitor's own.
 */
export function suggestQuery(lang: Lang, query: string, words: WordList, finds: (query: string) => boolean): string | undefined {
  const candidates = tokenize(query)
    .filter((text) => indexTerm(lang, text) !== null)
    .slice(0, MAX_QUERY_TERMS)
    .flatMap((text) => {
      const folded = foldText(text)
      if (words.byFolded.has(folded) || words.terms.has(indexTerm(lang, text)!)) return [text]
      const closest = closestWord(words, folded, suggestionAllowance(folded.length))
      return closest ? [closest.form] : []
    })
  const finding = (list: string[]) => list.length > 0 && finds(list.join(' '))
  const withoutOne = () => candidates.map((_, i) => candidates.filter((__, k) => k !== i)).find(finding)
  const alone = () => candidates.map((word) => [word]).find(finding)
  const kept = finding(candidates) ? candidates : (withoutOne() ?? alone())
  const suggestion = kept?.join(' ')
  return suggestion && foldText(suggestion) !== foldText(tokenize(query).join(' ')) ? suggestion : undefined
}

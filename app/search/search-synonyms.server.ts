import { z } from 'zod'
import { languages, type Lang } from '../routing/route-table.ts'
import { queryTerms } from './search-terms.ts'

/**
 * The words visitors type for what the site calls otherwise (content/data/search-synonyms.json, edited in the
 * CMS, checked by the content loader): each entry says that any of its `typed` words or phrases also finds the
 * pages that use its `find` words. One way only: “job” finds the careers page, “careers” does not find every
 * page that says “job”.
 */
const phrase = z.string().trim().min(1).max(60)
const entry = z.strictObject({ typed: z.array(phrase).min(1), find: phrase })
export const searchSynonymsSchema = z.strictObject(
  Object.fromEntries(languages.map((lang) => [lang, z.array(entry)])) as Record<Lang, z.ZodArray<typeof entry>>,
)
export type SearchSynonyms = z.infer<typeof searchSynonymsSchema>

/** An entry as the search applies it: each typed phrase and the words to find, as the index holds words. */
export type SynonymRule = { typed: string[][]; find: string[] }

export function synonymRules(lang: Lang, synonyms: SearchSynonyms): SynonymRule[] {
  return synonyms[lang].map(({ typed, find }) => ({ typed: typed.map((words) => queryTerms(lang, words)), find: queryTerms(lang, find) }))
}

/**
 * What the schema cannot see: a phrase made only of stop words (“the”, « de la ») would never be recognized, and
 * a phrase typed in two entries would find two things at once. Each problem names the language and the phrase.
 */
export function synonymProblems(synonyms: SearchSynonyms): string[] {
  return languages.flatMap((lang) => {
    const seen = new Map<string, string>()
    return synonyms[lang].flatMap(({ typed, find }) => [
      ...(queryTerms(lang, find).length === 0 ? [`${lang}: “${find}” has no word the search can find`] : []),
      ...typed.flatMap((words) => {
        const terms = queryTerms(lang, words).join(' ')
        if (!terms) return [`${lang}: “${words}” has no word the search can recognize`]
        const other = seen.get(terms)
        seen.set(terms, find)
        return other !== undefined && other !== find ? [`${lang}: “${words}” is typed for both “${other}” and “${find}”`] : []
      }),
    ])
  })
}

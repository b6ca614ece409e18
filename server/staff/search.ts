import { sql, type SQL } from 'drizzle-orm'
import { foldText } from '../db/folded-text.ts'
import { staffCases, submissions } from '../db/schema.ts'

/** What a search looked for, as the audit log says it: never the words themselves, which may be a person's name. */
export type SearchKind = 'reference' | 'email' | 'name'

const REFERENCE = /^[A-Z]{2}-\d{4}-\d{6,}$/i
const PART_OF_REFERENCE = /^[A-Z]{0,2}-?\d[\d-]*$/i

export function searchKind(query: string): SearchKind {
  if (query.includes('@')) return 'email'
  return REFERENCE.test(query) || PART_OF_REFERENCE.test(query) ? 'reference' : 'name'
}

/** A LIKE pattern that finds the text anywhere, its own % and _ taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/**
 * The condition for a search, on the cases joined to their submissions: a whole reference is looked up by its
 * index; part of one on the cases' references; a name or an e-mail address (every word of it) in the submission's
 * folded names and address (`search_text`, which the database keeps from the answers, accents and case aside).
 */
export function searchCondition(query: string): SQL {
  const kind = searchKind(query)
  if (kind === 'reference')
    return REFERENCE.test(query)
      ? sql`${staffCases.reference} = ${query.toUpperCase()}`
      : sql`${staffCases.reference} like ${containing(query.toUpperCase())}`
  const words = foldText(query).split(/\s+/).filter(Boolean).slice(0, 5)
  return sql.join(
    words.map((word) => sql`${submissions.searchText} like ${containing(word)}`),
    sql` and `,
  )
}

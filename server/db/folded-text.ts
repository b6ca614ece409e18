import { sql, type SQL } from 'drizzle-orm'

/**
 * Text folded for searching: lower case, the accents of French and English names taken off, so that "Hélène",
 * "HELENE" and "helene" are one. The same folding in SQL (a submission's generated `search_text`) and here, for
 * the words searched.
 */
const ACCENTED = 'àáâãäåçèéêëìíîïñòóôõöùúûüýÿ'
const PLAIN = 'aaaaaaceeeeiiiinooooouuuuyy'

export const foldText = (value: string) =>
  [...value.toLowerCase()].map((c) => (ACCENTED.includes(c) ? PLAIN[ACCENTED.indexOf(c)] : c)).join('')

/** The SQL folding of a text expression; immutable, so that a generated column may use it. */
export const foldSql = (value: SQL) => sql`translate(lower(${value}), ${sql.raw(`'${ACCENTED}'`)}, ${sql.raw(`'${PLAIN}'`)})`

import type { DatabaseHandle } from '../db/database.ts'

/** The tables a destruction deletes from or empties rows of: each is rewritten after it. */
export const scrubbedTables = [
  'submissions',
  'outbox',
  'staff_cases',
  'staff_case_events',
  'follow_up_requests',
  'legal_holds',
  'privacy_requests',
  'privacy_incidents',
] as const
export type ScrubbedTable = (typeof scrubbedTables)[number]

/** Rewrites the tables a destruction touched, so that what it deleted is in none of the database's files. */
export type Scrubber = (tables: readonly ScrubbedTable[]) => Promise<void>

/**
 * A DELETE only marks a row dead: its bytes stay in the table's file, and in its indexes', until the space is
 * reused, and a plain VACUUM frees the space without overwriting it. VACUUM (FULL) writes each table and its
 * indexes anew and removes the old files (the table's TOAST too). On PGlite the write-ahead log is this
 * machine's files as well: the server opens it with `wal_recycle=off` (server/db/database.ts), so that a segment
 * no longer needed is removed rather than renamed for reuse with its old pages in it; a switch to a new segment
 * and a checkpoint then make the one that holds the deleted rows unneeded. On PostgreSQL the log and its archives
 * are the database server's, kept as its operator sets (README, Operations): VACUUM (FULL) is what the site's
 * role can do.
 */
export function createScrubber(database: Pick<DatabaseHandle, 'kind' | 'maintenance'>): Scrubber {
  return async (tables) => {
    const names = scrubbedTables.filter((name) => tables.includes(name))
    if (names.length === 0) return
    const vacuum = names.map((name) => `vacuum (full) ${name}`)
    await database.maintenance(database.kind === 'pglite' ? [...vacuum, 'select pg_switch_wal()', 'checkpoint'] : vacuum)
  }
}

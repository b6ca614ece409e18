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
    await database.maintenance(
      database.kind === 'pglite' ? [...vacuum, 'select pg_switch_wal()', 'checkpoint'] : [...waitForOlderSnapshots, ...vacuum],
    )
  }
}

/**
 * VACUUM (FULL) copies a deleted row into the new file while another session holds a snapshot or transaction older
 * than the deletion: to it the row is "recently dead". The sessions that count are those of the database (a
 * request's transaction, an automatic ANALYZE) and, on PostgreSQL 15, those not yet connected to any database: a
 * connection starting anywhere on the server is counted for every database, with a snapshot as old as the oldest
 * transaction then running, in whatever database. On PostgreSQL, where other sessions run beside the command, the
 * rewrite therefore waits, for up to a minute, until no transaction of the server and no snapshot of those sessions
 * is older than a transaction started after the deletion committed; one older than that (a report left open) would
 * keep the rows, and the next erasure's rewrite removes them. PGlite has one session: nothing to wait for. The transaction id is kept in a session setting because the wait is a DO block,
 * which must not take one of its own: a running transaction of ours would hold every other snapshot back.
 */
const waitForOlderSnapshots = [
  `select set_config('nordora.scrub_after', txid_current()::text, false)`,
  `do $$
  declare
    after xid := (current_setting('nordora.scrub_after')::bigint % 4294967296)::text::xid;
    deadline timestamptz := clock_timestamp() + interval '60 seconds';
  begin
    loop
      perform pg_stat_clear_snapshot();
      exit when clock_timestamp() > deadline or not exists (
        select from pg_stat_activity
        where pid <> pg_backend_pid()
          and (age(backend_xid) >= age(after)
            or ((datname = current_database() or datid is null) and age(backend_xmin) >= age(after))));
      perform pg_sleep(0.05);
    end loop;
  end $$`,
]

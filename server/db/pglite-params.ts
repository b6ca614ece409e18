import { PGlite } from '@electric-sql/pglite'

/**
 * PGlite's own start parameters, and two of ours. The write-ahead log's old segments are removed rather than renamed
 * for reuse: a recycled segment keeps the pages it held, erased rows included, until it is written over
 * (server/privacy/scrub.ts). And 16 MB of shared buffers, not PostgreSQL's 128 MB: PGlite writes over all of them as
 * it starts, inside the server's own process, where a database of a few megabytes, read through the system's file
 * cache, needs a fraction of that (docs/decisions/0211).
 */
export const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'wal_recycle=off', '-c', 'shared_buffers=16MB']

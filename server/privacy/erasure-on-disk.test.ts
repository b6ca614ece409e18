import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { describe, expect, it, onTestFinished } from 'vitest'
import type { StaffUser } from '../../app/staff/domain/services.ts'
import { now, seedSubmission } from '../../tests/support/privacy-submissions.ts'
import { openTestDatabase, testTempDir } from '../../tests/support/test-database-handle.ts'
import { testBackends } from '../../tests/support/test-databases.ts'
import type { Database } from '../db/database.ts'
import { createJournal, readJournal } from './journal.ts'
import { createScrubber } from './scrub.ts'
import { createPrivacyServices } from './services.ts'

/**
 * An erasure leaves nothing readable where the site keeps its records: a submission with a marker of its own is
 * erased, then the marker is looked for in every file of PGlite's data folder (relation files, indexes, the
 * write-ahead log) and, on PostgreSQL, in every page of every table and index of the database. What the
 * database's log and the backups keep is stated, not hoped about.
 */
const olivier: StaffUser = { subject: 'olivier', name: 'Olivier Gagnon', email: null, roles: ['privacy'] }

/** A query's rows: node-postgres and PGlite both answer with `rows`. */
const rowsOf = async <T>(query: Promise<unknown>) => ((await query) as { rows: T[] }).rows

/** The files under `dir` whose bytes hold `text`, relative to it. */
function filesHolding(dir: string, text: string): string[] {
  const needle = Buffer.from(text)
  const found: string[] = []
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name)
      if (entry.isDirectory()) walk(full)
      else if (entry.isFile() && fs.readFileSync(full).includes(needle)) found.push(path.relative(dir, full))
    }
  }
  walk(dir)
  return found.sort()
}

/** A submission whose message and address hold a marker nothing else holds, and an erasure request for it. */
async function erasure(db: Database, mailDir: string, scrub: ReturnType<typeof createScrubber>, backupDir: string) {
  const marker = `marker-${crypto.randomBytes(8).toString('hex')}`
  const email = `${marker}@example.com`
  // Long enough to be stored out of line (TOAST), as a long message is, and without repeats: compressed, its
  // bytes would not be found as written, on disk or here.
  const message = `${marker} ${crypto.randomBytes(1_600).toString('hex')}`
  const seeded = await seedSubmission(db, mailDir, { email, receivedAt: now, openCase: true, message })
  const privacy = createPrivacyServices({ db, mailDir, now: () => now, after: { scrub, journal: createJournal({ backupDir }) } })
  const request = await privacy.recordRequest(
    { kind: 'erasure', receivedOn: '2026-11-20', channel: 'email', personName: 'Jane Roe', email },
    olivier,
  )
  return { marker, email, seeded, privacy, request, words: message.slice(0, marker.length + 25) }
}

describe('an erasure on PGlite', () => {
  const [pglite] = testBackends
  it('leaves the marker in no file of the data folder, WAL included, once the command returns, the server still running', async () => {
    const { handle, dataDir } = await openTestDatabase(pglite!)
    const mailDir = testTempDir('nordora-disk-mail-')
    const backupDir = testTempDir('nordora-disk-backups-')
    const { marker, email, privacy, request, seeded, words } = await erasure(handle.db, mailDir, createScrubber(handle), backupDir)
    await handle.maintenance(['checkpoint'])
    // Before: in the submission's table, its TOAST, the outbox, and the log.
    expect(filesHolding(dataDir, words).length).toBeGreaterThan(1)
    // A backup taken now, as the server's daily one would be: it holds the words, and keeps them after the erasure.
    const backup = zlib.gunzipSync(Buffer.from(await (await handle.dumpDataDir!()).arrayBuffer()))
    expect(backup.includes(Buffer.from(words))).toBe(true)

    expect((await privacy.erase(request, olivier))?.erased).toEqual([seeded.reference])
    // The message is nowhere; the address only where the register keeps the request (Law 25 asks for the proof).
    const relation = async (name: string) =>
      (await rowsOf<{ path: string }>(handle.db.execute(sql`select pg_relation_filepath(${name}::regclass) as path`)))[0]!.path
    const requestFiles = await Promise.all(['privacy_requests', 'privacy_requests_email_idx'].map(relation))
    const holdingMarker = filesHolding(dataDir, marker)
    expect(holdingMarker.filter((file) => !requestFiles.includes(file))).toEqual([])
    expect(filesHolding(dataDir, words)).toEqual([])
    expect(filesHolding(dataDir, email).every((file) => requestFiles.includes(file))).toBe(true)
    // The journal names the erased reference, never the person.
    const journal = await readJournal(backupDir, now)
    expect(journal).toMatchObject([{ type: 'destroyed', cause: 'erasure', references: [{ reference: seeded.reference, rule: 'erasure' }] }])
    expect(JSON.stringify(journal)).not.toContain(marker)
    // What the backup keeps: everything it copied, until it expires (35 days); a restore erases again (restore.test.ts).
    expect(backup.includes(Buffer.from(words))).toBe(true)
  })
})

/**
 * The relations of the database with a page holding `text`. pageinspect reads each page as the server has it, in
 * memory or on disk: what the files hold, or will.
 */
function pagesHoldingIn(db: Database) {
  return async (text: string) => {
    await db.execute(sql`create extension if not exists pageinspect`)
    const relations = await rowsOf<{ name: string; blocks: number }>(
      db.execute(sql`
        select c.oid::regclass::text as name, (pg_relation_size(c.oid) / current_setting('block_size')::int)::int as blocks
        from pg_class c where c.relkind in ('r', 'i', 't', 'm') and c.relpersistence = 'p'`),
    )
    const found: string[] = []
    for (const { name, blocks } of relations) {
      if (blocks === 0) continue
      const [hits] = await rowsOf<{ pages: number }>(
        db.execute(sql`
          select count(*)::int as pages from generate_series(0, ${blocks - 1}::int) as block
          where position(convert_to(${text}, 'UTF8') in get_raw_page(${name}, 'main', block)) > 0`),
      )
      if (hits!.pages > 0) found.push(name)
    }
    return found.sort()
  }
}

const postgres = testBackends.find((backend) => backend.name === 'postgres')
describe.skipIf(!postgres)('an erasure on postgres', () => {
  it('leaves the marker in no page of any table or index; the write-ahead log still holds it, as the README says', async () => {
    const { handle, db } = await openTestDatabase(postgres!)
    const mailDir = testTempDir('nordora-disk-mail-')
    const backupDir = testTempDir('nordora-disk-backups-')
    const { words, privacy, request } = await erasure(db, mailDir, createScrubber(handle), backupDir)
    const pagesHolding = pagesHoldingIn(db)
    // Before: the long message out of line, in the TOAST tables of the submissions and of the outbox's copies.
    expect((await pagesHolding(words)).filter((name) => name.startsWith('pg_toast.'))).toHaveLength(2)
    await privacy.erase(request, olivier)
    expect(await pagesHolding(words)).toEqual([])
    // The log: its segments keep the rows written until the server recycles and overwrites them, and an archive
    // (point-in-time recovery) as long as it is kept; the README's Operations section says what to set.
    const [wal] = await rowsOf<{ segments: number }>(
      db.execute(sql`
        select count(*)::int as segments from pg_ls_waldir() as w
        where position(convert_to(${words}, 'UTF8') in pg_read_binary_file('pg_wal/' || w.name)) > 0`),
    )
    expect(wal!.segments).toBeGreaterThan(0)
  })

  // A session of the database whose snapshot is older than the deletion; a transaction of another database, which a
  // connection starting meanwhile takes as its horizon (and PostgreSQL 15 counts such a connection for every
  // database). Neither holds a lock on the tables rewritten: a lock would make the rewrite wait anyway.
  it.each([
    ['a snapshot of the database', (url: string) => url, 'begin isolation level repeatable read', 'select 1'],
    ['a transaction of another database', () => process.env.TEST_DATABASE_URL!, 'begin', 'select txid_current()'],
  ])(
    'waits for %s older than the deletion before rewriting, so the row is not copied as "recently dead"',
    async (_, urlOf, begin, hold) => {
      const { handle, db, url } = await openTestDatabase(postgres!)
      const mailDir = testTempDir('nordora-disk-mail-')
      const backupDir = testTempDir('nordora-disk-backups-')
      const { words, privacy, request } = await erasure(db, mailDir, createScrubber(handle), backupDir)
      const other = new pg.Client({ connectionString: urlOf(url!) })
      await other.connect()
      onTestFinished(() => other.end())
      await other.query(begin)
      await other.query(hold)
      const erasing = privacy.erase(request, olivier).then(() => Date.now())
      await new Promise((resolve) => setTimeout(resolve, 1_500))
      const released = Date.now()
      await other.query('commit')
      const erased = await erasing
      expect(await pagesHoldingIn(db)(words)).toEqual([])
      expect(erased).toBeGreaterThanOrEqual(released)
    },
  )
})

describe('the write-ahead log’s old segments', () => {
  it('are removed, not kept for reuse, by the embedded database the site opens', async () => {
    const { handle } = await openTestDatabase(testBackends[0]!)
    const [setting] = await rowsOf<{ value: string }>(handle.db.execute(sql`select current_setting('wal_recycle') as value`))
    expect(setting!.value).toBe('off')
  })
})

describe('the embedded database’s shared buffers', () => {
  it('are 16 MB, not PostgreSQL’s 128 MB, which PGlite writes over in the server’s own memory as it starts', async () => {
    const { handle } = await openTestDatabase(testBackends[0]!)
    const [setting] = await rowsOf<{ value: string }>(handle.db.execute(sql`select current_setting('shared_buffers') as value`))
    expect(setting!.value).toBe('16MB')
  })
})

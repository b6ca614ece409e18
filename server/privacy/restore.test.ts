import { eq, isNotNull, isNull } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { StaffUser } from '../../app/staff/domain/services.ts'
import { now, seedSubmission } from '../../tests/support/privacy-submissions.ts'
import { openTestDatabase, testTempDir } from '../../tests/support/test-database-handle.ts'
import { testBackends } from '../../tests/support/test-databases.ts'
import { openDatabase, type Database } from '../db/database.ts'
import { destructionRecords, outbox, staffAuditLog, submissions } from '../db/schema.ts'
import type { Mailer } from '../mail/transport.ts'
import type { OutboxMessage } from '../outbox/message.ts'
import { createOutboxWorker } from '../outbox/worker.ts'
import { listBackups, pruneBackups, takeBackup } from './backups.ts'
import { createJournal } from './journal.ts'
import { restoreBackup } from './restore.ts'
import { createScrubber } from './scrub.ts'
import { periodicJobs, RETENTION_CHECK_MS } from '../jobs.ts'
import { silentLog } from '../logger.ts'
import { createPrivacyServices } from './services.ts'

/**
 * The restore drill, as README's Operations section has the operator do it: back up, go on (a new submission,
 * an e-mail sent, an erasure), restore, and find the backup's records back, the erasure made again, and the
 * outbox sending nothing twice.
 */
const olivier: StaffUser = { subject: 'olivier', name: 'Olivier Gagnon', email: null, roles: ['privacy'] }
const operator: StaffUser = { subject: 'command:ops', name: 'command (ops)', email: null, roles: ['privacy'] }

/** A mailer that remembers what it was handed. */
function recordingMailer(): Mailer & { sent: string[] } {
  const sent: string[] = []
  return { sent, target: 'memory', close() {}, send: async (message: OutboxMessage) => void sent.push(message.messageId) }
}

const references = async (db: Database) =>
  (await db.select({ reference: submissions.reference }).from(submissions)).map((row) => row.reference).sort()
const auditIds = async (db: Database) =>
  await db.select({ id: staffAuditLog.id, action: staffAuditLog.action }).from(staffAuditLog).orderBy(staffAuditLog.id)

describe.each(testBackends)('the restore drill on $name', (backend) => {
  it(
    'brings the backup back with its references and audit entries, erases again what was erased since, and sends nothing twice',
    { timeout: 120_000 },
    async () => {
      const { handle, db, url, dataDir } = await openTestDatabase(backend)
      const mailDir = testTempDir('nordora-restore-mail-')
      const backupDir = testTempDir('nordora-restore-backups-')
      const journal = createJournal({ backupDir })
      const after = { scrub: createScrubber(handle), journal }
      const privacy = createPrivacyServices({ db, mailDir, after, now: () => now })
      const mailer = recordingMailer()
      const worker = () =>
        createOutboxWorker({
          db: handle.outboxDb,
          mailer,
          retryBaseMs: 10,
          onSent: (sent) => journal.sent({ ...sent, sentAt: sent.sentAt.toISOString() }),
        })

      // Before the backup: Jane's contact request, its e-mails sent; Sam's, whose two e-mails are still to go.
      const jane = await seedSubmission(db, mailDir, { email: 'jane.roe@example.com', receivedAt: now })
      const sam = await seedSubmission(db, mailDir, { email: 'sam.poe@example.com', receivedAt: now })
      const [pending] = await db
        .update(outbox)
        .set({ sentAt: null })
        .where(eq(outbox.submissionId, sam.id))
        .returning({ message: outbox.message })
      const request = await privacy.recordRequest(
        { kind: 'erasure', receivedOn: '2026-11-24', channel: 'email', personName: 'Jane Roe', email: 'jane.roe@example.com' },
        olivier,
      )
      const backupAudit = await auditIds(db)
      const backup = await takeBackup(
        backupDir,
        backend.name === 'pglite' ? { kind: 'pglite', database: handle } : { kind: 'postgres', url: url! },
      )

      // After it: Sam's e-mail goes, a new request arrives and is answered, Jane's information is erased.
      const later = await seedSubmission(db, mailDir, { email: 'lee.doe@example.com', receivedAt: now })
      await db.update(outbox).set({ sentAt: null }).where(eq(outbox.submissionId, later.id))
      await worker().runOnce()
      expect(mailer.sent).toContain((pending!.message as OutboxMessage).messageId)
      const sentBefore = mailer.sent.length
      // A reminder about Sam's case and the day's digest went too, which the copy never had.
      const sentAt = new Date().toISOString()
      const reminder = `<${sam.reference}.overdue-triage.0a1b2c3d4e5f@nordorapharma.ca>`
      await journal.sent({ messageId: reminder, kind: 'overdue-triage', reference: sam.reference, digestDay: null, sentAt })
      const digest = '<digest-2026-11-25.0a1b2c@nordorapharma.ca>'
      await journal.sent({ messageId: digest, kind: 'staff-digest', reference: null, digestDay: '2026-11-25', sentAt })
      expect((await privacy.erase(request, olivier))?.erased).toEqual([jane.reference])
      await handle.close()

      const report = await restoreBackup({
        file: `${backupDir}/${backup.file}`,
        databaseUrl: url,
        dataDir,
        backupDir,
        mailDir,
        replace: true,
        actor: operator,
        now: () => new Date(now.getTime() + 3_600_000),
      })
      // Jane's request erased again; Sam's two e-mails marked sent, his reminder and the digest said sent (the later
      // request's e-mails are not in the copy at all).
      expect(report.reapplied).toMatchObject({ submissions: 1, markedSent: 4 })

      const restored = openDatabase({ url, dataDir })
      try {
        expect(await restored.ready(30_000)).toBe(true)
        // The backup's records, but the one erased since; what came after the backup is the restore's loss.
        expect(await references(restored.db)).toEqual([sam.reference])
        const audit = await auditIds(restored.db)
        expect(audit.slice(0, backupAudit.length)).toEqual(backupAudit)
        expect(audit.at(-1)?.action).toBe('backup-restore')
        const [record] = await restored.db.select().from(destructionRecords).where(eq(destructionRecords.actor, operator.name))
        expect(record).toMatchObject({ cause: 'erasure', references: [{ reference: jane.reference, rule: 'erasure' }] })
        // The reminder and the digest are rows already: the reminders' and the digest's jobs queue neither again.
        const sent = await restored.db.select({ kind: outbox.kind }).from(outbox).where(isNotNull(outbox.sentAt))
        expect(sent.map((row) => row.kind)).toEqual(expect.arrayContaining(['overdue-triage', 'staff-digest']))
        // Nothing left to send: Sam's e-mails went after the backup, and the journal said so.
        expect(await restored.outboxDb.select().from(outbox).where(isNull(outbox.sentAt))).toEqual([])
        const resumed = createOutboxWorker({ db: restored.outboxDb, mailer, retryBaseMs: 10 })
        expect(await resumed.runOnce()).toBe(0)
        expect(mailer.sent).toHaveLength(sentBefore)
        // The next submission takes a number after the one given since the backup, never it again.
        const next = await seedSubmission(restored.db, mailDir, { email: 'kim.loe@example.com', receivedAt: now })
        expect(next.reference > later.reference).toBe(true)
      } finally {
        await restored.close()
      }
    },
  )
})

describe('the backups kept', () => {
  it('are those of the last 35 days, the newest always', async () => {
    const backupDir = testTempDir('nordora-prune-backups-')
    const { handle } = await openTestDatabase(testBackends[0]!)
    const day = 86_400_000
    for (const age of [60, 36, 20, 1])
      await takeBackup(backupDir, { kind: 'pglite', database: handle }, () => new Date(now.getTime() - age * day))
    const removed = await pruneBackups(backupDir, now)
    expect(removed).toHaveLength(2)
    expect((await listBackups(backupDir)).map((item) => item.takenAt)).toEqual(
      [1, 20].map((age) => new Date(now.getTime() - age * day).toISOString()),
    )
  })

  it('are taken by a server on the embedded database an hour after it starts, then once a day', async () => {
    const backupDir = testTempDir('nordora-job-backups-')
    const { handle } = await openTestDatabase(testBackends[0]!)
    let clock = now.getTime()
    const idle = { runOnce: async () => 0, close: async () => {} }
    const jobs = periodicJobs({
      db: handle.db,
      log: silentLog,
      now: () => new Date(clock),
      outbox: { worker: idle, pollMs: 60_000 },
      backup: { dir: backupDir, database: { kind: 'pglite', database: handle } },
    })
    const job = jobs.find((item) => item.name === 'backup')!
    expect(job.everyMs).toBe(RETENTION_CHECK_MS)
    await job.run()
    expect(await listBackups(backupDir)).toEqual([])
    await job.run()
    expect(await listBackups(backupDir)).toHaveLength(1)
    clock += 23 * 3_600_000
    await job.run()
    expect(await listBackups(backupDir)).toHaveLength(1)
    clock += 3_600_000
    await job.run()
    expect(await listBackups(backupDir)).toHaveLength(2)
  })
})

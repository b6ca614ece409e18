import fs from 'node:fs'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { COMPANY_TIME_ZONE } from '../../app/config/constants.ts'
import { openTestDatabase, testTempDir } from '../../tests/support/test-database-handle.ts'
import { freshPgliteDir, testBackends } from '../../tests/support/test-databases.ts'
import { periodicJobs } from '../jobs.ts'
import { silentLog } from '../logger.ts'
import { createScheduler } from '../scheduler.ts'
import { openDatabase, type DatabaseHandle } from '../db/database.ts'
import { destructionRecords, legalHolds, outbox, privacyRequests, retentionRuns, staffCaseEvents, submissions } from '../db/schema.ts'
import { daysBefore, now, seedSubmission } from '../../tests/support/privacy-submissions.ts'
import { runDailyRetention, runRetention } from './retention.ts'

describe.each(testBackends)('the retention schedule on $name', (backend) => {
  async function setUp() {
    const { handle, url, reopen } = await openTestDatabase(backend)
    const mailDir = testTempDir('nordora-retention-mail-')
    // A second server on the same PostgreSQL; PGlite has one process, so its runs share one handle.
    const other: DatabaseHandle = url ? await reopen() : handle
    return { handle, other, mailDir }
  }

  it('destroys what is past its period with its outbox messages and .eml files, and keeps what a hold or the schedule keeps', async () => {
    const { handle, mailDir } = await setUp()
    const db = handle.db
    const expired = await seedSubmission(db, mailDir, { receivedAt: daysBefore(900), closedAt: daysBefore(800) })
    const held = await seedSubmission(db, mailDir, { receivedAt: daysBefore(900), closedAt: daysBefore(800) })
    await db
      .insert(legalHolds)
      .values({ submissionId: held.id, reason: 'Litigation 2026-17', placedBy: 'Olivier', placedAt: daysBefore(10) })
    const recent = await seedSubmission(db, mailDir, { receivedAt: daysBefore(400), closedAt: daysBefore(300) })
    const open = await seedSubmission(db, mailDir, { receivedAt: daysBefore(900), openCase: true })
    const adverse = await seedSubmission(db, mailDir, {
      form: 'medical-information',
      receivedAt: daysBefore(5000),
      closedAt: daysBefore(4000),
      adverseEvent: true,
    })
    const spam = await seedSubmission(db, mailDir, { receivedAt: daysBefore(31), suspectedSpam: true })
    const medical = await seedSubmission(db, mailDir, {
      form: 'medical-information',
      receivedAt: daysBefore(900),
      closedAt: daysBefore(800),
    })

    // Every .eml written over 30 days ago, and a reminder's file of the held case that no stored message names.
    const reminder = `${held.reference}.overdue-triage.0a1b2c3d4e5f.eml`
    fs.writeFileSync(path.join(mailDir, reminder), 'Subject: overdue\n')
    for (const name of fs.readdirSync(mailDir)) fs.utimesSync(path.join(mailDir, name), daysBefore(40), daysBefore(40))

    const preview = await runRetention(db, { now, mailDir, apply: false })
    expect(preview.references.map((item) => item.reference).sort()).toEqual([expired.reference, spam.reference].sort())
    // Every old file but the held case's three.
    expect(preview.counts.mailFiles).toBe(12)
    expect(preview.held).toEqual([held.reference])
    expect((await db.select().from(submissions)).length).toBe(7)

    const report = await runRetention(db, { now, mailDir, apply: true })
    expect(report.references).toEqual(
      expect.arrayContaining([
        { reference: expired.reference, rule: 'contact' },
        { reference: spam.reference, rule: 'suspected-spam' },
      ]),
    )
    expect(report.counts.submissions).toBe(2)
    const left = (await db.select({ reference: submissions.reference }).from(submissions)).map((row) => row.reference).sort()
    expect(left).toEqual([held, recent, open, adverse, medical].map((item) => item.reference).sort())
    // The destroyed submissions' messages are gone; those kept keep their messages' rows (what says they were sent,
    // so no reminder goes twice), emptied to the message id once sent over 30 days ago.
    const rows = await db.select().from(outbox)
    expect(rows).toHaveLength(10)
    const emptied = rows.filter((row) => row.submissionId !== held.id)
    for (const row of emptied) expect(Object.keys(row.message as object).sort()).toEqual(['destroyedAt', 'messageId'])
    expect(JSON.stringify(emptied)).not.toMatch(/jane|example\.com/i)
    // The held case's messages are kept whole.
    expect(rows.filter((row) => row.submissionId === held.id).map((row) => (row.message as { to: string }).to)).toContain(
      'jane.doe@example.com',
    )
    expect(await db.select().from(staffCaseEvents).where(eq(staffCaseEvents.submissionId, expired.id))).toEqual([])
    // The destroyed submissions' files went with them, old copies went, the held case's files stay with it.
    expect(fs.readdirSync(mailDir).sort()).toEqual([...held.files, reminder].sort())
    // The record of it: references and counts, no address, no answer.
    const records = await db.select().from(destructionRecords)
    expect(records.flatMap((record) => record.references.map((item) => item.reference)).sort()).toEqual(
      [expired.reference, spam.reference].sort(),
    )
    expect(JSON.stringify(records)).not.toMatch(/jane|example\.com|monograph/i)
    // Again: nothing more.
    expect((await runRetention(db, { now, mailDir, apply: true })).counts.submissions).toBe(0)
  })

  it('reads the flags as triage corrected them: an adverse event triage found is kept, spam triage cleared is a question', async () => {
    const { handle, mailDir } = await setUp()
    const db = handle.db
    // Closed three years ago: a contact request's two years are over.
    const closedAt = daysBefore(3 * 365)
    const reaction = await seedSubmission(db, mailDir, { receivedAt: daysBefore(3 * 365 + 5), closedAt, triaged: { adverseEvent: true } })
    const question = await seedSubmission(db, mailDir, {
      receivedAt: daysBefore(60),
      openCase: true,
      suspectedSpam: true,
      triaged: { suspectedSpam: false },
    })
    const report = await runRetention(db, { now, mailDir, apply: true })
    expect(report.references).toEqual([])
    const left = (await db.select({ reference: submissions.reference }).from(submissions)).map((row) => row.reference).sort()
    expect(left).toEqual([reaction.reference, question.reference].sort())
  })

  it('counts a submission that has no case (no staff area to close it) from its receipt, and keeps an open case', async () => {
    const { handle, mailDir } = await setUp()
    const db = handle.db
    const oldContact = await seedSubmission(db, mailDir, { receivedAt: daysBefore(731) })
    const recentContact = await seedSubmission(db, mailDir, { receivedAt: daysBefore(700) })
    const oldQuestion = await seedSubmission(db, mailDir, { form: 'medical-information', receivedAt: daysBefore(3654) })
    const question = await seedSubmission(db, mailDir, { form: 'medical-information', receivedAt: daysBefore(3000) })
    const stillOpen = await seedSubmission(db, mailDir, { receivedAt: daysBefore(3000), openCase: true })

    const report = await runRetention(db, { now, mailDir, apply: true })
    expect(report.references).toEqual(
      expect.arrayContaining([
        { reference: oldContact.reference, rule: 'contact' },
        { reference: oldQuestion.reference, rule: 'medical-information' },
      ]),
    )
    expect(report.references).toHaveLength(2)
    const left = (await db.select({ reference: submissions.reference }).from(submissions)).map((row) => row.reference).sort()
    expect(left).toEqual([recentContact, question, stillOpen].map((item) => item.reference).sort())
  })

  it('removes .eml files older than 30 days whatever their message, request records 2 years after closing, and open ones 2 years after receipt', async () => {
    const { handle, mailDir } = await setUp()
    const recent = await seedSubmission(handle.db, mailDir, { receivedAt: daysBefore(2) })
    for (const [email, received, closed] of [
      ['old@example.com', daysBefore(830), daysBefore(800)],
      ['recent@example.com', daysBefore(130), daysBefore(100)],
      ['abandoned@example.com', daysBefore(740), null],
      ['open@example.com', daysBefore(20), null],
    ] as const) {
      const receivedOn = received.toISOString().slice(0, 10)
      await handle.db.insert(privacyRequests).values({
        reference: `PR-2026-${email.slice(0, 4)}`,
        recordedAt: received,
        recordedBy: 'Olivier',
        kind: 'access',
        receivedOn,
        channel: 'email',
        personName: 'Someone',
        email,
        dueOn: receivedOn,
        status: closed ? 'closed' : 'received',
        closedAt: closed,
        actions: [],
      })
    }
    const old = path.join(mailDir, 'stray.eml')
    fs.writeFileSync(old, 'Subject: old\n')
    fs.utimesSync(old, daysBefore(40), daysBefore(40))
    await runRetention(handle.db, { now, mailDir, apply: true })
    expect(fs.existsSync(old)).toBe(false)
    // A request closed over 2 years ago goes, one never closed 2 years after receipt; the others stay.
    expect((await handle.db.select().from(privacyRequests)).map((row) => row.email).sort()).toEqual([
      'open@example.com',
      'recent@example.com',
    ])
    for (const file of recent.files) expect(fs.existsSync(path.join(mailDir, file))).toBe(true)
    expect((await handle.db.select().from(outbox)).length).toBe(2)
  })

  it('destroys a backlog in batches, each with its own record of references and counts', async () => {
    const { handle, mailDir } = await setUp()
    const items = []
    for (let i = 0; i < 5; i += 1)
      items.push(await seedSubmission(handle.db, mailDir, { receivedAt: daysBefore(900), closedAt: daysBefore(800) }))
    const report = await runRetention(handle.db, { now, mailDir, apply: true, batchSize: 2 })
    expect(report.counts).toMatchObject({ submissions: 5, caseEvents: 5, outbox: 10, mailFiles: 10 })
    expect(report.references.map((item) => item.reference)).toEqual(items.map((item) => item.reference))
    expect(await handle.db.select().from(submissions)).toEqual([])
    const records = await handle.db.select().from(destructionRecords).orderBy(destructionRecords.id)
    // Three batches (2, 2, 1), then nothing else to record: no old message or file is left once they are gone.
    expect(records.map((record) => record.references.length)).toEqual([2, 2, 1])
    expect(records.map((record) => record.counts.submissions)).toEqual([2, 2, 1])
    expect(records.flatMap((record) => record.references.map((item) => item.reference))).toEqual(items.map((item) => item.reference))
  })

  it('destroys each item once when two servers run it at the same moment, and runs once a day', async () => {
    const { handle, other, mailDir } = await setUp()
    const items = []
    for (let i = 0; i < 6; i += 1)
      items.push(await seedSubmission(handle.db, mailDir, { receivedAt: daysBefore(900), closedAt: daysBefore(800) }))
    // In batches of 2: each server's three transactions race the other's.
    const reports = await Promise.all([
      runRetention(handle.db, { now, mailDir, apply: true, batchSize: 2 }),
      runRetention(other.db, { now, mailDir, apply: true, batchSize: 2 }),
    ])
    expect(reports[0]!.counts.submissions + reports[1]!.counts.submissions).toBe(6)
    expect(reports[0]!.counts.mailFiles + reports[1]!.counts.mailFiles).toBe(12)
    const destroyed = reports.flatMap((report) => report.references.map((item) => item.reference))
    expect(destroyed.sort()).toEqual(items.map((item) => item.reference).sort())
    const recorded = (await handle.db.select().from(destructionRecords)).flatMap((record) =>
      record.references.map((item) => item.reference),
    )
    expect(recorded.sort()).toEqual(items.map((item) => item.reference).sort())

    const daily = await Promise.all([
      runDailyRetention(handle.db, { now, mailDir, timeZone: COMPANY_TIME_ZONE }),
      runDailyRetention(other.db, { now, mailDir, timeZone: COMPANY_TIME_ZONE }),
    ])
    expect(daily.filter((report) => report !== null)).toHaveLength(1)
    expect(await runDailyRetention(other.db, { now: new Date(now.getTime() + 3_600_000), mailDir, timeZone: COMPANY_TIME_ZONE })).toBeNull()
    expect((await handle.db.select().from(retentionRuns)).map((run) => run.day)).toEqual(['2026-11-25'])
  })
})

describe('the retention job', () => {
  it('claims and runs today’s retention once the database is migrated, and stops cleanly', async () => {
    const dataDir = await freshPgliteDir()
    const handle = openDatabase({ dataDir })
    try {
      const scheduler = createScheduler({ ready: handle.migrated })
      const idle = { runOnce: async () => 0, close: async () => {} }
      const jobs = periodicJobs({ db: handle.db, log: silentLog, now: () => now, outbox: { worker: idle, pollMs: 60_000 } })
      scheduler.start(jobs.filter((job) => job.name === 'retention'))
      const stop = () => scheduler.close()
      await expect
        .poll(async () => (await handle.db.select().from(retentionRuns)).map((run) => run.finishedAt !== null), { timeout: 30_000 })
        .toEqual([true])
      await stop()
    } finally {
      await handle.close()
      fs.rmSync(dataDir, { recursive: true, force: true })
    }
  })
})

import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { personCsv } from '../../app/privacy/person-export.ts'
import { daysBefore, now, seedSubmission } from '../../tests/support/privacy-submissions.ts'
import { databaseForDescribe, testTempDir } from '../../tests/support/test-database-handle.ts'
import { testBackends } from '../../tests/support/test-databases.ts'
import { destructionRecords, outbox, submissions } from '../db/schema.ts'
import { correctField, erasePerson, findPerson, placeLegalHold } from './person.ts'

describe.each(testBackends)('a person’s rights on $name', (backend) => {
  const database = databaseForDescribe(backend)
  async function setUp() {
    const { db } = await database.fresh()
    return { db, mailDir: testTempDir('nordora-person-mail-') }
  }

  it('keeps what triage marked an adverse event though the visitor did not, and erases what triage cleared as spam', async () => {
    const { db, mailDir } = await setUp()
    const question = await seedSubmission(db, mailDir, { receivedAt: daysBefore(5), openCase: true, triaged: { adverseEvent: true } })
    const notSpam = await seedSubmission(db, mailDir, {
      receivedAt: daysBefore(4),
      openCase: true,
      suspectedSpam: true,
      triaged: { suspectedSpam: false },
    })
    const found = await findPerson(db, 'jane.doe@example.com', mailDir)
    expect(found.submissions.map(({ reference, adverseEvent, suspectedSpam }) => ({ reference, adverseEvent, suspectedSpam }))).toEqual([
      { reference: question.reference, adverseEvent: true, suspectedSpam: false },
      { reference: notSpam.reference, adverseEvent: false, suspectedSpam: false },
    ])
    const erased = await erasePerson(db, 'jane.doe@example.com', { mailDir, actor: 'Olivier', at: now })
    expect(erased.erased).toEqual([notSpam.reference])
    expect(erased.refused).toEqual([{ reference: question.reference, reason: 'pharmacovigilance', detail: null }])
  })

  it('finds every submission, e-mail and file of an address whatever its case, corrects a field, erases all but what is held', async () => {
    const { db, mailDir } = await setUp()
    const first = await seedSubmission(db, mailDir, { email: 'Jane.Doe@Example.com', receivedAt: daysBefore(20) })
    const second = await seedSubmission(db, mailDir, {
      form: 'medical-information',
      email: 'jane.doe@example.com',
      receivedAt: daysBefore(10),
    })
    const adverse = await seedSubmission(db, mailDir, {
      form: 'medical-information',
      email: 'jane.doe@example.com',
      receivedAt: daysBefore(5),
      adverseEvent: true,
    })
    const held = await seedSubmission(db, mailDir, { email: 'JANE.DOE@example.com', receivedAt: daysBefore(3) })
    const someoneElse = await seedSubmission(db, mailDir, { email: 'mary.jane.doe@example.com', receivedAt: daysBefore(2) })

    const found = await findPerson(db, 'jane.doe@example.com', mailDir)
    expect(found.submissions.map((item) => item.reference)).toEqual([first, second, adverse, held].map((item) => item.reference))
    expect(found.submissions[0]!.fields).toEqual(['email'])
    expect(found.submissions[0]!.consent).toEqual({ noticeVersion: '2026-11-25', wording: ['We use the information you give us.'] })
    expect(found.messages).toHaveLength(8)
    expect(found.mailFiles.sort()).toEqual([first, second, adverse, held].flatMap((item) => item.files).sort())
    expect(personCsv(found)).toContain(`submission,${first.reference},consent.noticeVersion,2026-11-25`)

    expect(await correctField(db, 'jane.doe@example.com', first.reference, 'firstName', ' Janet ')).toEqual({ ok: true, form: 'contact' })
    // Checked by the field's own rule, in the page's language, as the form checked it.
    expect(await correctField(db, 'jane.doe@example.com', first.reference, 'email', 'pas une adresse', 'fr')).toMatchObject({
      ok: false,
      reason: 'invalid',
      message: expect.stringContaining('courriel'),
    })
    expect(await correctField(db, 'jane.doe@example.com', someoneElse.reference, 'firstName', 'X')).toEqual({
      ok: false,
      reason: 'not-found',
    })
    expect(await correctField(db, 'jane.doe@example.com', first.reference, 'nothing', 'X')).toEqual({
      ok: false,
      reason: 'not-a-text-field',
    })
    expect((await findPerson(db, 'jane.doe@example.com')).submissions[0]!.answers.firstName).toBe('Janet')

    expect(await placeLegalHold(db, held.reference, 'Litigation 2026-17', 'Olivier', now)).toBe(true)
    // A file of the held case no stored message names (a reminder's, say): its name gives it to the case.
    const reminder = `${held.reference}.overdue-triage.0a1b2c3d4e5f.eml`
    fs.writeFileSync(path.join(mailDir, reminder), 'Reply-To: jane.doe@example.com\n')
    const erased = await erasePerson(db, 'jane.doe@example.com', { mailDir, actor: 'Olivier', at: now })
    expect(erased.erased.sort()).toEqual([first.reference, second.reference].sort())
    expect(erased.refused).toEqual([
      { reference: adverse.reference, reason: 'pharmacovigilance', detail: null },
      { reference: held.reference, reason: 'legal-hold', detail: 'Litigation 2026-17' },
    ])
    const after = await findPerson(db, 'jane.doe@example.com', mailDir)
    expect(after.submissions.map((item) => item.reference)).toEqual([adverse.reference, held.reference])
    // The kept submissions keep their e-mails and files; the others' are gone.
    expect(after.mailFiles.sort()).toEqual([...[adverse, held].flatMap((item) => item.files), reminder].sort())
    expect((await db.select().from(outbox)).length).toBe(6)
    // Someone else whose address ends the same is untouched.
    expect((await db.select().from(submissions)).map((row) => row.reference)).toContain(someoneElse.reference)
    const [record] = await db.select().from(destructionRecords)
    expect(record).toMatchObject({ cause: 'erasure', actor: 'Olivier', counts: { submissions: 2, outbox: 4, mailFiles: 4 } })
    expect(JSON.stringify(record)).not.toMatch(/jane|example\.com/i)
  })
})

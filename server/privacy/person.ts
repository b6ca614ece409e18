import fs from 'node:fs/promises'
import path from 'node:path'
import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import { checkCorrection } from '../../app/privacy/correctable-fields.ts'
import {
  fieldsHolding,
  holdsEmail,
  planErasure,
  type CorrectionResult,
  type ErasureResult,
  type PersonRecord,
} from '../../app/privacy/person.ts'
import type { Lang } from '../../app/routing/route-table.ts'
import type { Database } from '../db/database.ts'
import { legalHolds, outbox, staffCases, submissions } from '../db/schema.ts'
import { submissionColumns } from '../db/submission-columns.ts'
import type { OutboxMessage } from '../outbox/message.ts'
import { mailFileName } from '../mail/transport.ts'
import { deleteSubmissions, nothingAfter, recordDestruction, removeMailFiles, type AfterDestruction } from './destroy.ts'
import { referenceOfMailFile } from './held-mail-files.ts'
import { adverseEventOnRecord, suspectedSpamOnRecord } from './flags-on-record.ts'

/** A LIKE pattern for a text anywhere, its wildcards taken literally. */
const containing = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`

async function mailFilesHolding(mailDir: string | undefined, email: string): Promise<string[]> {
  if (!mailDir) return []
  const names = await fs.readdir(mailDir).catch(() => [] as string[])
  const found: string[] = []
  for (const name of names.filter((item) => item.endsWith('.eml')).sort()) {
    const text = await fs.readFile(path.join(mailDir, name), 'utf8').catch(() => '')
    if (holdsEmail(text, email)) found.push(name)
  }
  return found
}

/** Every submission, e-mail and .eml file that holds the address, whatever its case, with the references. */
export async function findPerson(db: Database, email: string, mailDir?: string): Promise<PersonRecord> {
  const rows = await db
    .select({
      ...submissionColumns,
      adverseEvent: adverseEventOnRecord,
      suspectedSpam: suspectedSpamOnRecord,
      consent: submissions.consent,
      status: staffCases.status,
      legalHold: legalHolds.reason,
    })
    .from(submissions)
    .leftJoin(staffCases, eq(staffCases.submissionId, submissions.id))
    .leftJoin(legalHolds, eq(legalHolds.submissionId, submissions.id))
    .where(sql`lower(${submissions.answers}::text) like ${containing(email)}`)
    .orderBy(submissions.receivedAt)
  const held = rows.map((row) => ({ ...row, fields: fieldsHolding(row.answers, email) })).filter((row) => row.fields.length > 0)
  const messages = await db
    .select({
      id: outbox.id,
      reference: submissions.reference,
      kind: outbox.kind,
      message: outbox.message,
      createdAt: outbox.createdAt,
      sentAt: outbox.sentAt,
    })
    .from(outbox)
    .leftJoin(submissions, eq(submissions.id, outbox.submissionId))
    .where(sql`lower(${outbox.message}::text) like ${containing(email)}`)
    .orderBy(outbox.id)
  return {
    email,
    submissions: held.map((row) => ({
      reference: row.reference,
      form: row.form,
      lang: row.lang,
      receivedAt: row.receivedAt.toISOString(),
      adverseEvent: row.adverseEvent,
      suspectedSpam: row.suspectedSpam,
      status: row.status,
      legalHold: row.legalHold,
      fields: row.fields,
      answers: row.answers as Record<string, unknown>,
      consent: row.consent ?? null,
    })),
    messages: messages
      .filter((row) => holdsEmail(JSON.stringify(row.message), email))
      .map((row) => {
        const message = row.message as OutboxMessage
        return {
          id: row.id,
          reference: row.reference,
          kind: row.kind,
          createdAt: row.createdAt.toISOString(),
          sentAt: row.sentAt?.toISOString() ?? null,
          to: message.to,
          subject: message.subject,
        }
      }),
    mailFiles: await mailFilesHolding(mailDir, email),
  }
}

/**
 * Corrects one text field of a submission that holds the address: only a field its form describes as text, only
 * on the person's own submissions (a reference of someone else's is not found), and only with a value the form
 * itself would have taken, stored as the form stores it.
 */
export async function correctField(
  db: Database,
  email: string,
  reference: string,
  field: string,
  value: string,
  lang: Lang = 'en',
): Promise<CorrectionResult> {
  const [row] = await db
    .select({ id: submissions.id, form: submissions.form, answers: submissions.answers })
    .from(submissions)
    .where(eq(submissions.reference, reference))
  if (!row || fieldsHolding(row.answers, email).length === 0) return { ok: false, reason: 'not-found' }
  const answers = row.answers as Record<string, unknown>
  if (!Object.hasOwn(answers, field) || typeof answers[field] !== 'string') return { ok: false, reason: 'not-a-text-field' }
  const checked = checkCorrection(row.form, field, value, lang)
  if (!checked.ok) return checked
  await db
    .update(submissions)
    .set({ answers: sql`jsonb_set(${submissions.answers}, ${`{${field}}`}::text[], to_jsonb(${checked.value}::text))` })
    .where(eq(submissions.id, row.id))
  return { ok: true, form: row.form }
}

/**
 * Erases what holds the address: submissions with every copy, other e-mails, .eml files. A submission under a
 * legal hold, or an adverse event report (pharmacovigilance), is kept and said with its reason. The database's
 * part is one transaction, and `inTransaction` adds to it what must commit with the erasure or not at all (the
 * staff command's audit entry, the request it answers); the .eml files go once it has committed, then the tables
 * are rewritten and the erasure noted in the journal (`after`), so that no file of the database keeps it and no
 * restore brings it back.
 */
export async function erasePerson(
  db: Database,
  email: string,
  {
    mailDir,
    actor,
    at,
    inTransaction,
    after = nothingAfter,
  }: {
    mailDir?: string
    actor: string
    at: Date
    inTransaction?: (tx: Database, result: ErasureResult) => Promise<void>
    after?: AfterDestruction
  },
): Promise<ErasureResult> {
  const found = await findPerson(db, email, mailDir)
  const plan = planErasure(found)
  const refused: ErasureResult['refused'] = plan.keep.map(({ reference, reason, detail }) => ({ reference, reason, detail }))
  const erasable = plan.erase.map((item) => item.reference)
  // E-mails of no submission that name the person (none are written today).
  const loose = found.messages.filter((message) => message.reference === null).map((message) => message.id)
  const { destroyed, messageIds, counts, result } = await db.transaction(async (tx) => {
    const ids = erasable.length
      ? await tx.select({ id: submissions.id }).from(submissions).where(inArray(submissions.reference, erasable))
      : []
    const deleted = await deleteSubmissions(
      tx,
      ids.map(({ id }) => id),
    )
    const looseGone = loose.length
      ? await tx
          .delete(outbox)
          .where(and(inArray(outbox.id, loose), isNull(outbox.submissionId)))
          .returning({ id: outbox.id })
      : []
    const result: ErasureResult = {
      erased: deleted.destroyed.map((row) => row.reference),
      refused,
      counts: { ...deleted.counts, outbox: deleted.counts.outbox + looseGone.length },
    }
    await inTransaction?.(tx, result)
    return { ...deleted, result }
  })
  counts.mailFiles = await removeMailFiles(mailDir, messageIds.map(mailFileName))
  await recordDestruction(
    db,
    { at, cause: 'erasure', actor, references: destroyed.map((row) => ({ reference: row.reference, rule: 'erasure' })), counts },
    after,
  )
  // .eml files still holding it. A file of a kept submission stays with it (its message's file, or one its name
  // gives to it); any other copy goes.
  const kept = new Set(refused.map((item) => item.reference))
  const remaining = await mailFilesHolding(mailDir, email)
  const keptMessages = kept.size
    ? await db
        .select({ message: outbox.message })
        .from(outbox)
        .innerJoin(submissions, eq(submissions.id, outbox.submissionId))
        .where(inArray(submissions.reference, [...kept]))
    : []
  const keptFiles = new Set(keptMessages.map((row) => mailFileName((row.message as OutboxMessage).messageId)))
  const files = await removeMailFiles(
    mailDir,
    remaining.filter((name) => !keptFiles.has(name) && !kept.has(referenceOfMailFile(name) ?? '')),
  )
  if (result.erased.length > 0 || (result.counts.outbox ?? 0) > 0)
    await after.scrub(['submissions', 'outbox', 'staff_cases', 'staff_case_events', 'follow_up_requests'])
  return { ...result, counts: { ...result.counts, mailFiles: counts.mailFiles + files } }
}

/** Puts a case under a legal hold (or changes its reason); false when there is no such submission. */
export async function placeLegalHold(db: Database, reference: string, reason: string, actor: string, at: Date): Promise<boolean> {
  const [row] = await db.select({ id: submissions.id }).from(submissions).where(eq(submissions.reference, reference))
  if (!row) return false
  await db
    .insert(legalHolds)
    .values({ submissionId: row.id, reason, placedBy: actor, placedAt: at })
    .onConflictDoUpdate({ target: legalHolds.submissionId, set: { reason, placedBy: actor, placedAt: at } })
  return true
}

export async function liftLegalHold(db: Database, reference: string): Promise<boolean> {
  const [row] = await db.select({ id: submissions.id }).from(submissions).where(eq(submissions.reference, reference))
  if (!row) return false
  const gone = await db.delete(legalHolds).where(eq(legalHolds.submissionId, row.id)).returning({ id: legalHolds.submissionId })
  return gone.length > 0
}

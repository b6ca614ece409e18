import fs from 'node:fs/promises'
import path from 'node:path'
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm'
import { addDays } from '../../app/staff/domain/business-days.ts'
import { dayIn } from '../../app/staff/domain/clock.ts'
import {
  fieldsHolding,
  holdsEmail,
  REQUEST_DUE_DAYS,
  type CorrectionResult,
  type ErasureResult,
  type PersonRecord,
  type PrivacyRequest,
} from '../../app/privacy/person.ts'
import { isAdverseEventReport } from '../../app/privacy/retention-schedule.ts'
import type { Database } from '../db/database.ts'
import { legalHolds, outbox, privacyRequests, staffCases, submissions } from '../db/schema.ts'
import type { OutboxMessage } from '../db/submissions.ts'
import { mailFileName } from '../mail/transport.ts'
import { destroySubmissions, removeMailFiles } from './destroy.ts'
import { referenceOfMailFile } from './held-mail-files.ts'

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
      id: submissions.id,
      reference: submissions.reference,
      form: submissions.form,
      lang: submissions.lang,
      receivedAt: submissions.receivedAt,
      adverseEvent: submissions.adverseEvent,
      suspectedSpam: submissions.suspectedSpam,
      answers: submissions.answers,
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
 * Corrects one text field of a submission that holds the address: only a field that is text already, and only
 * on the person's own submissions (a reference of someone else's is not found).
 */
export async function correctField(
  db: Database,
  email: string,
  reference: string,
  field: string,
  value: string,
): Promise<CorrectionResult> {
  const [row] = await db
    .select({ id: submissions.id, answers: submissions.answers })
    .from(submissions)
    .where(eq(submissions.reference, reference))
  if (!row || fieldsHolding(row.answers, email).length === 0) return { ok: false, reason: 'not-found' }
  const answers = row.answers as Record<string, unknown>
  if (!Object.hasOwn(answers, field) || typeof answers[field] !== 'string') return { ok: false, reason: 'not-a-text-field' }
  await db
    .update(submissions)
    .set({ answers: sql`jsonb_set(${submissions.answers}, ${`{${field}}`}::text[], to_jsonb(${value}::text))` })
    .where(eq(submissions.id, row.id))
  return { ok: true }
}

/**
 * Erases what holds the address: submissions with every copy, other e-mails, .eml files. A submission under a
 * legal hold, or an adverse event report (pharmacovigilance), is kept and said with its reason.
 */
export async function erasePerson(
  db: Database,
  email: string,
  { mailDir, actor, at }: { mailDir?: string; actor: string; at: Date },
): Promise<ErasureResult> {
  const found = await findPerson(db, email, mailDir)
  const refused: ErasureResult['refused'] = []
  const erasable: string[] = []
  for (const submission of found.submissions) {
    if (submission.legalHold !== null) refused.push({ reference: submission.reference, reason: 'legal-hold', detail: submission.legalHold })
    else if (isAdverseEventReport(submission)) refused.push({ reference: submission.reference, reason: 'pharmacovigilance', detail: null })
    else erasable.push(submission.reference)
  }
  const ids = erasable.length
    ? await db.select({ id: submissions.id }).from(submissions).where(inArray(submissions.reference, erasable))
    : []
  const destroyed = await destroySubmissions(
    db,
    ids.map(({ id }) => ({ id, rule: 'erasure' })),
    { mailDir, cause: 'erasure', actor, at },
  )
  // E-mails of no submission that name the person (none are written today), and .eml files still holding it.
  const kept = new Set(refused.map((item) => item.reference))
  const loose = found.messages.filter((message) => message.reference === null).map((message) => message.id)
  const looseGone = loose.length
    ? await db
        .delete(outbox)
        .where(and(inArray(outbox.id, loose), isNull(outbox.submissionId)))
        .returning({ id: outbox.id })
    : []
  const remaining = await mailFilesHolding(mailDir, email)
  // A file of a kept submission stays with it (its message's file, or one its name gives to it); any other copy goes.
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
  return {
    erased: destroyed.references.map((item) => item.reference),
    refused,
    counts: { ...destroyed.counts, outbox: destroyed.counts.outbox + looseGone.length, mailFiles: destroyed.counts.mailFiles + files },
  }
}

/**
 * Records an action on the person's open request (opening one, due in 30 days, when there is none); an export,
 * a correction or an erasure answers it.
 */
export async function recordRequestAction(
  db: Database,
  {
    email,
    actor,
    action,
    details,
    at,
    timeZone,
  }: { email: string; actor: string; action: string; details: Record<string, unknown>; at: Date; timeZone: string },
): Promise<void> {
  const entry = { at: at.toISOString(), actor, action, details }
  const completes = action !== 'find'
  await db.transaction(async (tx) => {
    const [open] = await tx
      .select({ id: privacyRequests.id })
      .from(privacyRequests)
      .where(and(eq(privacyRequests.email, email), isNull(privacyRequests.completedAt)))
      .orderBy(desc(privacyRequests.id))
      .limit(1)
      .for('update')
    if (open) {
      await tx
        .update(privacyRequests)
        .set({ actions: sql`${privacyRequests.actions} || ${JSON.stringify([entry])}::jsonb`, ...(completes ? { completedAt: at } : {}) })
        .where(eq(privacyRequests.id, open.id))
    } else {
      await tx.insert(privacyRequests).values({
        email,
        receivedAt: at,
        dueOn: addDays(dayIn(at, timeZone), REQUEST_DUE_DAYS),
        completedAt: completes ? at : null,
        actions: [entry],
      })
    }
  })
}

export async function listRequests(db: Database, limit = 100): Promise<PrivacyRequest[]> {
  const rows = await db.select().from(privacyRequests).orderBy(desc(privacyRequests.id)).limit(limit)
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    receivedAt: row.receivedAt.toISOString(),
    dueOn: row.dueOn,
    completedAt: row.completedAt?.toISOString() ?? null,
    actions: row.actions,
  }))
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

import { eq, sql } from 'drizzle-orm'
import type { Database } from '../db/database.ts'
import { legalHolds, outbox, submissions } from '../db/schema.ts'
import { mailFileName } from '../mail/transport.ts'

/**
 * The reference a .eml file is of, when its name says so. A file is named by its message id
 * (server/mail/transport.ts), and the site's message ids start with the submission's reference: the team's
 * notification and the acknowledgement (server/forms/mail/compose.ts) and the overdue reminders (server/staff/reminders.ts)
 * alike, `<MI-2026-000123.acknowledgement.…@…>`. The daily digest's files name no reference: null.
 */
export function referenceOfMailFile(name: string): string | null {
  return /^([A-Z]{2}-\d{4}-\d{6,})\./.exec(name)?.[1] ?? null
}

/**
 * Whether a .eml file belongs to a submission under a legal hold: by its name's reference, or as the file of one
 * of the held submission's stored messages (should a message id ever be written otherwise).
 */
export async function heldMailFiles(db: Database): Promise<(name: string) => boolean> {
  const rows = await db
    .select({ reference: submissions.reference, messageId: sql<string | null>`${outbox.message} ->> 'messageId'` })
    .from(legalHolds)
    .innerJoin(submissions, eq(submissions.id, legalHolds.submissionId))
    .leftJoin(outbox, eq(outbox.submissionId, legalHolds.submissionId))
  const references = new Set(rows.map((row) => row.reference))
  const names = new Set(rows.flatMap((row) => (row.messageId ? [mailFileName(row.messageId)] : [])))
  return (name) => names.has(name) || references.has(referenceOfMailFile(name) ?? '')
}

import { eq } from 'drizzle-orm'
import type { Database } from '../../server/db/database.ts'
import { outbox, staffCaseEvents, staffCases } from '../../server/db/schema.ts'
import type { OutboxMessage } from '../../server/outbox/message.ts'
import { storeSubmission } from '../../server/forms/submissions.ts'
import { fileMailer, mailFileName } from '../../server/mail/transport.ts'

/** The privacy tests' clock: a Wednesday at head office. */
export const now = new Date('2026-11-25T12:00:00Z')
export const daysBefore = (days: number) => new Date(now.getTime() - days * 86_400_000)

/**
 * A submission with its two e-mails, sent (and written as .eml) when it was received; its case closed when told,
 * open when `openCase`, and none otherwise (as without the staff area).
 */
export async function seedSubmission(
  db: Database,
  mailDir: string,
  {
    form = 'contact',
    email = 'jane.doe@example.com',
    receivedAt,
    closedAt,
    adverseEvent = false,
    suspectedSpam = false,
    openCase = false,
    message = 'Where is the monograph?',
    triaged = {},
  }: {
    form?: string
    email?: string
    receivedAt: Date
    closedAt?: Date
    openCase?: boolean
    adverseEvent?: boolean
    suspectedSpam?: boolean
    /** What the person wrote: a test that looks for it on disk gives it a marker of its own. */
    message?: string
    /** What triage made of the flags, where it changed the visitor's (needs a case). */
    triaged?: { adverseEvent?: boolean; suspectedSpam?: boolean }
  },
) {
  const stored = await storeSubmission(db, {
    form,
    referencePrefix: form === 'contact' ? 'CT' : 'MI',
    lang: 'en',
    receivedAt,
    adverseEvent,
    qualityProblem: false,
    suspectedSpam,
    answers: { firstName: 'Jane', email, message },
    consent: { noticeVersion: '2026-11-25', wording: ['We use the information you give us.'] },
    messages: (reference) =>
      (['team', 'acknowledgement'] as const).map((kind) => ({
        kind,
        message: {
          from: 'no-reply@nordorapharma.ca',
          to: kind === 'team' ? 'info@nordorapharma.ca' : email,
          replyTo: email,
          subject: `${reference} ${kind}`,
          text: `From ${email}: ${message}`,
          messageId: `<${reference}.${kind}@nordorapharma.ca>`,
        },
      })),
  })
  const mailer = fileMailer(mailDir)
  const messages = await db.select().from(outbox).where(eq(outbox.submissionId, stored.id))
  for (const row of messages) await mailer.send(row.message as OutboxMessage)
  await db.update(outbox).set({ sentAt: receivedAt }).where(eq(outbox.submissionId, stored.id))
  if (closedAt || openCase) {
    await db.insert(staffCases).values({
      submissionId: stored.id,
      reference: stored.reference,
      form,
      lang: 'en',
      receivedAt,
      adverseEvent: triaged.adverseEvent ?? adverseEvent,
      qualityProblem: false,
      suspectedSpam: triaged.suspectedSpam ?? suspectedSpam,
      status: closedAt ? 'closed' : 'triaged',
      triageDue: '2020-01-01',
      updatedAt: closedAt ?? receivedAt,
    })
  }
  if (closedAt) {
    await db.insert(staffCaseEvents).values({
      submissionId: stored.id,
      at: closedAt,
      actor: 'Marie',
      kind: 'status',
      details: { from: 'answered', to: 'closed' },
    })
  }
  return { ...stored, files: messages.map((row) => mailFileName((row.message as OutboxMessage).messageId)) }
}

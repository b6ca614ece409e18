import crypto from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { isCurrent, type StandardResponse } from '../../app/content/standard-responses.ts'
import { isCaseStatus, statusRefusal } from '../../app/staff/domain/case-status.ts'
import { dayIn } from '../../app/staff/domain/clock.ts'
import { composeReply, MAX_PERSONAL, REPLY_KEY, replyAddress, type ReplyInput, type ReplyRefusal } from '../../app/staff/domain/reply.ts'
import type { ReplyDraftResult, StaffUser } from '../../app/staff/domain/services.ts'
import type { Database } from '../db/database.ts'
import { outbox, staffCases, submissions } from '../db/schema.ts'
import type { OutboxMessage } from '../outbox/message.ts'
import type { Done, Refused, Transaction } from './audit.ts'
import { lockedCase, recordEvent } from './locked-case.ts'

/** Where replies come from and which responses may be sent: the settings' reply address, the content's responses. */
export type ReplySettings = { from: string; responses: () => readonly StandardResponse[] }

/** The outbox's kind of one reply: its form's one-time key, so the same key can only ever be one message. */
export const replyKind = (key: string) => `reply-${key}`

type Outcome = Promise<Done<{ answered: boolean }> | Refused<Exclude<ReplyRefusal, 'forbidden'>>>

/** What a reply would send from a case as it stands, or why it cannot be sent; the same for the preview and the send. */
async function prepareReply(
  on: Transaction | Database,
  current: { id: number; status: string },
  { reference, input, actor, at, settings, timeZone }: ReplyContext,
): Promise<
  | { ok: true; response: StandardResponse; message: OutboxMessage }
  | { ok: false; reason: Exclude<ReplyRefusal, 'forbidden' | 'already-sent' | 'not-found' | 'bad-key'> }
> {
  if (input.personal.length > MAX_PERSONAL) return { ok: false, reason: 'personal-too-long' }
  if (current.status === 'closed') return { ok: false, reason: 'case-closed' }
  const response = settings.responses().find((r) => r.id === input.responseId)
  if (!response) return { ok: false, reason: 'unknown-response' }
  if (!isCurrent(response, dayIn(at, timeZone))) return { ok: false, reason: 'response-expired' }
  const [submission] = await on.select({ answers: submissions.answers }).from(submissions).where(eq(submissions.id, current.id))
  const to = replyAddress((submission?.answers ?? {}) as Record<string, unknown>)
  if (!to) return { ok: false, reason: 'no-email' }
  const { subject, text } = composeReply({ response, lang: input.lang, personal: input.personal, sender: actor.name, reference })
  const domain = /@([^>\s]+)/.exec(settings.from)?.[1] ?? 'localhost'
  const messageId = `<${reference}.reply.${crypto.randomBytes(6).toString('hex')}@${domain}>`
  return { ok: true, response, message: { from: settings.from, to, subject, text, messageId } }
}

type ReplyContext = { reference: string; input: ReplyInput; actor: StaffUser; at: Date; settings: ReplySettings; timeZone: string }

/** The e-mail a reply would send, for its preview: nothing is written. */
export async function draftReply(db: Database, context: ReplyContext): Promise<ReplyDraftResult> {
  const [current] = await db
    .select({ id: staffCases.submissionId, status: staffCases.status })
    .from(staffCases)
    .where(eq(staffCases.reference, context.reference))
  if (!current) return { ok: false, reason: 'not-found' }
  const prepared = await prepareReply(db, current, context)
  if (!prepared.ok) return prepared
  const { from, to, subject, text } = prepared.message
  return { ok: true, draft: { from, to, subject, text, version: prepared.response.version } }
}

/**
 * Sends a standard response from a case, in one transaction with its audit entry: the e-mail into the outbox (so
 * it leaves once, with one Message-ID, whatever restarts), the reply into the case's history (the text sent, the
 * response and its version, the language, the address, the sender), and the case Answered when its rules allow
 * (an adverse event not yet transferred stays as it is). The same form's key again sends nothing more: it is
 * answered `already-sent`, and no entry is written for what did nothing.
 */
export async function sendReply(tx: Transaction, context: ReplyContext): Outcome {
  const { reference, input, actor, at } = context
  if (!REPLY_KEY.test(input.key)) return { ok: false, reason: 'bad-key' }
  const current = await lockedCase(tx, reference, {
    id: staffCases.submissionId,
    status: staffCases.status,
    adverseEvent: staffCases.adverseEvent,
    externalCaseNumber: staffCases.externalCaseNumber,
  })
  if (!current || !isCaseStatus(current.status)) return { ok: false, reason: 'not-found' }
  // Locked above: a second click waits for the first and then finds its message; nothing more is written or logged.
  const [sent] = await tx
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(eq(outbox.submissionId, current.id), eq(outbox.kind, replyKind(input.key))))
  if (sent) return { ok: false, reason: 'already-sent' }
  const prepared = await prepareReply(tx, current, context)
  if (!prepared.ok) return prepared
  const { response, message } = prepared
  await tx.insert(outbox).values({ submissionId: current.id, kind: replyKind(input.key), message })
  const event = { id: current.id, at, actor }
  await recordEvent(tx, event, 'reply', {
    responseId: response.id,
    version: response.version,
    lang: input.lang,
    to: message.to,
    subject: message.subject,
    text: message.text,
    messageId: message.messageId,
  })
  const status = current.status
  const answered = status === 'answered' || statusRefusal({ ...current, status }, 'answered') === null
  if (answered && status !== 'answered') {
    await tx.update(staffCases).set({ status: 'answered', updatedAt: at }).where(eq(staffCases.submissionId, current.id))
    await recordEvent(tx, event, 'status', { from: status, to: 'answered', externalCaseNumber: null })
  } else await tx.update(staffCases).set({ updatedAt: at }).where(eq(staffCases.submissionId, current.id))
  // Which response, which version and language, and whether the case became Answered; never the text or the address.
  return {
    ok: true,
    value: { answered },
    audit: {
      action: 'case-reply',
      target: reference,
      details: { responseId: response.id, version: response.version, lang: input.lang, answered },
    },
  }
}

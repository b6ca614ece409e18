import crypto from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { formatDay, formatInstant } from '../../app/i18n/format-date.ts'
import { href } from '../../app/routing/paths.ts'
import type { Lang } from '../../app/routing/route-table.ts'
import { dayIn } from '../../app/staff/domain/clock.ts'
import {
  expiryOf,
  FOLLOW_UP_TOKEN,
  followUpQuestions,
  followUpClockAfterAnswers,
  isFollowUpQuestion,
  REPORTER_ACTOR,
  linkState,
  readFollowUpInput,
  type AnsweredQuestion,
  type AskedQuestion,
  type FollowUpInput,
  type FollowUpAnswerOutcome as AnswerOutcome,
  type FollowUpLink,
  type FollowUpRefusal,
} from '../../app/staff/domain/follow-up.ts'
import { composeFollowUpRequest } from '../../app/staff/domain/follow-up-mail.ts'
import { REPLY_KEY, replyAddress, replyLanguage } from '../../app/staff/domain/reply.ts'
import type { StaffUser } from '../../app/staff/domain/services.ts'
import { staffHref } from '../../app/staff/domain/staff-paths.ts'
import type { Database } from '../db/database.ts'
import { followUpRequests, outbox, staffCases, submissions } from '../db/schema.ts'
import type { OutboxMessage } from '../outbox/message.ts'
import { appendAudit, type Done, type Refused, type Transaction } from './audit.ts'
import { clearClosure } from './closure.ts'
import { lockedCase, recordEvent } from './locked-case.ts'
import { staffMailTranslator } from './mail/messages.ts'

/**
 * Where follow-ups' e-mails come from and go: the reply address (the reporter answers the team, as after a reply),
 * the site's address for the link, and the medical-information team told of each answer in its language.
 */
export type FollowUpSettings = { from: string; siteUrl: string; team?: { to: string; lang: Lang } }

/** The outbox's kind of a request: its form's one-time key, so a second click or a page sent again sends nothing more. */
export const followUpRequestKind = (key: string) => `follow-up-${key}`
/** The team's notice of an answer: one per request, as a request is answered once. */
export const followUpAnswerKind = (requestId: number) => `follow-up-answer-${requestId}`

/** Only the token's SHA-256 is stored: a copy of the database opens no reporter's form. */
export const tokenHash = (token: string) => crypto.createHash('sha256').update(token, 'utf8').digest('hex')

const messageId = (reference: string, what: string, from: string) =>
  `<${reference}.${what}.${crypto.randomBytes(6).toString('hex')}@${/@([^>\s]+)/.exec(from)?.[1] ?? 'localhost'}>`

/** The reporter of the person's public pages: the audit log names who did what, and this was no one of the team. */
export const REPORTER: StaffUser = { subject: REPORTER_ACTOR, name: REPORTER_ACTOR, email: null, roles: [] }

type RequestContext = { reference: string; input: FollowUpInput & { key: string }; actor: StaffUser; at: Date; settings: FollowUpSettings }

/**
 * Asks a case's reporter for more, in one transaction with its audit entry: a link (a random token, its hash kept)
 * that answers once until 14 days from now by the server's clock, the e-mail with the link into the outbox (it
 * leaves once, whatever restarts), and the request into the history (who, which questions, the language, the expiry;
 * never the link). Only an open case with an e-mail address asks; the form's key again sends nothing more.
 */
export async function requestFollowUp(
  tx: Transaction,
  { reference, input, actor, at, settings }: RequestContext,
): Promise<Done<{ expiresAt: Date }> | Refused<Exclude<FollowUpRefusal, 'forbidden'> | 'bad-key' | 'already-sent'>> {
  if (!REPLY_KEY.test(input.key)) return { ok: false, reason: 'bad-key' }
  const read = readFollowUpInput(input)
  if (!read.ok) return read as Refused<Exclude<FollowUpRefusal, 'forbidden'>>
  const current = await lockedCase(tx, reference, { id: staffCases.submissionId, status: staffCases.status, lang: staffCases.lang })
  if (!current) return { ok: false, reason: 'not-found' }
  const [sent] = await tx
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(eq(outbox.submissionId, current.id), eq(outbox.kind, followUpRequestKind(input.key))))
  if (sent) return { ok: false, reason: 'already-sent' }
  if (current.status === 'closed') return { ok: false, reason: 'case-closed' }
  const [submission] = await tx.select({ answers: submissions.answers }).from(submissions).where(eq(submissions.id, current.id))
  const answers = (submission?.answers ?? {}) as Record<string, unknown>
  const to = replyAddress(answers)
  if (!to) return { ok: false, reason: 'no-email' }
  const lang = replyLanguage(answers, current.lang)
  const token = crypto.randomBytes(32).toString('base64url')
  const expiresAt = expiryOf(at)
  const [request] = await tx
    .insert(followUpRequests)
    .values({
      submissionId: current.id,
      tokenHash: tokenHash(token),
      questions: read.asked,
      lang,
      requestedBy: actor.name,
      requestedAt: at,
      expiresAt,
    })
    .returning({ id: followUpRequests.id })
  const link = settings.siteUrl + href('follow-up', lang, { token })
  const { subject, text } = composeFollowUpRequest({ lang, questions: read.asked, link, expiresAt, sender: actor.name, reference })
  const message: OutboxMessage = { from: settings.from, to, subject, text, messageId: messageId(reference, 'follow-up', settings.from) }
  await tx.insert(outbox).values({ submissionId: current.id, kind: followUpRequestKind(input.key), message })
  await recordEvent(tx, { id: current.id, at, actor }, 'follow-up-request', {
    requestId: request!.id,
    questions: read.asked,
    lang,
    to,
    expiresAt: expiresAt.toISOString(),
    messageId: message.messageId,
  })
  await tx.update(staffCases).set({ updatedAt: at }).where(eq(staffCases.submissionId, current.id))
  // Which questions and the language; never the address, the team's own question or the link.
  return {
    ok: true,
    value: { expiresAt },
    audit: { action: 'case-follow-up', target: reference, details: { questions: read.asked.map((q) => q.key), lang } },
  }
}

const asLang = (value: string): Lang => (value === 'fr' ? 'fr' : 'en')
const askedOf = (value: unknown): AskedQuestion[] =>
  (Array.isArray(value) ? value : []).filter(
    (q): q is AskedQuestion => typeof q === 'object' && q !== null && isFollowUpQuestion((q as AskedQuestion).key),
  )

async function findLink(on: Database | Transaction, token: string, lock: boolean) {
  if (!FOLLOW_UP_TOKEN.test(token)) return undefined
  const query = on
    .select()
    .from(followUpRequests)
    .where(eq(followUpRequests.tokenHash, tokenHash(token)))
  const [row] = lock ? await query.for('update') : await query
  return row
}

/** A link's state now, for its page; reads only. */
export async function openFollowUp(db: Database, token: string, now: Date): Promise<FollowUpLink> {
  const row = await findLink(db, token, false)
  const state = linkState(row, now)
  if (state !== 'open') return { state, ...(row ? { lang: asLang(row.lang) } : {}) }
  if (!row) return { state: 'not-found' }
  return { state, lang: asLang(row.lang), questions: askedOf(row.questions) }
}

/**
 * The reporter's answers, stored before they are confirmed: in one transaction the link is marked used (locked first,
 * so a second post waits and then finds it used), the answers go into the case's history with their own receipt time
 * and, for a serious adverse event, the follow-up report's due date (15 calendar days from that day), the team's notice
 * (no answer in it) into the outbox, and an entry into the audit log. A used, expired or unknown link changes nothing.
 */
export async function answerFollowUp(
  db: Database,
  {
    token,
    answers,
    now,
    timeZone,
    settings,
  }: { token: string; answers: Record<string, string>; now: Date; timeZone: string; settings: FollowUpSettings },
): Promise<AnswerOutcome> {
  return db.transaction(async (tx): Promise<AnswerOutcome> => {
    const row = await findLink(tx, token, true)
    const state = linkState(row, now)
    if (state !== 'open') return { ok: false as const, state }
    if (!row) return { ok: false as const, state: 'not-found' as const }
    const [current] = await tx
      .select({
        reference: staffCases.reference,
        serious: staffCases.seriousAdverseEvent,
        status: staffCases.status,
        externalCaseNumber: staffCases.externalCaseNumber,
        runningDue: staffCases.followUpReportDue,
      })
      .from(staffCases)
      .where(eq(staffCases.submissionId, row.submissionId))
      .for('update')
    if (!current) return { ok: false as const, state: 'not-found' as const }
    await tx.update(followUpRequests).set({ answeredAt: now }).where(eq(followUpRequests.id, row.id))
    const answered: AnsweredQuestion[] = askedOf(row.questions).map((question) => ({
      ...question,
      answer: (answers[question.key] ?? '').trim().slice(0, followUpQuestions[question.key].max),
    }))
    const clock = followUpClockAfterAnswers(current, dayIn(now, timeZone))
    const { reportDue } = clock
    await recordEvent(tx, { id: row.submissionId, at: now, actor: REPORTER }, 'follow-up-answer', {
      requestId: row.id,
      receivedAt: now.toISOString(),
      reportDue,
      joinsFirstReport: clock.joinsFirstReport,
      answers: answered,
    })
    await tx
      .update(staffCases)
      .set({
        updatedAt: now,
        ...(clock.runningDue ? { followUpReportDue: clock.runningDue } : {}),
        ...(clock.reopen ? { status: 'triaged' } : {}),
      })
      .where(eq(staffCases.submissionId, row.submissionId))
    // A closed case whose new information must still be reported opens again, so that its clock is in the queue.
    if (clock.reopen) {
      await clearClosure(tx, row.submissionId, now)
      await recordEvent(tx, { id: row.submissionId, at: now, actor: REPORTER }, 'status', {
        from: 'closed',
        to: 'triaged',
        reopenedFor: 'follow-up-report',
      })
    }
    if (settings.team) {
      const m = staffMailTranslator(settings.team.lang)
      const text = [
        m('team.staff.followUp.intro'),
        '',
        m('team.reference', { reference: current.reference }),
        m('team.staff.followUp.received', { date: `${formatInstant(now, settings.team.lang)} (${now.toISOString()})` }),
        ...(reportDue ? [m('team.staff.followUp.reportDue', { date: formatDay(reportDue, settings.team.lang, 'full') })] : []),
        '',
        m('team.staff.link', { url: settings.siteUrl + staffHref('staff-case', settings.team.lang, { reference: current.reference }) }),
        '',
      ].join('\n')
      const message: OutboxMessage = {
        from: settings.from,
        to: settings.team.to,
        subject: m('team.staff.followUp.subject', { reference: current.reference }),
        text,
        messageId: messageId(current.reference, 'follow-up-answer', settings.from),
        ...(reportDue ? { headers: { Priority: 'urgent', Importance: 'high', 'X-Priority': '1' } } : {}),
      }
      await tx.insert(outbox).values({ submissionId: row.submissionId, kind: followUpAnswerKind(row.id), message })
    }
    // Which request and how many answers; never their words, which the case keeps.
    await appendAudit(
      tx,
      REPORTER,
      {
        action: 'case-follow-up-answer',
        target: current.reference,
        details: { requestId: row.id, answered: answered.filter((a) => a.answer).length, reportDue, reopened: clock.reopen },
      },
      now,
    )
    return { ok: true as const, lang: asLang(row.lang) }
  })
}

/**
 * Records the follow-up report sent to the safety system, in one transaction with its audit entry: the follow-up
 * clock stops, and the history keeps the day it was due and the day it was sent. Refused when no follow-up report runs.
 */
export async function recordFollowUpReport(
  tx: Transaction,
  { reference, actor, at, timeZone }: { reference: string; actor: StaffUser; at: Date; timeZone: string },
): Promise<Done<undefined> | Refused<'not-found' | 'no-follow-up-report-due'>> {
  const current = await lockedCase(tx, reference, { id: staffCases.submissionId, due: staffCases.followUpReportDue })
  if (!current) return { ok: false, reason: 'not-found' }
  if (!current.due) return { ok: false, reason: 'no-follow-up-report-due' }
  const on = dayIn(at, timeZone)
  await tx.update(staffCases).set({ followUpReportDue: null, updatedAt: at }).where(eq(staffCases.submissionId, current.id))
  await recordEvent(tx, { id: current.id, at, actor }, 'follow-up-reported', { due: current.due, on })
  return {
    ok: true,
    value: undefined,
    audit: { action: 'case-follow-up-reported', target: reference, details: { due: current.due, on, late: on > current.due } },
  }
}

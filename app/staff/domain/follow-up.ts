import { addDays, type IsoDate } from '../../calendar/business-days.ts'
import type { FormMessageKey } from '../../forms/domain/messages/index.ts'
import type { Lang } from '../../routing/route-table.ts'
import { SERIOUS_REPORT_DAYS } from './clock.ts'

/**
 * A follow-up: the team asks the reporter of a case for what is missing (a lot number, the outcome…) through a link
 * sent by e-mail in the reporter's language. The questions are a fixed list, described here once: the staff form's
 * boxes, the e-mail, the reporter's form and its schema, and the history all read it. Their wording is the reporter's
 * (the forms' catalogue), shown to the team as the reporter will read it; only "a question of our own" is typed.
 */

/** Who the history and the audit log name for what the reporter did through a link: no one of the team. */
export const REPORTER_ACTOR = 'reporter'

/** How long a link answers, by the server's clock. */
export const FOLLOW_UP_DAYS = 14
/** The longest question the team may type. */
export const MAX_FREE_QUESTION = 500

type QuestionDescription = {
  /** What the reporter reads, in the page's or the e-mail's language. */
  wording: FormMessageKey
  /** A line (a number, a date as remembered) or a paragraph. */
  input: 'line' | 'paragraph'
  /** The answer's longest. */
  max: number
}

export const followUpQuestions = {
  'lot-number': { wording: 'form.followUp.question.lot-number', input: 'line', max: 100 },
  'reaction-start': { wording: 'form.followUp.question.reaction-start', input: 'line', max: 100 },
  'reaction-stop': { wording: 'form.followUp.question.reaction-stop', input: 'line', max: 100 },
  outcome: { wording: 'form.followUp.question.outcome', input: 'paragraph', max: 2_000 },
  'other-medicines': { wording: 'form.followUp.question.other-medicines', input: 'paragraph', max: 2_000 },
  /** The team's own question, typed on the case page; its text travels with the request. */
  free: { wording: 'form.followUp.question.free', input: 'paragraph', max: 2_000 },
} as const satisfies Record<string, QuestionDescription>

export type FollowUpQuestionKey = keyof typeof followUpQuestions
export const followUpQuestionKeys = Object.keys(followUpQuestions) as FollowUpQuestionKey[]
export const isFollowUpQuestion = (value: unknown): value is FollowUpQuestionKey =>
  typeof value === 'string' && Object.hasOwn(followUpQuestions, value)

/** A question as asked: its key, and for the team's own question its text. */
export type AskedQuestion = { key: FollowUpQuestionKey; text?: string }

/** A question with the reporter's answer ('' when they left it empty), as the history keeps it. */
export type AnsweredQuestion = AskedQuestion & { answer: string }

export type FollowUpInput = { questions: FollowUpQuestionKey[]; freeQuestion: string }

export type FollowUpRefusal =
  'not-found' | 'forbidden' | 'case-closed' | 'no-email' | 'no-questions' | 'free-question-required' | 'free-question-too-long'

/** The questions to ask, in the list's order, or why they cannot be asked. */
export function readFollowUpInput(input: FollowUpInput): { ok: true; asked: AskedQuestion[] } | { ok: false; reason: FollowUpRefusal } {
  const chosen = followUpQuestionKeys.filter((key) => input.questions.includes(key))
  if (chosen.length === 0) return { ok: false, reason: 'no-questions' }
  const free = input.freeQuestion.trim()
  if (chosen.includes('free') && !free) return { ok: false, reason: 'free-question-required' }
  if (free.length > MAX_FREE_QUESTION) return { ok: false, reason: 'free-question-too-long' }
  return { ok: true, asked: chosen.map((key) => (key === 'free' ? { key, text: free } : { key })) }
}

/** What the link says when it is opened: it can be answered, or why not. */
export type FollowUpLinkState = 'open' | 'answered' | 'expired' | 'not-found'

/** A link's state at an instant: answered first (a used link stays used), then its expiry by the server's clock. */
export function linkState(link: { answeredAt: Date | null; expiresAt: Date } | undefined, now: Date): FollowUpLinkState {
  if (!link) return 'not-found'
  if (link.answeredAt) return 'answered'
  return now.getTime() >= link.expiresAt.getTime() ? 'expired' : 'open'
}

/**
 * Whether a request in a case's history expired unanswered at `now` (by the server's clock): its link no longer
 * answers and no answer to it is in the history. Read from the history itself, so no job has to write it.
 */
export function expiredUnanswered(
  request: { details: Record<string, unknown> },
  history: readonly { kind: string; details: Record<string, unknown> }[],
  now: Date,
): boolean {
  const { requestId, expiresAt } = request.details
  if (typeof expiresAt !== 'string' || Date.parse(expiresAt) > now.getTime()) return false
  return !history.some((event) => event.kind === 'follow-up-answer' && event.details.requestId === requestId)
}

/** When a link requested at `at` stops answering. */
export const expiryOf = (at: Date) => new Date(at.getTime() + FOLLOW_UP_DAYS * 24 * 60 * 60 * 1000)

/**
 * New information has its own day 0: for a serious adverse event, the follow-up report to the safety system is due
 * 15 calendar days after the day the answers were received (company time), whatever the first report's clock.
 */
export const followUpReportDue = (receivedDay: IsoDate, seriousAdverseEvent: boolean): IsoDate | null =>
  seriousAdverseEvent ? addDays(receivedDay, SERIOUS_REPORT_DAYS) : null

/**
 * What answers received on `receivedDay` do to the case's follow-up report. On a serious adverse event already
 * transferred (the safety system's number recorded), the new information is a follow-up report of its own, due 15
 * days from that day; a clock already running keeps its earlier day. Before the transfer, it joins the first report
 * and that report's clock stands. A closed case with a report to make opens again.
 */
export function followUpClockAfterAnswers(
  c: { serious: boolean; status: string; externalCaseNumber: string | null; runningDue: IsoDate | null },
  receivedDay: IsoDate,
): { reportDue: IsoDate | null; runningDue: IsoDate | null; joinsFirstReport: boolean; reopen: boolean } {
  const transferred = c.externalCaseNumber !== null
  const reportDue = transferred ? followUpReportDue(receivedDay, c.serious) : null
  const runningDue = reportDue && c.runningDue && c.runningDue < reportDue ? c.runningDue : reportDue
  return { reportDue, runningDue, joinsFirstReport: c.serious && !transferred, reopen: reportDue !== null && c.status === 'closed' }
}

/** The link's random token: 32 bytes, base64url; only its SHA-256 is stored. */
export const FOLLOW_UP_TOKEN = /^[A-Za-z0-9_-]{43}$/

/** What a link opens: its state, and when open the questions to show, in its language. */
export type FollowUpLink =
  { state: 'open'; lang: Lang; questions: AskedQuestion[] } | { state: Exclude<FollowUpLinkState, 'open'>; lang?: Lang }

/** A post of answers: stored (the link is used now), or why the link took nothing. */
export type FollowUpAnswerOutcome = { ok: true; lang: Lang } | { ok: false; state: Exclude<FollowUpLinkState, 'open'> }

/** The public side of follow-ups, as the server hands it to the page (app/follow-up/follow-up-context.server.ts). */
export type FollowUpDesk = {
  open(token: string): Promise<FollowUpLink>
  answer(token: string, answers: Record<string, string>): Promise<FollowUpAnswerOutcome>
}

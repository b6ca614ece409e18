import crypto from 'node:crypto'
import { and, eq, ne, sql } from 'drizzle-orm'
import type { FormKind } from '../../app/forms/domain/form-kinds.ts'
import type { Lang } from '../../app/routing/route-table.ts'
import { isBusinessDay, type IsoDate } from '../../app/calendar/business-days.ts'
import { caseStatuses, type CaseStatus } from '../../app/staff/domain/case-status.ts'
import { formatDay } from '../../app/i18n/format-date.ts'
import { dayIn, hourIn } from '../../app/i18n/zoned-time.ts'
import { runningClocks, type ClockName } from '../../app/staff/domain/clock.ts'
import type { StaffServices } from '../../app/staff/domain/services.ts'
import { staffHref } from '../../app/staff/domain/staff-paths.ts'
import { staffTranslator } from '../../app/staff/messages/index.ts'
import type { Database } from '../db/database.ts'
import { outbox, staffCases } from '../db/schema.ts'
import { clockDue } from './clocks.ts'
import type { OutboxMessage } from '../outbox/message.ts'
import { clockDueLine, staffMailTranslator as mailTranslator } from './mail/messages.ts'

/** The digest goes out from this hour (company time) on: before the team's day starts, after the night's posts. */
export const DIGEST_HOUR = 7
/** The outbox kind of the digest; with the day, the outbox's unique key. */
export const DIGEST_KIND = 'staff-digest'
/** More cases than this are counted, not listed: the list is in the staff area. */
const LISTED_CASES = 200

export type DigestMail = {
  from: string
  /** The medical-information team's address (`MAIL_TO_MEDICAL_INFORMATION`). */
  to: string
  teamLang: Lang
  siteUrl: string
  timeZone: string
}

type DueCase = {
  reference: string
  form: string
  status: string
  adverseEvent: boolean
  seriousAdverseEvent: boolean
  qualityProblem: boolean
  suspectedSpam: boolean
  triageDue: IsoDate
  reportDue: IsoDate | null
  followUpReportDue: IsoDate | null
  externalCaseNumber: string | null
}

/**
 * The clocks of a case still running (triage until triaged, the report until a transfer is recorded, a follow-up
 * report until it is recorded sent), with their days.
 */
const openClocks = (row: DueCase): [ClockName, IsoDate][] =>
  runningClocks({ ...row, status: row.status as CaseStatus, closure: null }).map(({ clock, due }) => [clock, due])

/**
 * Whether the digest is due at `now`: on a working day of the company calendar (weekends and the Québec and
 * Ontario holidays are not; Monday's digest shows what fell due over the weekend), from DIGEST_HOUR on.
 */
export function digestDay(now: Date, today: IsoDate, timeZone: string): IsoDate | null {
  return isBusinessDay(today) && hourIn(now, timeZone) >= DIGEST_HOUR ? today : null
}

/** The digest's text: counts by status, then the overdue and due-today cases by reference, flags, due dates and links. */
export function digestMessage(
  mail: DigestMail,
  today: IsoDate,
  counts: Map<CaseStatus, number>,
  due: DueCase[],
  totals: { overdue: number; dueToday: number },
): Omit<OutboxMessage, 'messageId'> {
  const m = mailTranslator(mail.teamLang)
  const s = staffTranslator(mail.teamLang)
  const overdue = due.filter((row) => openClocks(row).some(([, day]) => day < today))
  const dueToday = due.filter((row) => !overdue.includes(row))
  const flags = (row: DueCase) => {
    const list = [
      row.adverseEvent && m('team.staff.flag.adverseEvent'),
      row.seriousAdverseEvent && m('team.staff.flag.serious'),
      row.qualityProblem && m('team.staff.flag.qualityProblem'),
      row.suspectedSpam && m('team.staff.flag.suspectedSpam'),
    ].filter(Boolean)
    return m('team.staff.flags', { flags: list.length ? list.join(', ') : m('team.staff.flag.none') })
  }
  const entry = (row: DueCase) => [
    `${row.reference} – ${m(`team.form.${row.form as FormKind}`)}`,
    `  ${flags(row)}`,
    ...openClocks(row).map(([clock, day]) => `  ${m(clockDueLine[clock], { date: formatDay(day, mail.teamLang, 'full') })}`),
    `  ${m('team.staff.link', { url: mail.siteUrl + staffHref('staff-case', mail.teamLang, { reference: row.reference }) })}`,
    '',
  ]
  const section = (title: string, rows: DueCase[]) => [
    title,
    '',
    ...(rows.length ? rows.flatMap(entry) : [m('team.staff.digest.none'), '']),
  ]
  const open = caseStatuses.filter((status) => status !== 'closed')
  return {
    from: mail.from,
    to: mail.to,
    subject: m('team.staff.digest.subject', { date: today, ...totals }),
    text: [
      m('team.staff.digest.intro', { date: formatDay(today, mail.teamLang, 'full') }),
      '',
      m('team.staff.digest.open', { count: open.reduce((sum, status) => sum + (counts.get(status) ?? 0), 0) }),
      ...open.map((status) => m('team.staff.digest.status', { status: s(`staff.status.${status}`), count: counts.get(status) ?? 0 })),
      '',
      // The totals count every due case, listed or not.
      ...section(m('team.staff.digest.overdue', { count: totals.overdue }), overdue),
      ...section(m('team.staff.digest.dueToday', { count: totals.dueToday }), dueToday),
      ...(totals.overdue + totals.dueToday > due.length
        ? [m('team.staff.digest.more', { count: totals.overdue + totals.dueToday - due.length }), '']
        : []),
      m('team.staff.digest.list', { url: mail.siteUrl + staffHref('staff-cases', mail.teamLang) }),
      '',
    ].join('\n'),
    headers: {},
  }
}

/**
 * Writes today's digest into the outbox once the day's hour has come. The outbox's unique (digest day, kind)
 * makes it once a day, whichever server and however often this runs; returns whether this call wrote it.
 * No health information and nothing a visitor wrote, as the team notification (docs/decisions/0113, 0116).
 */
export async function queueDailyDigest(db: Database, services: StaffServices, mail: DigestMail, now: Date): Promise<boolean> {
  // The day and the hour from the same instant, so that a run at midnight cannot mix two days.
  const day = digestDay(now, dayIn(now, mail.timeZone), mail.timeZone)
  if (!day) return false
  const [sent] = await db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(eq(outbox.digestDay, day), eq(outbox.kind, DIGEST_KIND)))
    .limit(1)
  if (sent) return false
  // Opens cases for new submissions first: the night's posts are counted and listed too.
  await services.listCases({}, { limit: 1 })
  const counted = await db
    .select({ status: staffCases.status, count: sql<number>`count(*)::int` })
    .from(staffCases)
    .where(ne(staffCases.status, 'closed'))
    .groupBy(staffCases.status)
  // As the queue's clocks (server/staff/clocks.ts): what is overdue, and with it what falls due today.
  const dueCondition = clockDue(day, 'le')
  const [totals] = await db
    .select({
      overdue: sql<number>`count(*) filter (where ${clockDue(day)})::int`,
      due: sql<number>`count(*)::int`,
    })
    .from(staffCases)
    .where(dueCondition)
  const due = await db
    .select({
      reference: staffCases.reference,
      form: staffCases.form,
      status: staffCases.status,
      adverseEvent: staffCases.adverseEvent,
      seriousAdverseEvent: staffCases.seriousAdverseEvent,
      qualityProblem: staffCases.qualityProblem,
      suspectedSpam: staffCases.suspectedSpam,
      triageDue: staffCases.triageDue,
      reportDue: staffCases.reportDue,
      followUpReportDue: staffCases.followUpReportDue,
      externalCaseNumber: staffCases.externalCaseNumber,
    })
    .from(staffCases)
    .where(dueCondition)
    // Oldest first: what is most late leads, and is what the cap keeps.
    .orderBy(staffCases.receivedAt, staffCases.reference)
    .limit(LISTED_CASES)
  const message: OutboxMessage = {
    ...digestMessage(mail, day, new Map(counted.map((row) => [row.status as CaseStatus, row.count])), due, {
      overdue: totals?.overdue ?? 0,
      dueToday: (totals?.due ?? 0) - (totals?.overdue ?? 0),
    }),
    messageId: `<digest-${day}.${crypto.randomBytes(6).toString('hex')}@${/@([^>\s]+)/.exec(mail.from)?.[1] ?? 'localhost'}>`,
  }
  const inserted = await db
    .insert(outbox)
    .values({ digestDay: day, kind: DIGEST_KIND, message })
    .onConflictDoNothing()
    .returning({ id: outbox.id })
  return inserted.length > 0
}

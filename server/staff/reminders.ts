import crypto from 'node:crypto'
import { sql } from 'drizzle-orm'
import { formTeams, type FormKind } from '../../app/forms/domain/form-kinds.ts'
import type { Lang } from '../../app/routing/route-table.ts'
import type { StaffServices } from '../../app/staff/domain/services.ts'
import { staffHref } from '../../app/staff/domain/staff-paths.ts'
import type { Database } from '../db/database.ts'
import { outbox, staffCases } from '../db/schema.ts'
import type { OutboxMessage } from '../db/submissions.ts'
import { mailTranslator } from '../mail/messages.ts'

export type ReminderMail = {
  from: string
  teamAddresses: { contact: string; 'medical-information': string }
  teamLang: Lang
  siteUrl: string
}

const day = (lang: Lang, iso: string) =>
  new Intl.DateTimeFormat(lang === 'fr' ? 'fr-CA' : 'en-CA', { dateStyle: 'full', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`))

/**
 * One reminder per case and clock once it is overdue (triage not done by its day; a serious case not transferred
 * by its report day), written into the outbox that delivers the form e-mails. The outbox's unique (case, kind)
 * makes it once only, whichever server and however often this runs. No health information, as 0113.
 */
export async function queueOverdueReminders(db: Database, services: StaffServices, mail: ReminderMail): Promise<number> {
  // Opens cases for new submissions first: a case nobody has looked at yet is overdue too.
  await services.listCases({ overdue: true }, { limit: 1 })
  const today = services.today()
  const m = mailTranslator(mail.teamLang)
  const rows = await db
    .select({
      id: staffCases.submissionId,
      reference: staffCases.reference,
      form: staffCases.form,
      status: staffCases.status,
      triageDue: staffCases.triageDue,
      reportDue: staffCases.reportDue,
    })
    .from(staffCases)
    .where(
      sql`(${staffCases.status} = 'new' and ${staffCases.triageDue} < ${today}) or (${staffCases.reportDue} < ${today} and ${staffCases.status} in ('new', 'triaged'))`,
    )
    .limit(500)
  const reminders = rows.flatMap((row) => {
    const clocks: ['triage' | 'report', string][] = []
    if (row.status === 'new' && row.triageDue < today) clocks.push(['triage', row.triageDue])
    if (row.reportDue && row.reportDue < today) clocks.push(['report', row.reportDue])
    return clocks.map(([clock, due]) => {
      const message: OutboxMessage = {
        from: mail.from,
        // The form's team (a side-effect report is the medical-information team's); a form unknown to this version, theirs too.
        to: mail.teamAddresses[formTeams[row.form as FormKind] ?? 'medical-information'],
        subject: m(`team.staff.overdue.${clock}`, { reference: row.reference }),
        text: [
          m('team.staff.overdue.intro'),
          '',
          m('team.reference', { reference: row.reference }),
          m(clock === 'triage' ? 'team.staff.triageDue' : 'team.staff.reportDue', { date: day(mail.teamLang, due) }),
          '',
          m('team.staff.link', { url: mail.siteUrl + staffHref('staff-case', mail.teamLang, { reference: row.reference }) }),
          '',
        ].join('\n'),
        messageId: `<${row.reference}.overdue-${clock}.${crypto.randomBytes(6).toString('hex')}@${/@([^>\s]+)/.exec(mail.from)?.[1] ?? 'localhost'}>`,
        headers: clock === 'report' ? { Priority: 'urgent', Importance: 'high', 'X-Priority': '1' } : {},
      }
      return { submissionId: row.id, kind: `overdue-${clock}`, message }
    })
  })
  if (reminders.length === 0) return 0
  const inserted = await db.insert(outbox).values(reminders).onConflictDoNothing().returning({ id: outbox.id })
  return inserted.length
}

/** Looks every `everyMs` (10 minutes by default); stops with the server. */
export function startReminders(run: () => Promise<unknown>, onError: (error: unknown) => void, everyMs = 10 * 60_000) {
  let running: Promise<unknown> | undefined
  const tick = () => {
    running ??= run()
      .catch(onError)
      .finally(() => (running = undefined))
  }
  const timer = setInterval(tick, everyMs)
  timer.unref()
  tick()
  return async () => {
    clearInterval(timer)
    await running
  }
}

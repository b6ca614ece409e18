import crypto from 'node:crypto'
import { formatDay } from '../../app/i18n/format-date.ts'
import { formTeams, type FormKind } from '../../app/forms/domain/form-kinds.ts'
import type { Lang } from '../../app/routing/route-table.ts'
import type { CaseStatus } from '../../app/staff/domain/case-status.ts'
import { runningClocks } from '../../app/staff/domain/clock.ts'
import type { StaffServices } from '../../app/staff/domain/services.ts'
import { staffHref } from '../../app/staff/domain/staff-paths.ts'
import type { Database } from '../db/database.ts'
import { outbox, staffCases } from '../db/schema.ts'
import { clockDue } from './clocks.ts'
import type { OutboxMessage } from '../outbox/message.ts'
import { clockDueLine, staffMailTranslator as mailTranslator } from './mail/messages.ts'

export type ReminderMail = {
  from: string
  teamAddresses: { contact: string; 'medical-information': string }
  teamLang: Lang
  siteUrl: string
}

/**
 * One reminder per case and clock once it is overdue (triage not done by its day; a serious adverse event, as
 * triage left it, with no transfer recorded by its report day), written into the outbox that delivers the form
 * e-mails. The outbox's unique (case, kind) makes it once only, whichever server and however often this runs. No
 * health information, as 0113.
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
      followUpReportDue: staffCases.followUpReportDue,
      externalCaseNumber: staffCases.externalCaseNumber,
    })
    .from(staffCases)
    .where(clockDue(today))
    .limit(500)
  const reminders = rows.flatMap((row) => {
    const clocks = runningClocks({ ...row, status: row.status as CaseStatus, closure: null }).filter(({ due }) => due < today)
    return clocks.map(({ clock, due }) => {
      const message: OutboxMessage = {
        from: mail.from,
        // The form's team (a side-effect report is the medical-information team's); a form unknown to this version, theirs too.
        to: mail.teamAddresses[formTeams[row.form as FormKind] ?? 'medical-information'],
        subject: m(`team.staff.overdue.${clock}`, { reference: row.reference }),
        text: [
          m('team.staff.overdue.intro'),
          '',
          m('team.reference', { reference: row.reference }),
          m(clockDueLine[clock], { date: formatDay(due, mail.teamLang, 'full') }),
          '',
          m('team.staff.link', { url: mail.siteUrl + staffHref('staff-case', mail.teamLang, { reference: row.reference }) }),
          '',
        ].join('\n'),
        messageId: `<${row.reference}.overdue-${clock}.${crypto.randomBytes(6).toString('hex')}@${/@([^>\s]+)/.exec(mail.from)?.[1] ?? 'localhost'}>`,
        headers: clock !== 'triage' ? { Priority: 'urgent', Importance: 'high', 'X-Priority': '1' } : {},
      }
      return { submissionId: row.id, kind: `overdue-${clock}`, message }
    })
  })
  if (reminders.length === 0) return 0
  const inserted = await db.insert(outbox).values(reminders).onConflictDoNothing().returning({ id: outbox.id })
  return inserted.length
}

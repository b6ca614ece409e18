import { company } from '../../../app/content/company.ts'
import { formatInstant } from '../../../app/i18n/format-date.ts'
import { formatDay } from '../../../app/i18n/format-date.ts'
import { COMPANY_TIME_ZONE } from '../../../app/config/constants.ts'
import { submissionFlags } from '../../../app/forms/domain/flags.ts'
import { formPhones } from '../../../app/forms/domain/form-kinds.ts'
import { reporterOf } from '../../../app/forms/domain/reporter.ts'
import { formTranslator } from '../../../app/forms/domain/messages/index.ts'
import type { SubmissionRequest } from '../../../app/forms/domain/services.ts'
import type { Lang } from '../../../app/routing/route-table.ts'
import { caseClock } from '../../../app/staff/domain/clock.ts'
import { isSeriousAdverseEvent } from '../../../app/staff/domain/serious.ts'
import { staffHref } from '../../../app/staff/domain/staff-paths.ts'
import type { CaseDeskMail } from '../../forms/mail/compose.ts'
import { staffMailTranslator as mailTranslator } from './messages.ts'

/** Where the staff area lives, for the link to each case; set only when staff sign-in is configured. */
export type StaffMailConfig = { siteUrl: string }

/** The forms' e-mails with the staff area on (server/forms/mail/compose.ts, `caseDesk`): no health information, a link to the case. */
export function caseDeskMail(staff: StaffMailConfig): CaseDeskMail {
  return {
    teamText: (request, reference, receivedAt, lang) => staffTeamText(request, reference, receivedAt, lang, staff),
    acknowledgementText: staffAcknowledgementText,
  }
}

/**
 * The team's notification once the staff area holds the cases: which form, the reference, the flags, day 0, the
 * due dates and the link to the case, and nothing the visitor wrote (no answer, no name, no address to reply to).
 * An e-mail crosses servers the company does not run; the case stays behind the staff sign-in.
 */
export function staffTeamText(request: SubmissionRequest, reference: string, receivedAt: Date, lang: Lang, staff: StaffMailConfig): string {
  const m = mailTranslator(lang)
  const t = formTranslator(lang)
  const { adverseEvent, qualityProblem } = submissionFlags(request)
  const serious = isSeriousAdverseEvent(request.form, request.answers)
  const clock = caseClock(receivedAt, serious, COMPANY_TIME_ZONE)
  const flags = [
    adverseEvent && m('team.staff.flag.adverseEvent'),
    serious && m('team.staff.flag.serious'),
    qualityProblem && m('team.staff.flag.qualityProblem'),
    request.suspectedSpam && m('team.staff.flag.suspectedSpam'),
  ].filter(Boolean)
  return [
    m('team.staff.intro'),
    '',
    m('team.reference', { reference }),
    m('team.received', { date: `${formatInstant(receivedAt, lang)} (${receivedAt.toISOString()})` }),
    m('team.formLanguage', { lang: t(`form.option.preferredLanguage.${request.lang}`) }),
    m('team.staff.flags', { flags: flags.length ? flags.join(', ') : m('team.staff.flag.none') }),
    m('team.staff.triageDue', { date: formatDay(clock.triageDue, lang, 'full') }),
    ...(clock.reportDue ? [m('team.staff.reportDue', { date: formatDay(clock.reportDue, lang, 'full') })] : []),
    '',
    m('team.staff.link', { url: staff.siteUrl + staffHref('staff-case', lang, { reference }) }),
    '',
  ].join('\n')
}

/** The visitor's acknowledgement with the staff area on: their reference and what happens next, not even their name. */
export function staffAcknowledgementText(request: SubmissionRequest, reference: string, receivedAt: Date): string {
  const { lang } = reporterOf(request)
  const t = formTranslator(lang)
  const m = mailTranslator(lang)
  return [
    m('ack.greeting.staff'),
    '',
    m(`ack.received.${request.form}`, { company: company.name, date: formatInstant(receivedAt, lang) }),
    m('ack.reference', { reference }),
    '',
    t(`form.confirmation.next.${request.form}`),
    '',
    m('ack.privacy', { phone: formPhones[request.form] }),
    m('ack.emergency'),
    '',
    m('ack.signature', { company: company.name }),
    '',
  ].join('\n')
}

import crypto from 'node:crypto'
import { formatInstant } from '../../../app/i18n/format-date.ts'
import { company } from '../../../app/content/company.ts'
import { answerLines } from '../../../app/forms/domain/answer-lines.ts'
import { submissionFlags } from '../../../app/forms/domain/flags.ts'
import { formPhones, formTeams } from '../../../app/forms/domain/form-kinds.ts'
import { reporterOf } from '../../../app/forms/domain/reporter.ts'
import { optionKeyOf } from '../../../app/forms/domain/options-keys.ts'
import type { SubmissionRequest } from '../../../app/forms/domain/services.ts'
import { formTranslator } from '../../../app/forms/domain/messages/index.ts'
import type { Lang } from '../../../app/routing/route-table.ts'
import type { OutboxMessage } from '../../outbox/message.ts'
import type { OutboxKind } from '../submissions.ts'
import { mailTranslator } from './messages.ts'

export type MailConfig = {
  /** `"Nordora Pharma" <no-reply@nordorapharma.ca>` */
  from: string
  /** Where each form's notifications go. */
  teamAddresses: { contact: string; 'medical-information': string }
  /** The language of the team's notifications. */
  teamLang: Lang
  /**
   * Set when the staff area is on (server/staff/mail/notifications.ts): the e-mails then carry no health
   * information, only the reference, flags, day 0, due dates and the link to the case (docs/decisions/0113).
   * Unset: as before.
   */
  caseDesk?: CaseDeskMail
}

/** The texts of the e-mails when the case desk holds what the visitor wrote: written by the staff area. */
export type CaseDeskMail = {
  teamText(request: SubmissionRequest, reference: string, receivedAt: Date, lang: Lang): string
  acknowledgementText(request: SubmissionRequest, reference: string, receivedAt: Date): string
}

function messageId(reference: string, kind: OutboxKind, from: string): string {
  const domain = /@([^>\s]+)/.exec(from)?.[1] ?? 'localhost'
  return `<${reference}.${kind}.${crypto.randomBytes(6).toString('hex')}@${domain}>`
}

/** The team's subject line: the flags first, then the form, the contact form's topic when given, and the reference. */
function teamSubject(request: SubmissionRequest, reference: string, lang: Lang, topic?: string): string {
  const m = mailTranslator(lang)
  const { adverseEvent, qualityProblem } = submissionFlags(request)
  return [
    request.suspectedSpam && m('team.spam'),
    adverseEvent && m('team.urgent'),
    qualityProblem && m('team.quality'),
    m(`team.form.${request.form}`),
    topic,
    reference,
  ]
    .filter(Boolean)
    .join(' – ')
}

function teamMessage(request: SubmissionRequest, reference: string, receivedAt: Date, config: MailConfig): OutboxMessage {
  const lang = config.teamLang
  const t = formTranslator(lang)
  const m = mailTranslator(lang)
  const { adverseEvent } = submissionFlags(request)
  const topic = request.form === 'contact' ? t(optionKeyOf('subject', request.answers.subject)!) : undefined
  const subject = teamSubject(request, reference, lang, topic)
  const answers = answerLines(request, t, lang)
  const text = [
    m('team.intro'),
    '',
    m('team.reference', { reference }),
    m('team.received', { date: `${formatInstant(receivedAt, lang)} (${receivedAt.toISOString()})` }),
    m('team.formLanguage', { lang: t(`form.option.preferredLanguage.${request.lang}`) }),
    ...(adverseEvent ? ['', m('team.urgentNote')] : []),
    ...(request.suspectedSpam ? ['', m('team.spamNote')] : []),
    '',
    ...answers.flatMap(({ label, value }) =>
      value.includes('\n') ? [`${label}:`, ...value.split(/\r?\n/).map((line) => `    ${line}`)] : [`${label}: ${value}`],
    ),
    '',
  ].join('\n')
  return {
    from: config.from,
    to: config.teamAddresses[formTeams[request.form]],
    // The team answers the visitor directly; never a robot's address.
    ...(request.suspectedSpam || !request.answers.email ? {} : { replyTo: request.answers.email }),
    subject,
    text,
    messageId: messageId(reference, 'team', config.from),
    headers: adverseEvent ? { Priority: 'urgent', Importance: 'high', 'X-Priority': '1' } : {},
  }
}

/** The visitor's acknowledgement, in the language they chose; it repeats nothing they wrote but their name. */
function acknowledgement(request: SubmissionRequest, reference: string, receivedAt: Date, config: MailConfig, to: string): OutboxMessage {
  const { name, lang } = reporterOf(request)
  const t = formTranslator(lang)
  const m = mailTranslator(lang)
  const phone = formPhones[request.form]
  const text = [
    m('ack.greeting', { name }),
    '',
    m(`ack.received.${request.form}`, { company: company.name, date: formatInstant(receivedAt, lang) }),
    m('ack.reference', { reference }),
    '',
    t(`form.confirmation.next.${request.form}`),
    ...(submissionFlags(request).adverseEvent ? [t('form.confirmation.adverseEvent')] : []),
    '',
    m('ack.privacy', { phone }),
    m('ack.emergency'),
    '',
    m('ack.signature', { company: company.name }),
    '',
  ].join('\n')
  return {
    from: config.from,
    to,
    subject: m('ack.subject', { reference }),
    text,
    messageId: messageId(reference, 'acknowledgement', config.from),
  }
}

/**
 * The notifications of a submission, written into the outbox in its
 * transaction. A suspected robot gets no acknowledgement: its address may be
 * someone else's; nor does a side-effect reporter who gave only a telephone number.
 */
export function composeMessages(
  request: SubmissionRequest,
  reference: string,
  receivedAt: Date,
  config: MailConfig,
): { kind: OutboxKind; message: OutboxMessage }[] {
  const messages: { kind: OutboxKind; message: OutboxMessage }[] = [
    { kind: 'team', message: teamMessage(request, reference, receivedAt, config) },
  ]
  const visitor = reporterOf(request).email
  if (!request.suspectedSpam && visitor)
    messages.push({ kind: 'acknowledgement', message: acknowledgement(request, reference, receivedAt, config, visitor) })
  if (config.caseDesk) {
    const caseDesk = config.caseDesk
    // The subject without the contact form's topic: only flags, the form and the reference.
    const subject = teamSubject(request, reference, config.teamLang)
    const text = caseDesk.teamText(request, reference, receivedAt, config.teamLang)
    return messages.map(({ kind, message }) => {
      if (kind !== 'team') return { kind, message: { ...message, text: caseDesk.acknowledgementText(request, reference, receivedAt) } }
      // Nobody to reply to: the visitor's address is in the case, not in an e-mail.
      const { replyTo: _replyTo, ...rest } = message
      return { kind, message: { ...rest, subject, text } }
    })
  }
  return messages
}

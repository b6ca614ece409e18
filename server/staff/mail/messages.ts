import { defineCatalogues, makeTranslator, type Translate } from '../../../app/i18n/define-catalogues.ts'
import type { Lang } from '../../../app/routing/route-table.ts'
import type { ClockName } from '../../../app/staff/domain/clock.ts'
import { mailCatalogues, type MailKey } from '../../forms/mail/messages.ts'

/**
 * The staff area's e-mails' own sentences, in both languages: the forms' notifications with the staff area on, the
 * overdue reminders and the daily digest. They say what the forms' e-mails say (server/forms/mail/messages.ts)
 * with the case's reference, flags, clocks and link, and nothing a visitor wrote.
 */
const en = {
  // With the staff area on: the e-mails carry no health information, the case does.
  'ack.greeting.staff': 'Hello,',
  'team.staff.intro': 'A form was sent from the website. What the visitor wrote is in the case, in the staff area, and not in this e-mail.',
  'team.staff.flags': 'Flags: {flags}',
  'team.staff.flag.adverseEvent': 'adverse event',
  'team.staff.flag.serious': 'serious',
  'team.staff.flag.qualityProblem': 'quality complaint',
  'team.staff.flag.suspectedSpam': 'suspected spam',
  'team.staff.flag.none': 'none',
  'team.staff.triageDue': 'Triage due: {date}',
  'team.staff.reportDue': 'Report to Health Canada due: {date}',
  'team.staff.link': 'The case: {url}',
  'team.staff.overdue.triage': 'OVERDUE – triage – {reference}',
  'team.staff.overdue.report': 'OVERDUE – report to Health Canada – {reference}',
  'team.staff.overdue.follow-up': 'OVERDUE – follow-up report to Health Canada – {reference}',
  'team.staff.overdue.intro': 'This case is past its due date and still open in the staff area.',
  // The daily digest to the medical-information team: counts and references, nothing the visitors wrote.
  'team.staff.digest.subject': 'Daily digest – {date} – {overdue} overdue, {dueToday} due today',
  'team.staff.digest.intro': 'The staff area on {date}. This e-mail holds no case’s content: each case is in the staff area.',
  'team.staff.digest.open': 'Open cases: {count}',
  'team.staff.digest.status': '  {status}: {count}',
  'team.staff.digest.overdue': 'Overdue ({count})',
  'team.staff.digest.dueToday': 'Due today ({count})',
  'team.staff.digest.none': 'None.',
  'team.staff.digest.more': '…and {count} more in the staff area.',
  'team.staff.digest.list': 'The case list: {url}',
  // A reporter answered a follow-up: the case has the answers, the e-mail only says so.
  'team.staff.followUp.subject': 'Follow-up answers received – {reference}',
  'team.staff.followUp.intro':
    'The reporter answered the follow-up questions. Their answers are in the case, in the staff area, and not in this e-mail.',
  'team.staff.followUp.received': 'Received: {date}',
  'team.staff.followUp.reportDue': 'Follow-up report to Health Canada due: {date}',
} as const

type StaffMailMessages = { readonly [K in keyof typeof en]: string }

const fr: StaffMailMessages = {
  'ack.greeting.staff': 'Bonjour,',
  'team.staff.intro':
    'Un formulaire a été envoyé à partir du site Web. Ce que la personne a écrit se trouve dans le dossier, dans l’espace du personnel, et non dans ce courriel.',
  'team.staff.flags': 'Indicateurs\u00a0: {flags}',
  'team.staff.flag.adverseEvent': 'effet indésirable',
  'team.staff.flag.serious': 'grave',
  'team.staff.flag.qualityProblem': 'plainte sur la qualité',
  'team.staff.flag.suspectedSpam': 'pourriel présumé',
  'team.staff.flag.none': 'aucun',
  'team.staff.triageDue': 'Triage à faire avant le\u00a0: {date}',
  'team.staff.reportDue': 'Déclaration à Santé Canada avant le\u00a0: {date}',
  'team.staff.link': 'Le dossier\u00a0: {url}',
  'team.staff.overdue.triage': 'EN RETARD – triage – {reference}',
  'team.staff.overdue.report': 'EN RETARD – déclaration à Santé Canada – {reference}',
  'team.staff.overdue.follow-up': 'EN RETARD – déclaration de suivi à Santé Canada – {reference}',
  'team.staff.overdue.intro': 'Ce dossier a dépassé son échéance et il est toujours ouvert dans l’espace du personnel.',
  'team.staff.digest.subject': 'Sommaire quotidien – {date} – {overdue} en retard, {dueToday} à faire aujourd’hui',
  'team.staff.digest.intro':
    'L’espace du personnel le {date}. Ce courriel ne contient le contenu d’aucun dossier\u00a0: chaque dossier se trouve dans l’espace du personnel.',
  'team.staff.digest.open': 'Dossiers ouverts\u00a0: {count}',
  'team.staff.digest.status': '  {status}\u00a0: {count}',
  'team.staff.digest.overdue': 'En retard ({count})',
  'team.staff.digest.dueToday': 'À faire aujourd’hui ({count})',
  'team.staff.digest.none': 'Aucun.',
  'team.staff.digest.more': '…\u00a0et {count} autres dans l’espace du personnel.',
  'team.staff.digest.list': 'La liste des dossiers\u00a0: {url}',
  'team.staff.followUp.subject': 'Réponses au suivi reçues – {reference}',
  'team.staff.followUp.intro':
    'La personne qui a fait la déclaration a répondu aux questions de suivi. Ses réponses se trouvent dans le dossier, dans l’espace du personnel, et non dans ce courriel.',
  'team.staff.followUp.received': 'Reçues le\u00a0: {date}',
  'team.staff.followUp.reportDue': 'Déclaration de suivi à Santé Canada avant le\u00a0: {date}',
}

export const staffMailCatalogues = defineCatalogues({ en, fr })

/** The line that names a running clock's due day, in the reminders and the digest. */
export const clockDueLine = {
  triage: 'team.staff.triageDue',
  report: 'team.staff.reportDue',
  'follow-up': 'team.staff.followUp.reportDue',
} as const satisfies Record<ClockName, keyof StaffMailMessages>

/** The staff e-mails speak their own sentences and the forms' (the reference, the date received, the form). */
export function staffMailTranslator(lang: Lang): Translate<MailKey | keyof StaffMailMessages> {
  return makeTranslator({ ...mailCatalogues.catalogue(lang), ...staffMailCatalogues.catalogue(lang) })
}

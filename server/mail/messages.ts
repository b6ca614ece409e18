import { format } from '../../app/i18n/translate.ts'
import type { Lang } from '../../app/routing/route-table.ts'

/**
 * The e-mails' own sentences, in both languages. They live here rather than
 * in the interface catalogues (app/i18n) because no page shows them: kept
 * there, every page would download them. Field labels, option labels and the
 * "what happens next" sentences still come from the catalogues, so each fact
 * is written once.
 */
const en = {
  'ack.subject': 'We received your request – reference {reference}',
  'ack.greeting': 'Hello {name},',
  'ack.received.contact': 'Thank you for writing to {company}. We received your message on {date}.',
  'ack.received.medical-information':
    'Thank you for contacting the medical information service of {company}. We received your request on {date}.',
  'ack.received.side-effect': 'Thank you for reporting a side effect to {company}. We received your report on {date}.',
  'ack.reference': 'Your reference number: {reference}',
  'ack.privacy':
    'For your privacy, this message does not repeat what you wrote. Please do not reply to it with health information: to add something, call {phone} and give your reference number.',
  'ack.emergency': 'In an emergency, call 911.',
  'ack.signature': 'The {company} team',
  'team.form.contact': 'Contact form',
  'team.form.medical-information': 'Medical information request',
  'team.form.side-effect': 'Side-effect report',
  'team.urgent': 'URGENT – ADVERSE EVENT',
  'team.quality': 'Product quality problem',
  'team.spam': 'SUSPECTED SPAM',
  'team.intro': 'A form was sent from the website.',
  'team.reference': 'Reference: {reference}',
  'team.received': 'Received: {date}',
  'team.formLanguage': 'Language of the form: {lang}',
  'team.urgentNote':
    'This request reports a side effect. The deadline to report a serious adverse reaction to Health Canada counts from the date received above.',
  'team.spamNote':
    'The hidden anti-spam field was filled in, so this was probably sent by a robot. It is stored flagged as suspected spam, and no acknowledgement was sent.',
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
} as const

type MailMessages = { readonly [K in keyof typeof en]: string }
export type MailKey = keyof MailMessages

const fr: MailMessages = {
  'ack.subject': 'Nous avons bien reçu votre demande – référence {reference}',
  'ack.greeting': 'Bonjour {name},',
  'ack.received.contact': 'Merci d’avoir écrit à {company}. Nous avons reçu votre message le {date}.',
  'ack.received.medical-information':
    'Merci d’avoir communiqué avec le service d’information médicale de {company}. Nous avons reçu votre demande le {date}.',
  'ack.received.side-effect': 'Merci d’avoir déclaré un effet secondaire à {company}. Nous avons reçu votre déclaration le {date}.',
  'ack.reference': 'Votre numéro de référence : {reference}',
  'ack.privacy':
    'Pour protéger votre vie privée, ce message ne reprend pas ce que vous avez écrit. Veuillez ne pas y répondre avec des renseignements sur votre santé : pour ajouter quelque chose, composez le {phone} et indiquez votre numéro de référence.',
  'ack.emergency': 'En cas d’urgence, composez le 911.',
  'ack.signature': 'L’équipe de {company}',
  'team.form.contact': 'Formulaire de contact',
  'team.form.medical-information': 'Demande d’information médicale',
  'team.form.side-effect': 'Déclaration d’effet secondaire',
  'team.urgent': 'URGENT – ÉVÉNEMENT INDÉSIRABLE',
  'team.quality': 'Problème de qualité d’un produit',
  'team.spam': 'POURRIEL PROBABLE',
  'team.intro': 'Un formulaire a été envoyé à partir du site Web.',
  'team.reference': 'Référence : {reference}',
  'team.received': 'Reçu le : {date}',
  'team.formLanguage': 'Langue du formulaire : {lang}',
  'team.urgentNote':
    'Cette demande comporte la déclaration d’un effet secondaire. Le délai pour déclarer une réaction indésirable grave à Santé Canada court à partir de la date de réception ci-dessus.',
  'team.spamNote':
    'Le champ antipourriel caché a été rempli : il s’agit probablement d’un envoi automatisé. La demande est conservée et marquée comme pourriel probable, et aucun accusé de réception n’a été envoyé.',
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
}

export const mailCatalogues: Record<Lang, MailMessages> = { en, fr }

export function mailTranslator(lang: Lang) {
  return (key: MailKey, values?: Record<string, string | number>) => format(mailCatalogues[lang][key], values)
}

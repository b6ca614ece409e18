import { defineCatalogues } from '../../../app/i18n/define-catalogues.ts'

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
}

export const mailCatalogues = defineCatalogues({ en, fr })
export const mailTranslator = mailCatalogues.translator

import type { company } from '../content/company.ts'
import type { UnconfirmedFact } from '../content/product-facts.server.ts'

/**
 * What the CMS calls the things the code names by key (`pspRuzurgi`), in both languages: Decap has one interface
 * language, so a label holds the two, "English / français". Keyed by the data's own keys, so a new phone number or
 * fact without its label fails the type check.
 */
export const phoneLabels: Record<keyof typeof company.phones, string> = {
  main: 'Main line / Ligne principale',
  tollFree: 'Toll-free line / Ligne sans frais',
  medicalInformation: 'Medical information / Information médicale',
  pspRuzurgi: 'Ruzurgi support program / Programme de soutien Ruzurgi',
  pspLysodren: 'Lysodren support program / Programme de soutien Lysodren',
  canadaVigilance: 'Canada Vigilance, Health Canada / Canada Vigilance, Santé Canada',
  msSociety: 'MS Society of Canada / Société canadienne de la sclérose en plaques',
}

export const faxLabels: Record<keyof typeof company.faxes, string> = {
  main: 'Main fax / Télécopieur principal',
}

export const emailLabels: Record<keyof typeof company.emails, string> = {
  info: 'General information / Renseignements généraux',
  medicalInformation: 'Medical information / Information médicale',
  media: 'Media / Médias',
  orders: 'Orders / Commandes',
  privacy: 'Privacy / Protection des renseignements personnels',
}

export const unconfirmedFactLabels: Record<UnconfirmedFact, string> = {
  din: 'DIN',
  dpdCode: 'Drug Product Database code / Code de la Base de données sur les produits pharmaceutiques',
  indication: 'Indication',
  monographDate: 'Monograph date / Date de la monographie',
  safety: 'Safety / Innocuité',
}

/** Decap's select options: the stored value, the bilingual label shown. */
export const optionsOf = (labels: Record<string, string>) => Object.entries(labels).map(([value, label]) => ({ label, value }))

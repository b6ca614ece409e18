import type { Lang } from '../routing/route-table.ts'
import { products, type Product } from './products.ts'

/**
 * What healthcare professionals may read about each product, defined once and
 * shown only inside their area (Food and Drug Regulations, C.01.044: the
 * public may see brand name, proper name, price and quantity only). Server
 * code only, so that no indication travels in a public JavaScript file.
 *
 * TO BE CONFIRMED by the company's regulatory affairs before launch: every
 * DIN, Drug Product Database code and monograph date below is a plausible
 * placeholder, and each indication must be checked word for word against the
 * current Canadian product monograph.
 */
export type ProductFacts = {
  readonly id: Product['id']
  /** Drug Identification Number, 8 digits. */
  readonly din: string
  /** The Drug Product Database's own code for the product, used in its address. */
  readonly dpdCode: string
  readonly dosageForm: Record<Lang, string>
  readonly strengths: readonly string[]
  readonly therapeuticClass: Record<Lang, string>
  /** The indication, quoted once from the product monograph. */
  readonly indication: Record<Lang, string>
  /** Date of the current product monograph (YYYY-MM-DD). */
  readonly monographDate: string
  /**
   * Words that name the condition treated, or its field of medicine, in both
   * languages: a word matches at its start, so `oncolog` covers oncology,
   * oncologist and oncologue. A public page or feed may name a product or a
   * condition, never both (app/content/claims.server.ts).
   */
  readonly conditionTerms: readonly string[]
}

export const productFacts: Record<Product['id'], ProductFacts> = {
  ruzurgi: {
    id: 'ruzurgi',
    din: '02497832', // TO BE CONFIRMED: placeholder DIN
    dpdCode: '99001', // TO BE CONFIRMED: placeholder Drug Product Database code
    dosageForm: { en: 'Tablet', fr: 'Comprimé' },
    strengths: ['10 mg'],
    therapeuticClass: { en: 'Potassium channel blocker', fr: 'Inhibiteur des canaux potassiques' },
    // TO BE CONFIRMED against the current monograph, word for word.
    indication: {
      en: 'Ruzurgi (amifampridine) is indicated for the symptomatic treatment of Lambert-Eaton myasthenic syndrome (LEMS) in adults.',
      fr: 'Ruzurgi (amifampridine) est indiqué pour le traitement symptomatique du syndrome myasthénique de Lambert-Eaton (SMLE) chez l’adulte.',
    },
    monographDate: '2020-07-31', // TO BE CONFIRMED: placeholder monograph date
    conditionTerms: ['Lambert-Eaton', 'LEMS', 'SMLE', 'myasthen', 'myasthén'],
  },
  lysodren: {
    id: 'lysodren',
    din: '00603449', // TO BE CONFIRMED: placeholder DIN
    dpdCode: '99002', // TO BE CONFIRMED: placeholder Drug Product Database code
    dosageForm: { en: 'Tablet', fr: 'Comprimé' },
    strengths: ['500 mg'],
    therapeuticClass: { en: 'Antineoplastic agent (adrenal cytotoxic agent)', fr: 'Antinéoplasique (agent cytotoxique surrénalien)' },
    // TO BE CONFIRMED against the current monograph, word for word.
    indication: {
      en: 'Lysodren (mitotane) is indicated for the treatment of inoperable adrenocortical carcinoma, both functional and non-functional.',
      fr: 'Lysodren (mitotane) est indiqué pour le traitement du carcinome corticosurrénalien inopérable, fonctionnel ou non fonctionnel.',
    },
    monographDate: '2021-03-15', // TO BE CONFIRMED: placeholder monograph date
    conditionTerms: ['adrenocortical', 'corticosurrénal', 'adrenal', 'surrénal', 'carcinoma', 'carcinome', 'cancer', 'cancéro', 'oncolog', 'tumour', 'tumor', 'tumeur'],
  },
}

/** The product's entry in Health Canada's Drug Product Database, in the page's language. */
export function dpdUrl(facts: ProductFacts, lang: Lang): string {
  return lang === 'fr'
    ? `https://produits-sante.canada.ca/dpd-bdpp/info?lang=fra&code=${facts.dpdCode}`
    : `https://health-products.canada.ca/dpd-bdpp/info?lang=eng&code=${facts.dpdCode}`
}

/** Every product with its public names and its professional facts. */
export const productsWithFacts = products.map((product) => ({ ...product, ...productFacts[product.id] }))

import type { Lang } from '../routing/route-table.ts'
import { products, type Product } from './products.ts'

/**
 * What healthcare professionals may read about each product, defined once and
 * shown only inside their area (Food and Drug Regulations, C.01.044: the
 * public may see brand name, proper name, price and quantity only). Server
 * code only, so that no indication travels in a public JavaScript file.
 *
 * Regulatory affairs confirms each fact against the current Canadian product
 * monograph before launch. Until then a fact is listed in the product's
 * `unconfirmed`, and a production build refuses to publish it
 * (app/content/unconfirmed-facts.server.ts).
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
   * The safety information that branded material for professionals carries with the indication, from the same
   * monograph: its contraindications and its most serious warnings and precautions.
   */
  readonly safety: {
    readonly contraindications: Record<Lang, readonly string[]>
    readonly warnings: Record<Lang, readonly string[]>
  }
  /** Facts that are plausible placeholders until regulatory affairs confirms them against the monograph. */
  readonly unconfirmed: readonly UnconfirmedFact[]
  /**
   * Words that name the condition treated, or its field of medicine, in both
   * languages: a word matches at its start, so `oncolog` covers oncology,
   * oncologist and oncologue. A public page or feed may name a product or a
   * condition, never both (app/content/claims.server.ts).
   */
  readonly conditionTerms: readonly string[]
}

export type UnconfirmedFact = 'din' | 'dpdCode' | 'indication' | 'monographDate' | 'safety'

export const productFacts: Record<Product['id'], ProductFacts> = {
  ruzurgi: {
    id: 'ruzurgi',
    din: '02497832',
    dpdCode: '99001',
    dosageForm: { en: 'Tablet', fr: 'Comprimé' },
    strengths: ['10 mg'],
    therapeuticClass: { en: 'Potassium channel blocker', fr: 'Inhibiteur des canaux potassiques' },
    indication: {
      en: 'Ruzurgi (amifampridine) is indicated for the symptomatic treatment of Lambert-Eaton myasthenic syndrome (LEMS) in adults.',
      fr: 'Ruzurgi (amifampridine) est indiqué pour le traitement symptomatique du syndrome myasthénique de Lambert-Eaton (SMLE) chez l’adulte.',
    },
    monographDate: '2020-07-31',
    safety: {
      contraindications: {
        en: ['Patients with a history of seizures.', 'Patients who are hypersensitive to amifampridine or to another aminopyridine, or to any ingredient of the formulation.'],
        fr: ['Patients ayant des antécédents de convulsions.', 'Patients qui présentent une hypersensibilité à l’amifampridine ou à une autre aminopyridine, ou à l’un des ingrédients de la préparation.'],
      },
      warnings: {
        en: [
          'Seizures: amifampridine can cause seizures. Consider a lower dose or stopping treatment in a patient who has a seizure.',
          'Hypersensitivity: anaphylaxis has been reported with amifampridine. If it occurs, stop treatment and start appropriate care.',
        ],
        fr: [
          'Convulsions : l’amifampridine peut causer des convulsions. Envisager de réduire la dose ou de cesser le traitement chez un patient qui en présente.',
          'Hypersensibilité : des cas d’anaphylaxie ont été signalés avec l’amifampridine. Le cas échéant, cesser le traitement et instaurer les soins appropriés.',
        ],
      },
    },
    unconfirmed: ['din', 'dpdCode', 'indication', 'monographDate', 'safety'],
    conditionTerms: ['Lambert-Eaton', 'LEMS', 'SMLE', 'myasthen', 'myasthén'],
  },
  lysodren: {
    id: 'lysodren',
    din: '00603449',
    dpdCode: '99002',
    dosageForm: { en: 'Tablet', fr: 'Comprimé' },
    strengths: ['500 mg'],
    therapeuticClass: { en: 'Antineoplastic agent (adrenal cytotoxic agent)', fr: 'Antinéoplasique (agent cytotoxique surrénalien)' },
    indication: {
      en: 'Lysodren (mitotane) is indicated for the treatment of inoperable adrenocortical carcinoma, both functional and non-functional.',
      fr: 'Lysodren (mitotane) est indiqué pour le traitement du carcinome corticosurrénalien inopérable, fonctionnel ou non fonctionnel.',
    },
    monographDate: '2021-03-15',
    safety: {
      contraindications: {
        en: ['Patients who are hypersensitive to mitotane or to any ingredient of the formulation.', 'Concomitant use of spironolactone.'],
        fr: ['Patients qui présentent une hypersensibilité au mitotane ou à l’un des ingrédients de la préparation.', 'Administration concomitante de spironolactone.'],
      },
      warnings: {
        en: [
          'Adrenal crisis in shock or severe trauma: mitotane impairs the response to shock. Give hydrocortisone, watch for signs of shock, and withhold mitotane until the patient recovers.',
          'Adrenal insufficiency: patients treated with mitotane need corticosteroid replacement.',
          'Central nervous system toxicity: long-term use can impair brain function. Assess neurological function regularly.',
        ],
        fr: [
          'Crise surrénalienne en cas de choc ou de traumatisme grave : le mitotane altère la réponse au choc. Administrer de l’hydrocortisone, surveiller les signes de choc et suspendre le mitotane jusqu’au rétablissement du patient.',
          'Insuffisance surrénalienne : les patients traités par le mitotane ont besoin d’une corticothérapie de remplacement.',
          'Toxicité pour le système nerveux central : un usage prolongé peut altérer les fonctions cérébrales. Évaluer régulièrement la fonction neurologique.',
        ],
      },
    },
    unconfirmed: ['din', 'dpdCode', 'indication', 'monographDate', 'safety'],
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

import { z } from 'zod'
import facts from '../../content/data/product-facts.json' with { type: 'json' }
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
const bilingual = z.strictObject({ en: z.string().trim().min(1), fr: z.string().trim().min(1) })
const bilingualList = z.strictObject({ en: z.array(z.string().trim().min(1)).min(1), fr: z.array(z.string().trim().min(1)).min(1) })

export const unconfirmedFactNames = ['din', 'dpdCode', 'indication', 'monographDate', 'safety'] as const
export type UnconfirmedFact = (typeof unconfirmedFactNames)[number]

const oneProduct = z.strictObject({
  id: z.enum(products.map((p) => p.id) as [Product['id'], ...Product['id'][]]),
  /** Drug Identification Number, 8 digits. */
  din: z.string().regex(/^\d{8}$/, 'must be the 8 digits of a DIN'),
  /** The Drug Product Database's own code for the product, used in its address. */
  dpdCode: z.string().regex(/^\d+$/, 'must be digits'),
  dosageForm: bilingual,
  strengths: z.array(z.string().trim().min(1)).min(1),
  therapeuticClass: bilingual,
  /** The indication, quoted once from the product monograph. */
  indication: bilingual,
  /** Date of the current product monograph (YYYY-MM-DD). */
  monographDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written YYYY-MM-DD'),
  /**
   * The safety information that branded material for professionals carries with the indication, from the same
   * monograph: its contraindications and its most serious warnings and precautions.
   */
  safety: z.strictObject({ contraindications: bilingualList, warnings: bilingualList }),
  /** Facts that are plausible placeholders until regulatory affairs confirms them against the monograph. */
  // The CMS leaves the list out (or null) once regulatory affairs has confirmed every fact.
  unconfirmed: z.preprocess((value) => value ?? [], z.array(z.enum(unconfirmedFactNames))),
  /**
   * Words that name the condition treated, or its field of medicine, in both
   * languages: a word matches at its start, so `oncolog` covers oncology,
   * oncologist and oncologue. A public page or feed may name a product or a
   * condition, never both (app/content/claims.server.ts).
   */
  conditionTerms: z.array(z.string().trim().min(2)).min(1),
})

/**
 * content/data/product-facts.json, edited in the CMS behind the same review as every page (docs/decisions/0134):
 * one entry per product, each under its own id.
 */
export const productFactsSchema = z
  .strictObject(Object.fromEntries(products.map((p) => [p.id, oneProduct])) as Record<Product['id'], typeof oneProduct>)
  .refine((facts) => Object.entries(facts).every(([id, product]) => product.id === id), 'each product’s id must be its key')

export type ProductFacts = z.infer<typeof oneProduct>

// Checked when the server or the build first reads it: a bad fact stops them, naming the field.
export const productFacts: Record<Product['id'], ProductFacts> = productFactsSchema.parse(facts)

/** The product's entry in Health Canada's Drug Product Database, in the page's language. */
export function dpdUrl(facts: ProductFacts, lang: Lang): string {
  return lang === 'fr'
    ? `https://produits-sante.canada.ca/dpd-bdpp/info?lang=fra&code=${facts.dpdCode}`
    : `https://health-products.canada.ca/dpd-bdpp/info?lang=eng&code=${facts.dpdCode}`
}

/** Every product with its public names and its professional facts. */
export const productsWithFacts = products.map((product) => ({ ...product, ...productFacts[product.id] }))

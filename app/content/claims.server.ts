import { productFacts } from './product-facts.server.ts'
import { products } from './products.ts'

/**
 * Canada's rules on prescription-drug advertising (Food and Drug Regulations,
 * C.01.044) let public material name a product, or talk about a disease, but
 * not both together: a brand beside the condition it treats is a claim. A
 * page is read whole, not a passage at a time: a press room listing a
 * product's program beside a release about the disease it treats pairs them
 * as surely as one sentence would.
 */
export type ClaimPair = { product: string; condition: string }

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * A term matches where a word starts: `oncolog` finds oncology and oncologue,
 * `cancer` finds cancers but not a word that merely contains it. Acronyms
 * (`LEMS`) match whole and in capitals only, so “problems” is not one.
 */
function termPattern(term: string): RegExp {
  const acronym = /^[A-Z]{2,}$/.test(term)
  return new RegExp(`(?<![\\p{L}\\p{N}])${escape(term)}${acronym ? '(?![\\p{L}\\p{N}])' : ''}`, acronym ? 'u' : 'iu')
}

const productNames = products.flatMap((p) => [p.brandName, p.properName]).map((name) => ({ name, pattern: termPattern(name) }))
const conditions = [...new Set(Object.values(productFacts).flatMap((facts) => facts.conditionTerms))].map((term) => ({ term, pattern: termPattern(term) }))

/** Every product named in a text, with every condition term it also holds: empty when the text is fit for the public. */
export function brandConditionPairs(text: string): ClaimPair[] {
  const named = productNames.filter(({ pattern }) => pattern.test(text))
  if (named.length === 0) return []
  const found = conditions.filter(({ pattern }) => pattern.test(text))
  return named.flatMap(({ name }) => found.map(({ term }) => ({ product: name, condition: term })))
}

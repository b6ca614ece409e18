import { productFacts } from './product-facts.server.ts'
import { products } from './products.ts'
import { screens } from '../routing/route-table.ts'

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

/** What the public reads of a page or a release besides its text: one text, since a page is read whole. */
const PUBLIC_FIELDS = ['title', 'summary', 'description', 'listingTitle', 'listingSummary'] as const

/** The words of a page's grid of cards (front matter `cards`): read with the page. */
function cardTexts(cards: unknown): unknown[] {
  if (typeof cards !== 'object' || cards === null) return []
  const { heading, items } = cards as { heading?: unknown; items?: unknown }
  const words = (item: unknown): unknown[] => {
    if (typeof item !== 'object' || item === null) return []
    const { title, text, more } = item as { title?: unknown; text?: unknown; more?: unknown }
    return [title, text, ...(Array.isArray(more) ? more.map((link: unknown) => (link as { text?: unknown } | null)?.text) : [])]
  }
  return [heading, ...(Array.isArray(items) ? items.flatMap(words) : [])]
}

/** A page of a screen for healthcare professionals only: it may pair a product with its indication. */
const professionalScreens = new Set<string>(screens.filter((s) => 'audience' in s && s.audience === 'hcp').map((s) => s.name))

/**
 * The claims rule as the build and the CMS's check both apply it: the pairs in a public page or release, read
 * whole (title, summary or description, the title and summary lists show instead, and the text). Pages of the
 * healthcare-professional area are exempt.
 */
export function publicClaimPairs(entry: { kind: 'pages' | 'press' | 'fragments'; name: string; fields: Record<string, unknown>; body: string }): ClaimPair[] {
  if (entry.kind === 'pages' && professionalScreens.has(entry.name)) return []
  const parts = [...PUBLIC_FIELDS.map((field) => entry.fields[field]), ...cardTexts(entry.fields.cards), entry.body]
  return brandConditionPairs(parts.filter((part) => typeof part === 'string').join(' '))
}

/** The problem a pair is, in both languages: the build names it to the developer, the CMS to the editor. */
export function describeClaim({ product, condition }: ClaimPair): string {
  return (
    `names ${product} beside “${condition}”: a product beside the condition it treats is a claim, kept for healthcare professionals / ` +
    `nomme ${product} à côté de «\u00a0${condition}\u00a0»\u00a0: un produit à côté de la maladie qu’il traite est une allégation, réservée aux professionnels de la santé`
  )
}

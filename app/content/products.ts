import type { company } from './company.ts'

/**
 * The company's products as the public may see them: Canadian rules on
 * prescription-drug advertising (Food and Drug Regulations, C.01.044) allow
 * the brand name, proper name, price and quantity in public material, and keep
 * indications and product claims for healthcare professionals. Facts meant
 * for healthcare professionals live in their own area, not here.
 */
export type Product = {
  /** Stable key, also the path segment of the product's support program. */
  readonly id: 'ruzurgi' | 'lysodren'
  readonly brandName: string
  readonly properName: string
  /** Which company phone number the product's patient support program answers. */
  readonly supportPhone: keyof typeof company.phones
}

export const products: readonly Product[] = [
  { id: 'ruzurgi', brandName: 'Ruzurgi', properName: 'amifampridine', supportPhone: 'pspRuzurgi' },
  { id: 'lysodren', brandName: 'Lysodren', properName: 'mitotane', supportPhone: 'pspLysodren' },
]

import type { Lang } from '../routing/route-table.ts'

/** Health Canada's page for reporting a side effect to the Canada Vigilance Program, in each language. */
export const canadaVigilanceUrls = {
  en: 'https://www.canada.ca/en/health-canada/services/drugs-health-products/medeffect-canada/adverse-reaction-reporting.html',
  fr: 'https://www.canada.ca/fr/sante-canada/services/medicaments-produits-sante/medeffet-canada/declaration-effets-indesirables.html',
} as const satisfies Record<Lang, string>

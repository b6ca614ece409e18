import type { Lang } from '../routing/route-table.ts'
import { company } from './company.ts'

/**
 * The city line of the company's address as each language writes it: the province in brackets in French
 * (« Montréal (Québec) H3A 2W5 »), after a comma in English ("Montréal, Quebec H3A 2W5").
 */
export function cityLine(lang: Lang): string {
  const { city, province, postalCode } = company.address
  return lang === 'fr' ? `${city} (${province.fr}) ${postalCode}` : `${city}, ${province.en} ${postalCode}`
}

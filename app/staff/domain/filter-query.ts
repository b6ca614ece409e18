import type { CaseFilters } from './filters.ts'

/** The case list's filters by name, in the order of the form and the query string. */
export const filterNames = [
  'view',
  'q',
  'form',
  'adverseEvent',
  'qualityProblem',
  'suspectedSpam',
  'lang',
  'status',
  'owner',
  'overdue',
] as const

/** The query string of filters, for links (the CSV export, the next page). Apart from filters.ts, so pages need no zod. */
export function filterQuery(filters: CaseFilters, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams()
  for (const name of filterNames) {
    const value = filters[name]
    if (value === undefined) continue
    params.set(name, typeof value === 'boolean' ? (value ? 'yes' : 'no') : String(value))
  }
  for (const [name, value] of Object.entries(extra)) params.set(name, value)
  const query = params.toString()
  return query ? `?${query}` : ''
}

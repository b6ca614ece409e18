import { duplicateCriteria, type DuplicateCriterion } from './domain/duplicates.ts'
import type { StaffTranslate } from './messages/index.ts'

const relations = ['duplicate-of', 'duplicated-by', 'same-event'] as const

/** How a case is linked to another, from its side: "This case is a duplicate of MI-…", "Same event as MI-…". */
export function relationText(relation: unknown, reference: unknown, t: StaffTranslate): string {
  const known = relations.find((r) => r === relation) ?? 'same-event'
  return t(`staff.duplicates.relation.${known}`, { reference: String(reference ?? '') })
}

/** What two cases had in common, in words ("same product, same start date, same patient initials"); a typed link says so. */
export function criteriaText(criteria: unknown, t: StaffTranslate): string {
  const listed = Array.isArray(criteria)
    ? duplicateCriteria.filter((criterion: DuplicateCriterion) => (criteria as unknown[]).includes(criterion))
    : []
  return listed.length ? listed.map((criterion) => t(`staff.duplicates.criterion.${criterion}`)).join(', ') : t('staff.duplicates.typed')
}

/**
 * The team's reading of a case: adverse event, serious (with its criteria), the product, quality complaint and
 * suspected spam. It starts as the visitor's answers said; the medical-information team corrects it, and from
 * then on the clock, the queue, the reminders and the digest follow it. The submission keeps what the visitor
 * sent.
 */

/** The seriousness criteria of ICH E2A, which the safety system asks for; the forms offer the first four to visitors. */
export const seriousCriteria = [
  'death',
  'lifeThreatening',
  'hospitalization',
  'disability',
  'congenitalAnomaly',
  'medicallyImportant',
] as const
export type SeriousCriterion = (typeof seriousCriteria)[number]

/** The product a case is about: one of the company's, another, or not known. */
export const caseProducts = ['ruzurgi', 'lysodren', 'other', 'unknown'] as const
export type CaseProduct = (typeof caseProducts)[number]

export type Triage = {
  adverseEvent: boolean
  serious: boolean
  seriousCriteria: SeriousCriterion[]
  product: CaseProduct | null
  qualityProblem: boolean
  suspectedSpam: boolean
}

/** What the triage form sends: the new reading, and why a flag was cleared. */
export type TriageInput = Triage & { reason: string }

export const triageFields = ['adverseEvent', 'serious', 'seriousCriteria', 'product', 'qualityProblem', 'suspectedSpam'] as const
export type TriageField = (typeof triageFields)[number]

export const isCriterion = (value: unknown): value is SeriousCriterion => (seriousCriteria as readonly unknown[]).includes(value)
export const isProduct = (value: unknown): value is CaseProduct => (caseProducts as readonly unknown[]).includes(value)

export type TriageError = 'serious-needs-adverse-event' | 'criteria-required' | 'reason-required'

/**
 * What is wrong with a new triage, by field: a serious case is an adverse event and names at least one criterion;
 * clearing the adverse-event or the serious flag says why (it stops the report's clock).
 */
export function triageErrors(before: Triage, after: TriageInput): Partial<Record<'serious' | 'seriousCriteria' | 'reason', TriageError>> {
  const errors: Partial<Record<'serious' | 'seriousCriteria' | 'reason', TriageError>> = {}
  if (after.serious && !after.adverseEvent) errors.serious = 'serious-needs-adverse-event'
  else if (after.serious && after.seriousCriteria.length === 0) errors.seriousCriteria = 'criteria-required'
  const cleared = (before.adverseEvent && !after.adverseEvent) || (before.serious && !after.serious)
  if (cleared && !after.reason.trim()) errors.reason = 'reason-required'
  return errors
}

/** A field's value as the history keeps it: `yes`/`no`, a product's code, criteria's codes joined. */
export function triageValue(triage: Triage, field: TriageField): string | null {
  const value = triage[field]
  if (typeof value === 'boolean') return value ? 'yes' : 'no'
  if (Array.isArray(value)) return value.join(',')
  return value
}

/** Each field the new triage changes, with its value before and after. */
export function triageChanges(before: Triage, after: Triage): { field: TriageField; from: string | null; to: string | null }[] {
  return triageFields
    .map((field) => ({ field, from: triageValue(before, field), to: triageValue(after, field) }))
    .filter((change) => change.from !== change.to)
}

/** A triage read from a form's fields; unknown values are dropped, a serious case without an adverse event is left as sent. */
export function readTriage(get: (name: string) => string, getAll: (name: string) => string[]): TriageInput {
  const yes = (name: string) => get(name) === 'yes'
  const product = get('product')
  return {
    adverseEvent: yes('adverseEvent'),
    serious: yes('serious'),
    seriousCriteria: seriousCriteria.filter((c) => getAll('seriousCriteria').includes(c)),
    product: isProduct(product) ? product : null,
    qualityProblem: yes('qualityProblem'),
    suspectedSpam: yes('suspectedSpam'),
    reason: get('reason').trim(),
  }
}

/** Criteria belong to a serious case only: clearing "serious" clears them. */
export function normalTriage<T extends Triage>(triage: T): T {
  return triage.serious ? triage : { ...triage, seriousCriteria: [] }
}

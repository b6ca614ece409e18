import type { FormKind } from '../../app/forms/domain/form-kinds.ts'
import { SAME_EMAIL_DAYS, type DuplicateCriterion } from '../../app/staff/domain/duplicates.ts'
import { foldText } from '../db/folded-text.ts'

/** What the matching reads of a case: the team's product, the answers that say who and when, the receipt. */
export type DuplicateFacts = {
  receivedAt: Date
  /** The triaged product (`ruzurgi`, `lysodren`, `other`, `unknown`), which starts as the visitor's answer. */
  product: string | null
  /** The name typed for another product, folded. */
  productName: string | null
  /** The reaction's start date, YYYY-MM-DD as the forms store it. */
  reactionDate: string | null
  initials: string | null
  age: string | null
  sex: string | null
  email: string | null
}

const DAY_MS = 24 * 60 * 60 * 1000

const answerText = (answers: Record<string, unknown>, name: string) => {
  const value = answers[name]
  return typeof value === 'string' && value.trim() ? value.trim() : null
}

/** Folded, and with nothing but its letters and digits: "R.-O." and "ro" are the same initials. */
const bare = (value: string | null) => (value ? foldText(value).replace(/[^a-z0-9]/g, '') || null : null)

/** An age's number where it has one ("42", "42 ans", "42 years old" are one age), else its folded words. */
const ageOf = (value: string | null) => (value ? (/\d+/.exec(value)?.[0] ?? bare(value)) : null)

/**
 * A case's facts from its answers (both forms ask the side effect under the same names) and the team's product.
 * The other product's name is the side-effect report's `suspectProductName` or the request's `productOther`.
 */
export function duplicateFacts({
  form,
  answers,
  product,
  receivedAt,
}: {
  form: FormKind
  answers: Record<string, unknown>
  product: string | null
  receivedAt: Date
}): DuplicateFacts {
  const date = answerText(answers, 'aeStartDate')
  return {
    receivedAt,
    product,
    productName: bare(answerText(answers, form === 'side-effect' ? 'suspectProductName' : 'productOther')),
    reactionDate: date && /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : null,
    initials: bare(answerText(answers, 'aePatientInitials')),
    age: ageOf(answerText(answers, 'aeAge')),
    sex: answerText(answers, 'aeSex'),
    email: answerText(answers, 'email') ? foldText(answerText(answers, 'email')!) : null,
  }
}

/** The same product: one of the company's, or another with the same name; "not known" is no product to match. */
function sameProduct(a: DuplicateFacts, b: DuplicateFacts): boolean {
  if (!a.product || a.product !== b.product || a.product === 'unknown') return false
  return a.product !== 'other' || (a.productName !== null && a.productName === b.productName)
}

const same = (a: string | null, b: string | null) => a !== null && a === b

/**
 * Why an earlier case may be the same event as this one, or nothing: the same product and reaction date with the
 * same patient initials, age or sex (each only when both cases give it); or the same reporter e-mail received
 * within 30 days before. The caller gives only earlier cases; a later one is never this one's candidate.
 */
export function duplicateMatch(current: DuplicateFacts, earlier: DuplicateFacts): DuplicateCriterion[] {
  const criteria: DuplicateCriterion[] = []
  if (sameProduct(current, earlier) && same(current.reactionDate, earlier.reactionDate)) {
    const patient = (['initials', 'age', 'sex'] as const).filter((field) => same(current[field], earlier[field]))
    if (patient.length) criteria.push('product', 'reactionDate', ...patient)
  }
  const daysBefore = (current.receivedAt.getTime() - earlier.receivedAt.getTime()) / DAY_MS
  if (same(current.email, earlier.email) && daysBefore >= 0 && daysBefore <= SAME_EMAIL_DAYS) criteria.push('email')
  return criteria
}

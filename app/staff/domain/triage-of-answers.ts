import type { Answers } from '../../forms/domain/follow-ups.ts'
import type { FormKind } from '../../forms/domain/form-kinds.ts'
import { isSeriousAdverseEvent } from './serious.ts'
import { isCriterion, isProduct, seriousCriteria, type CaseProduct, type Triage } from './triage.ts'

// Apart from triage.ts, which the pages use: reading the answers needs the forms' rules, which only the server runs.

/** The product the visitor named: the medical-information form's, or the side-effect report's ("not sure" is unknown). */
function productOfAnswers(form: FormKind, answers: Answers): CaseProduct | null {
  const named = form === 'side-effect' ? answers.suspectProduct : form === 'medical-information' ? answers.product : undefined
  if (named === 'unsure') return 'unknown'
  return isProduct(named) ? named : null
}

/** The triage a new case starts with, read from the visitor's answers and the submission's flags. */
export function triageOfAnswers(
  form: FormKind,
  answers: Answers,
  flags: { adverseEvent: boolean; qualityProblem: boolean; suspectedSpam: boolean },
): Triage {
  const serious = isSeriousAdverseEvent(form, answers)
  const criteria = serious ? [answers.aeSeriousCriteria ?? []].flat().filter(isCriterion) : []
  return {
    adverseEvent: flags.adverseEvent || serious,
    serious,
    seriousCriteria: seriousCriteria.filter((c) => criteria.includes(c)),
    product: productOfAnswers(form, answers),
    qualityProblem: flags.qualityProblem,
    suspectedSpam: flags.suspectedSpam,
  }
}

import { opensFollowUps, type Answers } from '../../forms/domain/follow-ups.ts'
import type { FormKind } from '../../forms/domain/form-kinds.ts'

/**
 * A serious adverse event: the medical-information form's side-effect question answered yes, and its
 * "was it serious" question answered yes (the answer that opens the seriousness criteria). Only those start
 * the 15-day clock to report to Health Canada. A side-effect report is an adverse event by definition: its
 * "was it serious" answered yes is enough. The contact form asks neither question.
 */
export function isSeriousAdverseEvent(form: FormKind, answers: Answers): boolean {
  if (form === 'side-effect') return opensFollowUps(form, 'aeSerious', answers)
  if (form !== 'medical-information') return false
  return opensFollowUps(form, 'adverseEvent', answers) && opensFollowUps(form, 'aeSerious', answers)
}

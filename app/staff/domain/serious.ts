import { opensFollowUps } from '../../forms/domain/follow-ups.ts'
import type { FormKind } from '../../forms/domain/form-kinds.ts'

/**
 * A serious adverse event: the medical-information form's side-effect question answered yes, and its
 * "was it serious" question answered yes (the answer that opens the seriousness criteria). Only those start
 * the 15-day clock to report to Health Canada.
 */
export function isSeriousAdverseEvent(form: FormKind, answers: object): boolean {
  const given = answers as Readonly<Record<string, unknown>>
  return opensFollowUps(form, 'adverseEvent', given) && opensFollowUps(form, 'aeSerious', given)
}

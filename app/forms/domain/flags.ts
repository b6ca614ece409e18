import type { MedicalInformationField } from './fields.ts'
import { opensFollowUps, type Answers } from './follow-ups.ts'
import type { FormKind } from './form-kinds.ts'

/**
 * What a submission reports besides its answers: a side effect (urgent for
 * the team, with a deadline to report it to Health Canada) or a product
 * quality problem. Each is the question that opens its follow-up section,
 * answered yes. The action (the confirmation's wording), the submission
 * (stored columns, the log) and the e-mails (subject, priority) all ask here.
 */
export type SubmissionFlags = { adverseEvent: boolean; qualityProblem: boolean }

/**
 * The question behind each flag: fields of the medical-information form, checked by the compiler, so a renamed
 * or misspelt question fails to build instead of leaving the adverse-event flag false for every report.
 */
export const flagQuestions = { adverseEvent: 'adverseEvent', qualityProblem: 'qualityProblem' } as const satisfies Record<
  keyof SubmissionFlags,
  MedicalInformationField
>

/**
 * The medical-information form asks these questions; a side-effect report is an adverse-event report by
 * definition (whatever it says of a lot number, it is not a quality complaint); the contact form raises no flag.
 */
export function submissionFlags(request: { form: FormKind; answers: Answers }): SubmissionFlags {
  if (request.form === 'side-effect') return { adverseEvent: true, qualityProblem: false }
  if (request.form !== 'medical-information') return { adverseEvent: false, qualityProblem: false }
  return {
    adverseEvent: opensFollowUps('medical-information', flagQuestions.adverseEvent, request.answers),
    qualityProblem: opensFollowUps('medical-information', flagQuestions.qualityProblem, request.answers),
  }
}

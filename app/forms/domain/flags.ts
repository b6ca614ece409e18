import { opensFollowUps } from './follow-ups.ts'
import type { FormKind } from './form-kinds.ts'

/**
 * What a submission reports besides its answers: a side effect (urgent for
 * the team, with a deadline to report it to Health Canada) or a product
 * quality problem. Each is the question that opens its follow-up section,
 * answered yes. The action (the confirmation's wording), the submission
 * (stored columns, the log) and the e-mails (subject, priority) all ask here.
 */
export type SubmissionFlags = { adverseEvent: boolean; qualityProblem: boolean }

export function submissionFlags({ form, answers }: { form: FormKind; answers: object }): SubmissionFlags {
  const given = answers as Readonly<Record<string, unknown>>
  return {
    adverseEvent: opensFollowUps(form, 'adverseEvent', given),
    qualityProblem: opensFollowUps(form, 'qualityProblem', given),
  }
}

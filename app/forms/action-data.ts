import type { SubmissionResult } from '@conform-to/dom'
import type { FormKind } from './domain/form-kinds.ts'

/**
 * What a form post answers, for the page to render: the confirmation once
 * the submission is committed, or the form again with its answers, errors
 * by field, and any form-level notice (429, 503…) as a form error.
 */
export type FormActionData =
  | { status: 'confirmed'; form: FormKind; reference: string; adverseEvent: boolean; acknowledgementTo: string | null }
  | { status: 'returned'; result: SubmissionResult<string[]> }

import { submissions } from './schema.ts'

/**
 * What says which submission a row is and what the visitor sent: the columns the staff area reads to open a case
 * and the privacy side reads to find a person, selected alike.
 */
export const submissionColumns = {
  id: submissions.id,
  reference: submissions.reference,
  form: submissions.form,
  lang: submissions.lang,
  receivedAt: submissions.receivedAt,
  adverseEvent: submissions.adverseEvent,
  suspectedSpam: submissions.suspectedSpam,
  answers: submissions.answers,
}

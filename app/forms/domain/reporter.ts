import type { Lang } from '../../routing/route-table.ts'
import type { SubmissionRequest } from './services.ts'

/**
 * Who sent a submission, as the e-mails address them. The contact and medical-information forms ask a first
 * and last name, an e-mail and a language; the side-effect report asks one name (or initials), an e-mail or a
 * telephone number, and no language: its reporter is answered in the language of the page they used.
 */
export function reporterOf(request: SubmissionRequest): { name: string; email: string | undefined; lang: Lang } {
  if (request.form === 'side-effect') return { name: request.answers.reporterName, email: request.answers.email, lang: request.lang }
  const { firstName, lastName, email, preferredLanguage } = request.answers
  return { name: `${firstName} ${lastName}`, email, lang: preferredLanguage }
}

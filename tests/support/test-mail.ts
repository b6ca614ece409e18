import type { MailConfig } from '../../server/forms/mail/compose.ts'

/** The e-mail settings the storage tests and their load scripts run with: the site's sender and team addresses. */
export const testMailConfig: MailConfig = {
  from: '"Nordora Pharma" <no-reply@nordorapharma.ca>',
  teamAddresses: { contact: 'info@nordorapharma.ca', 'medical-information': 'medinfo@nordorapharma.ca' },
  teamLang: 'en',
}

import { describe, expect, it } from 'vitest'
import type { MedicalInformationData } from '../../../app/forms/domain/medical-information-schema.ts'
import type { SubmissionRequest } from '../../../app/forms/domain/services.ts'
import { contactRequest, medicalAdverseEvent } from '../../../tests/support/test-answers.ts'
import { composeMessages, type MailConfig } from '../../forms/mail/compose.ts'
import { caseDeskMail } from './notifications.ts'

const config: MailConfig = {
  from: '"Nordora Pharma" <no-reply@nordorapharma.ca>',
  teamAddresses: { contact: 'info@nordorapharma.ca', 'medical-information': 'medinfo@nordorapharma.ca' },
  teamLang: 'en',
}
const staffOn: MailConfig = { ...config, caseDesk: caseDeskMail({ siteUrl: 'https://www.nordorapharma.ca' }) }
// A Wednesday.
const receivedAt = new Date('2026-11-25T15:05:00Z')

const medical: MedicalInformationData = { ...medicalAdverseEvent, aeDescription: 'Nausées persistantes' }
const request: SubmissionRequest = { form: 'medical-information', lang: 'fr', answers: medical, suspectedSpam: false }
/** Everything the visitor typed, and the labels of what they chose. */
const visitorText = ['Élise', 'Gagnon', 'elise@example.com', 'Première ligne', 'Nausées', '60 à 69', 'Lysodren', 'LYSODREN']

const whole = (message: { subject: string; text: string; replyTo?: string }) =>
  `${message.subject}\n${message.replyTo ?? ''}\n${message.text}`

describe('e-mails with the staff area on', () => {
  it('carry none of the visitor’s words, to the team or to the visitor', () => {
    const messages = composeMessages(request, 'MI-2026-000123', receivedAt, staffOn)
    expect(messages.map((m) => m.kind)).toEqual(['team', 'acknowledgement'])
    for (const { message } of messages) for (const text of visitorText) expect(whole(message)).not.toContain(text)
    // The same request without the staff area: the team's e-mail has them all (as documented).
    const before = composeMessages(request, 'MI-2026-000123', receivedAt, config)
    expect(whole(before[0]!.message)).toContain('Nausées persistantes')
    expect(whole(before[1]!.message)).toContain('Élise')
  })

  it('tell the team the form, reference, flags, day 0, both due dates and the link to the case', () => {
    const [team] = composeMessages(request, 'MI-2026-000123', receivedAt, staffOn)
    expect(team!.message.subject).toBe('URGENT – ADVERSE EVENT – Medical information request – MI-2026-000123')
    expect(team!.message.text).toContain('Reference: MI-2026-000123')
    expect(team!.message.text).toContain('2026-11-25T15:05:00.000Z')
    expect(team!.message.text).toContain('Flags: adverse event, serious')
    expect(team!.message.text).toContain('Triage due: Thursday, November 26, 2026')
    expect(team!.message.text).toContain('Report to Health Canada due: Thursday, December 10, 2026')
    expect(team!.message.text).toContain('The case: https://www.nordorapharma.ca/staff/en/cases/MI-2026-000123')
    expect(team!.message.headers).toMatchObject({ Priority: 'urgent' })
  })

  it('leave a contact message’s topic and a robot’s address out too', () => {
    const contact = contactRequest({
      suspectedSpam: true,
      answers: {
        requesterType: 'patient',
        firstName: 'Bot',
        lastName: 'Net',
        email: 'bot@example.com',
        subject: 'general',
        message: 'Buy now',
      },
    })
    const messages = composeMessages(contact, 'CT-2026-000001', receivedAt, staffOn)
    expect(messages.map((m) => m.kind)).toEqual(['team'])
    expect(whole(messages[0]!.message)).not.toMatch(/Buy now|Bot|bot@example.com/)
    expect(messages[0]!.message.text).toContain('Flags: suspected spam')
  })
})

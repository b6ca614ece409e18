import { describe, expect, it } from 'vitest'
import type { SubmissionRequest } from '../../../app/forms/domain/services.ts'
import { contactRequest, medicalAdverseEvent } from '../../../tests/support/test-answers.ts'
import { testMailConfig } from '../../../tests/support/test-mail.ts'
import { composeMessages } from './compose.ts'

const receivedAt = new Date('2026-03-04T15:05:00Z')

const request: SubmissionRequest = { form: 'medical-information', lang: 'fr', answers: medicalAdverseEvent, suspectedSpam: false }

describe('composeMessages', () => {
  it('marks an adverse event urgent for the medical-information team, with every answer labelled', () => {
    const [team] = composeMessages(request, 'MI-2026-000123', receivedAt, testMailConfig)
    expect(team!.kind).toBe('team')
    const message = team!.message
    expect(message).toMatchObject({ to: 'medinfo@nordorapharma.ca', replyTo: 'elise@example.com', headers: { Priority: 'urgent' } })
    expect(message.subject).toBe('URGENT – ADVERSE EVENT – Medical information request – MI-2026-000123')
    expect(message.messageId).toMatch(/^<MI-2026-000123\.team\.[0-9a-f]{12}@nordorapharma\.ca>$/)
    expect(message.text).toContain('Received: March 4, 2026 at 10:05:00 a.m. EST (2026-03-04T15:05:00.000Z)')
    expect(message.text).toContain('Language of the form: French')
    expect(message.text).toContain('Health Canada')
    expect(message.text).toContain('You are: A caregiver or family member')
    expect(message.text).toContain('Product: Lysodren (mitotane)')
    expect(message.text).toContain('Date the reaction started: 27 February 2026')
    expect(message.text).toContain('What made it serious? Check all that apply.: Stay in hospital, or a longer stay, Life-threatening')
    expect(message.text).toContain('Your question:\n    Première ligne\n    Deuxième ligne')
  })

  it('acknowledges in the language the visitor chose, without repeating what they wrote', () => {
    const [, ack] = composeMessages(request, 'MI-2026-000123', receivedAt, testMailConfig)
    expect(ack!.kind).toBe('acknowledgement')
    expect(ack!.message.to).toBe('elise@example.com')
    expect(ack!.message.subject).toBe('Nous avons bien reçu votre demande – référence MI-2026-000123')
    expect(ack!.message.text).toContain('Bonjour Élise Gagnon,')
    expect(ack!.message.text).toContain('4 mars 2026')
    expect(ack!.message.text).toContain('1 888 555-0142')
    expect(ack!.message.text).not.toContain('Nausées')
    expect(ack!.message.text).not.toContain('Première ligne')
  })

  it('sends a suspected robot’s submission to the team only, flagged, with no way to reply to it', () => {
    const messages = composeMessages({ ...request, suspectedSpam: true }, 'MI-2026-000124', receivedAt, testMailConfig)
    expect(messages.map((m) => m.kind)).toEqual(['team'])
    expect(messages[0]!.message.subject).toMatch(/^SUSPECTED SPAM – URGENT/)
    expect(messages[0]!.message).not.toHaveProperty('replyTo')
  })

  it('names the subject of a contact message and sends it to the contact address', () => {
    const contact = contactRequest()
    const [team, ack] = composeMessages(contact, 'CT-2026-000045', receivedAt, testMailConfig)
    expect(team!.message).toMatchObject({ to: 'info@nordorapharma.ca', subject: 'Contact form – Media enquiry – CT-2026-000045' })
    expect(team!.message.text).toContain('Province or territory: Outside Canada')
    expect(team!.message.text).toContain('I agree to be contacted by Nordora Pharma about this message.: Yes')
    expect(ack!.message.subject).toBe('We received your request – reference CT-2026-000045')
  })
})

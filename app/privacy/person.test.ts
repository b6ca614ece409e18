import { describe, expect, it } from 'vitest'
import { fieldsHolding, holdsEmail, personEmail } from './person.ts'
import { incidentReference, incidentSchema, incidentsCsv } from './incident.ts'

describe('finding an address', () => {
  it('matches it whatever its case, as a whole address only', () => {
    expect(holdsEmail('From: Jane.Doe@Example.com', 'jane.doe@example.com')).toBe(true)
    expect(holdsEmail('<jane.doe@example.com>.', 'jane.doe@example.com')).toBe(true)
    expect(holdsEmail('mary.jane.doe@example.com', 'jane.doe@example.com')).toBe(false)
    expect(holdsEmail('jane.doe@example.com.evil', 'jane.doe@example.com')).toBe(false)
    expect(holdsEmail('jane.doe@example.community', 'jane.doe@example.com')).toBe(false)
  })

  it('names the fields that hold it, nested ones dotted', () => {
    expect(fieldsHolding({ email: 'JANE@x.ca', message: 'write to jane@x.ca', n: 3, list: ['jane@x.ca'] }, 'jane@x.ca')).toEqual([
      'email',
      'message',
      'list[0]',
    ])
  })

  it('takes an address as typed, trimmed and in lower case, and refuses anything else', () => {
    expect(personEmail.parse('  Jane@Example.COM ')).toBe('jane@example.com')
    expect(personEmail.safeParse('jane').success).toBe(false)
  })
})

describe('the incident register', () => {
  const valid = {
    information: 'Names and e-mail addresses of 12 requesters',
    circumstances: 'An export sent to the wrong address',
    occurredOn: '2026-11-20',
    learnedOn: '2026-11-21',
    personsAffected: '12',
    riskAssessment: 'Low: no health information',
    commissionNotifiedOn: '',
    measures: 'The recipient deleted it and confirmed in writing',
  }

  it('asks for every item the regulation lists, and takes empty optional dates as none', () => {
    const parsed = incidentSchema.parse(valid)
    expect(parsed).toMatchObject({ personsAffected: 12, seriousRisk: false, commissionNotifiedOn: undefined })
    expect(incidentSchema.safeParse({ ...valid, measures: ' ' }).success).toBe(false)
    expect(incidentSchema.safeParse({ ...valid, learnedOn: '21/11/2026' }).success).toBe(false)
  })

  it('exports as CSV, one incident a row, never a formula', () => {
    const csv = incidentsCsv([
      {
        reference: incidentReference(2026, 1),
        recordedAt: '2026-11-25T12:00:00.000Z',
        recordedBy: 'Olivier',
        ...incidentSchema.parse({ ...valid, circumstances: '=HYPERLINK("x")' }),
        occurredOn: '2026-11-20',
        personsAffected: 12,
        occurredDescription: null,
        commissionNotifiedOn: null,
        personsNotifiedOn: null,
      },
    ])
    expect(csv.split('\r\n')[0]).toBe(
      'reference,recordedAt,recordedBy,information,circumstances,occurredOn,occurredDescription,learnedOn,personsAffected,riskAssessment,seriousRisk,commissionNotifiedOn,personsNotifiedOn,measures',
    )
    expect(csv).toContain(`INC-2026-001,`)
    expect(csv).toContain(`"'=HYPERLINK(""x"")"`)
  })
})

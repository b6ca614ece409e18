import { describe, expect, it } from 'vitest'
import { fieldsHolding, holdsEmail } from './person.ts'
import { incidentReference, incidentSchema, incidentsCsv } from './incident.ts'
import { personEmail } from './request.ts'
import { summaryOf } from './form-errors.ts'

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
  const today = '2026-11-27'
  const schema = incidentSchema(today)
  const valid = {
    information: 'Names and e-mail addresses of 12 requesters',
    circumstances: 'An export sent to the wrong address',
    occurredOn: '2026-11-20',
    learnedOn: '2026-11-21',
    personsAffected: '12',
    riskAssessment: 'Low: no health information',
    commissionNotifiedOn: '',
    significantHarm: 'no',
    significantHarmAssessedOn: '2026-11-22',
    significantHarmReasons: 'Business addresses only; the recipient deleted the file',
    measures: 'The recipient deleted it and confirmed in writing',
  }
  // The first error of each field, as the page shows it.
  const errorsOf = (answers: Record<string, string>) => summaryOf(schema.safeParse(answers).error?.issues ?? [])

  it('asks for every item of both regimes, and takes empty optional dates as none', () => {
    const parsed = schema.parse(valid)
    expect(parsed).toMatchObject({ personsAffected: 12, seriousRisk: false, significantHarm: false, commissionNotifiedOn: undefined })
    expect(errorsOf({ ...valid, measures: ' ' })).toEqual({ measures: 'staff.incidents.error.measures' })
    expect(errorsOf({ ...valid, learnedOn: '21/11/2026' })).toEqual({ learnedOn: 'staff.privacy.error.date' })
    expect(errorsOf({ ...valid, significantHarm: '', significantHarmReasons: '' })).toEqual({
      significantHarm: 'staff.incidents.error.significantHarm',
      significantHarmReasons: 'staff.incidents.error.significantHarmReasons',
    })
  })

  it('refuses dates that cannot be: in the future, an incident after we learned of it, a notice before, a notice without its manner', () => {
    expect(errorsOf({ ...valid, opcReportedOn: '2026-11-28' })).toEqual({ opcReportedOn: 'staff.privacy.error.future' })
    expect(errorsOf({ ...valid, occurredOn: '2026-11-22' })).toEqual({ occurredOn: 'staff.incidents.error.afterLearned' })
    expect(errorsOf({ ...valid, commissionNotifiedOn: '2026-11-20' })).toEqual({
      commissionNotifiedOn: 'staff.incidents.error.beforeLearned',
    })
    expect(errorsOf({ ...valid, personsNotifiedOn: '2026-11-23' })).toEqual({
      personsNotifiedHow: 'staff.incidents.error.personsNotifiedHow',
    })
  })

  it('exports as CSV, one incident a row, never a formula', () => {
    const csv = incidentsCsv([
      {
        reference: incidentReference(2026, 1),
        recordedAt: '2026-11-25T12:00:00.000Z',
        recordedBy: 'Olivier',
        ...schema.parse({ ...valid, circumstances: '=HYPERLINK("x")' }),
        occurredOn: '2026-11-20',
        personsAffected: 12,
        occurredDescription: null,
        commissionNotifiedOn: null,
        opcReportedOn: null,
        othersNotified: null,
        personsNotifiedOn: null,
        personsNotifiedHow: null,
      },
    ])
    expect(csv.split('\r\n')[0]).toBe(
      'reference,recordedAt,recordedBy,information,circumstances,occurredOn,occurredDescription,learnedOn,personsAffected,riskAssessment,seriousRisk,commissionNotifiedOn,significantHarm,significantHarmAssessedOn,significantHarmReasons,opcReportedOn,othersNotified,personsNotifiedOn,personsNotifiedHow,measures',
    )
    expect(csv).toContain(`INC-2026-001,`)
    expect(csv).toContain(`"'=HYPERLINK(""x"")"`)
  })
})

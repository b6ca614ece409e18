import { describe, expect, it } from 'vitest'
import { incidentSchema, incidentUpdateSchema } from '../../app/privacy/incident.ts'
import { databaseForDescribe } from '../../tests/support/test-database-handle.ts'
import { testBackends } from '../../tests/support/test-databases.ts'
import { listIncidents, recordIncident, updateIncident } from './incidents.ts'

const today = '2026-11-30'
const recorded = incidentSchema(today).parse({
  information: 'Names and e-mail addresses of 3 persons',
  circumstances: 'An e-mail sent to the wrong recipient',
  learnedOn: '2026-11-21',
  personsAffected: '3',
  riskAssessment: 'Low: no health information',
  significantHarm: 'no',
  significantHarmAssessedOn: '2026-11-21',
  significantHarmReasons: 'No health information; the recipient is a known clinic that deleted it',
  measures: 'The recipient deleted the e-mail',
})

describe.each(testBackends)('the incident register on $name', (backend) => {
  const database = databaseForDescribe(backend)
  async function setUp() {
    return (await database.fresh()).db
  }

  it('updates the notices sent later and the measures, says what changed, and keeps the rest as recorded', async () => {
    const db = await setUp()
    const reference = await recordIncident(db, recorded, 'Olivier', new Date('2026-11-21T15:00:00Z'))
    const later = incidentUpdateSchema(today).parse({
      commissionNotifiedOn: '2026-11-28',
      opcReportedOn: '2026-11-29',
      personsNotifiedOn: '',
      measures: 'The recipient deleted the e-mail; the address book was corrected',
      // Not to be changed by an update: dropped.
      information: 'Something else',
    })
    expect(await updateIncident(db, reference, later)).toEqual({ ok: true, changed: ['commissionNotifiedOn', 'opcReportedOn', 'measures'] })
    const [incident] = await listIncidents(db)
    expect(incident).toMatchObject({
      reference,
      information: recorded.information,
      learnedOn: '2026-11-21',
      significantHarm: false,
      significantHarmReasons: recorded.significantHarmReasons,
      commissionNotifiedOn: '2026-11-28',
      opcReportedOn: '2026-11-29',
      personsNotifiedOn: null,
      measures: later.measures,
      recordedBy: 'Olivier',
    })
    // The same again changes nothing; a date set in error can be cleared; one before we knew is refused.
    expect(await updateIncident(db, reference, later)).toEqual({ ok: true, changed: [] })
    expect(await updateIncident(db, reference, { ...later, commissionNotifiedOn: undefined })).toEqual({
      ok: true,
      changed: ['commissionNotifiedOn'],
    })
    expect(await updateIncident(db, reference, { ...later, opcReportedOn: '2026-11-20' })).toEqual({
      ok: false,
      reason: 'before-learned',
      fields: ['opcReportedOn'],
    })
    expect(await updateIncident(db, 'INC-2026-999', later)).toEqual({ ok: false, reason: 'not-found' })
  })

  it('refuses an update without its measures or with a date that is not one', () => {
    expect(incidentUpdateSchema(today).safeParse({ measures: '  ' }).success).toBe(false)
    expect(incidentUpdateSchema(today).safeParse({ measures: 'x', personsNotifiedOn: '28/11/2026' }).success).toBe(false)
  })
})

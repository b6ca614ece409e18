import { describe, expect, it } from 'vitest'
import { csvCell } from '../csv.ts'
import { casesCsv } from './cases-csv.ts'
import type { CaseSummary } from './services.ts'

const sample: CaseSummary = {
  reference: 'MI-2026-000001',
  form: 'medical-information',
  lang: 'fr',
  receivedAt: '2026-11-25T15:00:00.000Z',
  adverseEvent: true,
  qualityProblem: false,
  suspectedSpam: false,
  seriousAdverseEvent: true,
  seriousCriteria: ['hospitalization', 'lifeThreatening'],
  product: 'ruzurgi',
  status: 'transferred',
  owner: 'Ana, "MI"',
  ownerSubject: 'ana',
  externalCaseNumber: '=HYPERLINK("x")',
  triageDue: '2026-11-26',
  reportDue: '2026-12-10',
  followUpReportDue: null,
  closure: null,
}

describe('the cases CSV', () => {
  it('quotes commas and quotation marks and defuses formulas', () => {
    expect(csvCell('plain')).toBe('plain')
    expect(csvCell('a,b')).toBe('"a,b"')
    expect(csvCell('=1+1')).toBe("'=1+1")
    expect(csvCell(null)).toBe('')
    expect(csvCell(true)).toBe('yes')
  })

  it('has a header in the page language and one row per case', () => {
    const lines = casesCsv([sample], 'fr')
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n')
    expect(lines).toHaveLength(2)
    expect(lines[0]).toContain('Numéro de référence')
    expect(lines[1]).toBe(
      `MI-2026-000001,medical-information,fr,2026-11-25T15:00:00.000Z,yes,yes,no,no,transferred,"Ana, ""MI""","'=HYPERLINK(""x"")",2026-11-26,2026-12-10,ruzurgi,hospitalization lifeThreatening,,`,
    )
  })
})

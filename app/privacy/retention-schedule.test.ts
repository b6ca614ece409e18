import { describe, expect, it } from 'vitest'
import { typographyProblems } from '../../tests/support/typography.ts'
import { languages } from '../routing/route-table.ts'
import { endOfPeriod, isPastRetention, retentionSchedule, ruleOfSubmission, submissionExpiry } from './retention-schedule.ts'
import { retentionTableMarkdown } from './retention-table.ts'

const base = {
  form: 'contact',
  adverseEvent: false,
  suspectedSpam: false,
  legalHold: false,
  receivedAt: new Date('2024-01-10T12:00:00Z'),
  hasCase: true,
  closedAt: new Date('2024-02-01T12:00:00Z'),
}

describe('the retention schedule', () => {
  it('keeps a contact request 2 years after closing, a medical-information one 10, spam 30 days after receipt', () => {
    expect(submissionExpiry(base)).toEqual(new Date('2026-02-01T12:00:00Z'))
    expect(submissionExpiry({ ...base, form: 'medical-information' })).toEqual(new Date('2034-02-01T12:00:00Z'))
    expect(submissionExpiry({ ...base, suspectedSpam: true })).toEqual(new Date('2024-02-09T12:00:00Z'))
    expect(isPastRetention(base, new Date('2026-02-01T11:59:59Z'))).toBe(false)
    expect(isPastRetention(base, new Date('2026-02-01T12:00:00Z'))).toBe(true)
  })

  it('never ends an adverse event report (pharmacovigilance), a held case, or a case still open', () => {
    expect(ruleOfSubmission({ ...base, adverseEvent: true, suspectedSpam: true }).id).toBe('adverse-event')
    // A side-effect report is one by its form, whatever its stored flag says.
    expect(submissionExpiry({ ...base, form: 'side-effect', suspectedSpam: true })).toBeNull()
    expect(submissionExpiry({ ...base, adverseEvent: true })).toBeNull()
    expect(submissionExpiry({ ...base, legalHold: true, suspectedSpam: true })).toBeNull()
    expect(submissionExpiry({ ...base, closedAt: null })).toBeNull()
  })

  it('counts a request with no case (no staff area to close it) from its receipt', () => {
    const answeredByMail = { ...base, hasCase: false, closedAt: null }
    expect(submissionExpiry(answeredByMail)).toEqual(new Date('2026-01-10T12:00:00Z'))
    expect(submissionExpiry({ ...answeredByMail, form: 'medical-information' })).toEqual(new Date('2034-01-10T12:00:00Z'))
    expect(isPastRetention(answeredByMail, new Date('2026-01-10T12:00:00Z'))).toBe(true)
    // Still never an adverse event report, nor a held one.
    expect(submissionExpiry({ ...answeredByMail, adverseEvent: true })).toBeNull()
    expect(submissionExpiry({ ...answeredByMail, legalHold: true })).toBeNull()
  })

  it('counts calendar years and days', () => {
    expect(endOfPeriod(new Date('2024-02-29T00:00:00Z'), { years: 2 })).toEqual(new Date('2026-03-01T00:00:00Z'))
    expect(endOfPeriod(new Date('2026-11-25T00:00:00Z'), { days: -30 })).toEqual(new Date('2026-10-26T00:00:00Z'))
  })

  it('is shown as a table in both languages, one row a rule, in each language’s typography', () => {
    for (const lang of languages) {
      const table = retentionTableMarkdown(lang)
      expect(table.split('\n')).toHaveLength(retentionSchedule.length + 2)
      for (const rule of retentionSchedule) {
        expect(table).toContain(rule.what[lang])
        expect(typographyProblems(rule.what[lang], lang)).toEqual([])
        expect(typographyProblems(rule.kept[lang], lang)).toEqual([])
      }
    }
    expect(retentionTableMarkdown('fr')).toContain('| Durée de conservation |')
  })
})

import { describe, expect, it } from 'vitest'
import { businessDaysBetween, percentile, teamFigures, type FigureCase } from './figures.ts'
import { figuresCsv } from './figures-table.ts'

const base: FigureCase = {
  form: 'medical-information',
  lang: 'en',
  adverseEvent: false,
  serious: false,
  qualityProblem: false,
  suspectedSpam: false,
  // A Friday.
  dayZero: '2026-11-20',
  triagedOn: null,
  answeredOn: null,
  transferredOn: null,
}

describe('the team’s figures', () => {
  it('counts business days after day 0, weekends and holidays left out', () => {
    expect(businessDaysBetween('2026-11-20', '2026-11-20')).toBe(0)
    // Friday to Monday: one business day.
    expect(businessDaysBetween('2026-11-20', '2026-11-23')).toBe(1)
    // Christmas and Boxing Day are not business days.
    expect(businessDaysBetween('2026-12-24', '2026-12-29')).toBe(1)
  })

  it('takes the nearest-rank median and 90th percentile', () => {
    expect(percentile([], 0.5)).toBeNull()
    expect(percentile([1, 2, 3, 4], 0.5)).toBe(2)
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 0.9)).toBe(9)
  })

  it('gives each language and both: counts of all that came in, times and shares of what was not spam', () => {
    const cases: FigureCase[] = [
      { ...base, triagedOn: '2026-11-23', answeredOn: '2026-11-24' },
      { ...base, lang: 'fr', triagedOn: '2026-11-25', answeredOn: '2026-12-04' },
      {
        ...base,
        lang: 'fr',
        form: 'side-effect',
        adverseEvent: true,
        serious: true,
        triagedOn: '2026-11-20',
        transferredOn: '2026-12-04',
      },
      { ...base, form: 'contact', suspectedSpam: true, triagedOn: '2026-12-20' },
    ]
    const [en, fr, all] = teamFigures(cases, 5)
    expect(en).toMatchObject({ lang: 'en', cases: 2, byForm: { contact: 1, 'medical-information': 1, 'side-effect': 0 } })
    expect(en!.flags.suspectedSpam).toBe(1)
    expect(en!.triage).toEqual({ count: 1, median: 1, p90: 1, withinTarget: 1 })
    expect(fr!.triage).toEqual({ count: 2, median: 0, p90: 3, withinTarget: 0.5 })
    // 20 Nov to 4 Dec: 10 business days, past the 5 of the target.
    expect(fr!.answer).toEqual({ count: 1, median: 10, p90: 10, withinTarget: 0 })
    // Day 0 plus 15 calendar days is 5 December: transferred on the 4th is within.
    expect(fr!.transfers).toEqual({ adverseEvents: 1, withinTarget: 1 })
    expect(all).toMatchObject({ lang: 'all', cases: 4, flags: { adverseEvent: 1, serious: 1, qualityProblem: 0, suspectedSpam: 1 } })
    expect(all!.answer.withinTarget).toBe(0.5)
  })

  it('exports one row per language, the page’s measures as columns, in the page’s language', () => {
    const csv = figuresCsv('2026-11', teamFigures([{ ...base, triagedOn: '2026-11-23' }], 5), 'fr', 5)
    const [header, en, , all] = csv.trim().split('\r\n')
    expect(header).toMatch(/^Mois,Langue,Dossiers reçus,/)
    expect(header).toContain('Répondus en 5 jours ouvrables')
    expect(en).toMatch(/^2026-11,Anglais,1,/)
    expect(all).toMatch(/^2026-11,Les deux langues,1,/)
  })
})

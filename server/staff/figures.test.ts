import { describe, expect, it } from 'vitest'
import { sampleCaseDesk } from '../../tests/support/sample-case-desk.ts'
import { testBackends } from '../../tests/support/test-databases.ts'
import { marie, wednesdayAfternoon } from '../../tests/support/staff-people.ts'

const now = wednesdayAfternoon

describe.each(testBackends)('the team’s figures on $name', (backend) => {
  it('counts the month’s cases and reads the times of triage and answer from their histories', async () => {
    const { services } = await sampleCaseDesk(backend, now, { answerTarget: 3 })
    const { cases } = await services.listCases({})
    const november = cases.filter((c) => c.receivedAt >= '2026-11-01T05:00:00Z' && !c.suspectedSpam && !c.adverseEvent)
    const answered = november[0]!
    expect(await services.changeCase(answered.reference, { kind: 'status', to: 'answered' }, marie)).toEqual({ ok: true })

    const { figures, answerTarget } = await services.figures('2026-11')
    expect(answerTarget).toBe(3)
    const all = figures.find((f) => f.lang === 'all')!
    expect(all.cases).toBe(cases.filter((c) => c.receivedAt >= '2026-11-01T05:00:00Z').length)
    expect(all.triage.count).toBe(1)
    expect(all.answer.count).toBe(1)
    expect(figures.map((f) => f.lang)).toEqual(['en', 'fr', 'all'])
    expect((await services.figures('2026-10')).figures.find((f) => f.lang === 'all')!.triage.count).toBe(0)
  })
})

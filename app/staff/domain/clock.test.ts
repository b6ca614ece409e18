import { describe, expect, it } from 'vitest'
import { caseClock, dayIn, dueState, reportClock, runningClocks } from './clock.ts'

const zone = 'America/Toronto'

describe('the case clock', () => {
  it('takes day 0 in the company time zone', () => {
    // 02:30 UTC on the 27th is still the evening of the 26th in Toronto.
    expect(dayIn(new Date('2026-11-27T02:30:00Z'), zone)).toBe('2026-11-26')
  })

  it('gives triage the next business day and a serious adverse event 15 calendar days', () => {
    expect(caseClock(new Date('2026-11-27T15:00:00Z'), true, zone)).toEqual({
      dayZero: '2026-11-27',
      triageDue: '2026-11-30',
      reportDue: '2026-12-12',
    })
    expect(caseClock(new Date('2026-11-25T15:00:00Z'), false, zone)).toEqual({
      dayZero: '2026-11-25',
      triageDue: '2026-11-26',
      reportDue: null,
    })
  })

  it('says overdue, due today, upcoming or met', () => {
    expect(dueState('2026-11-24', '2026-11-25', false)).toBe('overdue')
    expect(dueState('2026-11-25', '2026-11-25', false)).toBe('due-today')
    expect(dueState('2026-11-26', '2026-11-25', false)).toBe('upcoming')
    expect(dueState('2026-11-24', '2026-11-25', true)).toBe('met')
    expect(dueState(null, '2026-11-25', false)).toBe(null)
  })
})

describe('the report clock', () => {
  const serious = {
    status: 'triaged' as const,
    triageDue: '2026-11-26',
    reportDue: '2026-12-10',
    externalCaseNumber: null,
    closure: null,
  }

  it('reads done only once a transfer is recorded, whatever the status', () => {
    expect(reportClock(serious, '2026-11-30')).toEqual({ state: 'upcoming', due: '2026-12-10' })
    expect(reportClock(serious, '2026-12-11')).toEqual({ state: 'overdue', due: '2026-12-10' })
    expect(reportClock({ ...serious, status: 'answered' }, '2026-12-11')).toEqual({ state: 'overdue', due: '2026-12-10' })
    expect(reportClock({ ...serious, status: 'transferred', externalCaseNumber: 'VS-1' }, '2026-12-11')).toEqual({
      state: 'met',
      due: '2026-12-10',
    })
    expect(reportClock({ ...serious, reportDue: null }, '2026-12-11')).toEqual({ state: 'none' })
  })

  it('says a case closed without transfer, and why', () => {
    const closure = {
      reason: 'duplicate' as const,
      duplicateOf: 'MI-2026-000001',
      requestedBy: 'A',
      requesterSubject: 'a',
      requestedAt: '',
      confirmedBy: 'B',
    }
    expect(reportClock({ ...serious, status: 'closed', closure }, '2026-12-11')).toEqual({
      state: 'closed-without-transfer',
      due: '2026-12-10',
      reason: 'duplicate',
    })
  })

  it('lists the running clocks soonest first', () => {
    expect(runningClocks({ ...serious, status: 'new', triageDue: '2026-12-12' })).toEqual([
      { clock: 'report', due: '2026-12-10' },
      { clock: 'triage', due: '2026-12-12' },
    ])
    expect(runningClocks({ ...serious, status: 'closed' })).toEqual([])
  })

  it('runs a follow-up report beside the first one, until it is recorded sent', () => {
    const sent = { ...serious, externalCaseNumber: 'SAF-1', followUpReportDue: '2026-12-20' }
    expect(runningClocks(sent)).toEqual([{ clock: 'follow-up', due: '2026-12-20' }])
    expect(runningClocks({ ...sent, externalCaseNumber: null })).toEqual([
      { clock: 'report', due: '2026-12-10' },
      { clock: 'follow-up', due: '2026-12-20' },
    ])
    expect(runningClocks({ ...sent, followUpReportDue: null })).toEqual([])
  })
})

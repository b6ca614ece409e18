import { describe, expect, it } from 'vitest'
import { statusRefusal } from './case-status.ts'

const adverse = { status: 'triaged' as const, adverseEvent: true, externalCaseNumber: null }

describe('the statuses a case may take', () => {
  it('never answers or closes an adverse event before its transfer is recorded', () => {
    expect(statusRefusal(adverse, 'closed')).toBe('transfer-required')
    expect(statusRefusal(adverse, 'answered')).toBe('transfer-required')
    expect(statusRefusal({ ...adverse, status: 'new' }, 'closed')).toBe('transfer-required')
    expect(statusRefusal(adverse, 'transferred')).toBe('external-number-required')
    expect(statusRefusal(adverse, 'transferred', 'VS-1')).toBeNull()
    expect(statusRefusal({ ...adverse, status: 'transferred', externalCaseNumber: 'VS-1' }, 'closed')).toBeNull()
  })

  it('closes or answers anything else, forwards only, and reopens a closed case as triaged', () => {
    const question = { ...adverse, adverseEvent: false }
    expect(statusRefusal(question, 'closed')).toBeNull()
    expect(statusRefusal(question, 'answered')).toBeNull()
    expect(statusRefusal(question, 'new')).toBe('bad-transition')
    expect(statusRefusal({ ...question, status: 'closed' }, 'triaged')).toBeNull()
    expect(statusRefusal({ ...question, status: 'closed' }, 'answered')).toBe('bad-transition')
  })
})

import { describe, expect, it } from 'vitest'
import { followUpSchema } from '../../follow-up/follow-up-schema.ts'
import { parseSubmission } from '../../forms/domain/parse-submission.ts'
import { composeFollowUpRequest } from './follow-up-mail.ts'
import { expiryOf, followUpReportDue, linkState, readFollowUpInput, followUpClockAfterAnswers, expiredUnanswered } from './follow-up.ts'

const at = new Date('2026-11-25T20:00:00Z')

describe('follow-up questions', () => {
  it('keeps the chosen questions in the list’s order, with the team’s own text, and refuses an empty or untyped choice', () => {
    expect(readFollowUpInput({ questions: ['free', 'lot-number'], freeQuestion: '  Which pharmacy?  ' })).toEqual({
      ok: true,
      asked: [{ key: 'lot-number' }, { key: 'free', text: 'Which pharmacy?' }],
    })
    expect(readFollowUpInput({ questions: [], freeQuestion: '' })).toEqual({ ok: false, reason: 'no-questions' })
    expect(readFollowUpInput({ questions: ['free'], freeQuestion: ' ' })).toEqual({ ok: false, reason: 'free-question-required' })
    expect(readFollowUpInput({ questions: ['outcome'], freeQuestion: 'x'.repeat(501) })).toEqual({
      ok: false,
      reason: 'free-question-too-long',
    })
  })

  it('opens a link for 14 days by the server’s clock, and once', () => {
    const expiresAt = expiryOf(at)
    expect(expiresAt.toISOString()).toBe('2026-12-09T20:00:00.000Z')
    expect(linkState({ answeredAt: null, expiresAt }, new Date(expiresAt.getTime() - 1))).toBe('open')
    expect(linkState({ answeredAt: null, expiresAt }, expiresAt)).toBe('expired')
    expect(linkState({ answeredAt: at, expiresAt }, at)).toBe('answered')
    expect(linkState({ answeredAt: at, expiresAt }, expiresAt)).toBe('answered')
    expect(linkState(undefined, at)).toBe('not-found')
  })

  it('gives new information of a serious adverse event its own 15 calendar days', () => {
    expect(followUpReportDue('2026-12-24', true)).toBe('2027-01-08')
    expect(followUpReportDue('2026-12-24', false)).toBeNull()
  })

  it('writes the e-mail in the reporter’s language with the questions and the link, nothing else of the case', () => {
    const mail = composeFollowUpRequest({
      lang: 'fr',
      questions: [{ key: 'lot-number' }, { key: 'free', text: 'Quelle pharmacie\u202f?' }],
      link: 'https://www.example.ca/fr/suivi/abc',
      expiresAt: expiryOf(at),
      sender: 'Marie Tremblay',
      reference: 'MI-2026-000123',
    })
    expect(mail.subject).toBe('Votre déclaration MI-2026-000123 – quelques questions de notre équipe')
    expect(mail.text).toContain('- Le numéro de lot du médicament')
    expect(mail.text).toContain('- Quelle pharmacie\u202f?')
    expect(mail.text).toContain('https://www.example.ca/fr/suivi/abc\n')
    expect(mail.text).toContain('9 décembre 2026')
  })
})

describe('the reporter’s form', () => {
  const schema = followUpSchema([{ key: 'lot-number' }, { key: 'outcome' }])
  const post = (fields: Record<string, string>) => parseSubmission(new URLSearchParams(fields), schema)

  it('takes the questions asked, any of them empty, and drops anything else', () => {
    const result = post({ 'lot-number': ' AB12 ', outcome: '', 'other-medicines': 'not asked' })
    expect(result.status).toBe('success')
    if (result.status === 'success') expect(result.value).toEqual({ 'lot-number': 'AB12' })
  })

  it('asks for at least one answer, on the first question, and holds each to its limit', () => {
    expect(post({ 'lot-number': '', outcome: ' ' }).reply().error).toEqual({ 'lot-number': ['form.error.followUpEmpty'] })
    expect(post({ 'lot-number': 'x'.repeat(101) }).reply().error).toEqual({ 'lot-number': ['form.error.tooLong|100'] })
  })
})

describe('the follow-up report’s clock', () => {
  const transferred = { serious: true, status: 'transferred', externalCaseNumber: 'SAF-1', runningDue: null }

  it('starts 15 calendar days after the answers on a serious case already transferred', () => {
    expect(followUpClockAfterAnswers(transferred, '2026-11-28')).toEqual({
      reportDue: '2026-12-13',
      runningDue: '2026-12-13',
      joinsFirstReport: false,
      reopen: false,
    })
  })

  it('keeps an earlier day already running, and reopens a closed case', () => {
    expect(followUpClockAfterAnswers({ ...transferred, runningDue: '2026-12-01', status: 'closed' }, '2026-11-28')).toEqual({
      reportDue: '2026-12-13',
      runningDue: '2026-12-01',
      joinsFirstReport: false,
      reopen: true,
    })
  })

  it('adds to the first report before its transfer, and asks nothing of a case that is not serious', () => {
    expect(followUpClockAfterAnswers({ ...transferred, externalCaseNumber: null }, '2026-11-28')).toMatchObject({
      reportDue: null,
      runningDue: null,
      joinsFirstReport: true,
    })
    expect(followUpClockAfterAnswers({ ...transferred, serious: false, status: 'closed' }, '2026-11-28')).toEqual({
      reportDue: null,
      runningDue: null,
      joinsFirstReport: false,
      reopen: false,
    })
  })
})

describe('a follow-up that expired unanswered', () => {
  const request = { details: { requestId: 7, expiresAt: '2026-12-09T20:00:00.000Z' } }
  const before = new Date('2026-12-09T19:59:59Z')
  const after = new Date('2026-12-09T20:00:00Z')

  it('is said once its link no longer answers and no answer to it came', () => {
    expect(expiredUnanswered(request, [], before)).toBe(false)
    expect(expiredUnanswered(request, [], after)).toBe(true)
    expect(expiredUnanswered(request, [{ kind: 'follow-up-answer', details: { requestId: 8 } }], after)).toBe(true)
  })

  it('is not, once its own answer is in the history', () => {
    expect(expiredUnanswered(request, [{ kind: 'follow-up-answer', details: { requestId: 7 } }], after)).toBe(false)
  })
})

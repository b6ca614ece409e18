import { describe, expect, it } from 'vitest'
import { adverseEventAnswers, validContact, validMedicalInformation } from '../../../tests/support/test-answers.ts'
import { triageOfAnswers } from './triage-of-answers.ts'
import { readTriage, triageChanges, triageErrors, type Triage } from './triage.ts'

const none = { adverseEvent: false, qualityProblem: false, suspectedSpam: false }
const plain: Triage = { ...none, serious: false, seriousCriteria: [], product: null }

describe('triage', () => {
  it('starts from the answers', () => {
    expect(
      triageOfAnswers('medical-information', { ...validMedicalInformation, ...adverseEventAnswers }, { ...none, adverseEvent: true }),
    ).toEqual({
      ...none,
      adverseEvent: true,
      serious: true,
      seriousCriteria: ['hospitalization'],
      product: 'ruzurgi',
    })
    expect(triageOfAnswers('side-effect', { suspectProduct: 'unsure', aeSerious: 'no' }, { ...none, adverseEvent: true })).toMatchObject({
      serious: false,
      product: 'unknown',
    })
    expect(triageOfAnswers('contact', validContact, { ...none, suspectedSpam: true })).toEqual({ ...plain, suspectedSpam: true })
  })

  it('wants a serious case to be an adverse event with a criterion, and a reason to clear either flag', () => {
    const input = { ...plain, reason: '' }
    expect(triageErrors(plain, { ...input, serious: true })).toEqual({ serious: 'serious-needs-adverse-event' })
    expect(triageErrors(plain, { ...input, adverseEvent: true, serious: true })).toEqual({ seriousCriteria: 'criteria-required' })
    const serious: Triage = { ...plain, adverseEvent: true, serious: true, seriousCriteria: ['death'] }
    expect(triageErrors(serious, { ...input, adverseEvent: true })).toEqual({ reason: 'reason-required' })
    expect(triageErrors(serious, { ...input, adverseEvent: true, reason: 'Reviewed by Dr. Roy' })).toEqual({})
    expect(triageErrors(plain, { ...input, qualityProblem: true })).toEqual({})
  })

  it('says each change with its value before and after, and reads the form’s fields', () => {
    const after = {
      ...plain,
      adverseEvent: true,
      serious: true,
      seriousCriteria: ['death' as const, 'disability' as const],
      product: 'lysodren' as const,
    }
    expect(triageChanges(plain, after)).toEqual([
      { field: 'adverseEvent', from: 'no', to: 'yes' },
      { field: 'serious', from: 'no', to: 'yes' },
      { field: 'seriousCriteria', from: '', to: 'death,disability' },
      { field: 'product', from: null, to: 'lysodren' },
    ])
    const form = new URLSearchParams(
      'adverseEvent=yes&serious=yes&seriousCriteria=death&seriousCriteria=nonsense&product=nope&reason= why ',
    )
    expect(
      readTriage(
        (n) => form.get(n) ?? '',
        (n) => form.getAll(n),
      ),
    ).toEqual({
      ...plain,
      adverseEvent: true,
      serious: true,
      seriousCriteria: ['death'],
      reason: 'why',
    })
  })
})

import { describe, expect, it } from 'vitest'
import { isSeriousAdverseEvent } from '../../staff/domain/serious.ts'
import { minimalSideEffect } from '../../../tests/support/test-answers.ts'
import { answerLines } from './answer-lines.ts'
import { submissionFlags } from './flags.ts'
import { formTranslator } from './messages/index.ts'
import { reporterOf } from './reporter.ts'
import type { SubmissionRequest } from './services.ts'
import type { SideEffectData } from './side-effect-schema.ts'

/** The minimal report with some answers changed; an answer given as undefined is left out. */
const report = (answers: Record<string, unknown> = {}, lang: 'en' | 'fr' = 'en'): SubmissionRequest => ({
  form: 'side-effect',
  lang,
  suspectedSpam: false,
  answers: Object.fromEntries(
    Object.entries<unknown>({ ...minimalSideEffect, ...answers }).filter(([, value]) => value !== undefined),
  ) as SideEffectData,
})

describe('a side-effect report as the team sees it', () => {
  it('is always an adverse event, never a quality complaint, and serious when the reporter says so', () => {
    expect(submissionFlags(report({ qpLotNumber: 'LT-2291' }))).toEqual({ adverseEvent: true, qualityProblem: false })
    expect(isSeriousAdverseEvent('side-effect', report().answers)).toBe(false)
    expect(isSeriousAdverseEvent('side-effect', report({ aeSerious: 'unknown' }).answers)).toBe(false)
    expect(isSeriousAdverseEvent('side-effect', report({ aeSerious: 'yes', aeSeriousCriteria: ['death'] }).answers)).toBe(true)
  })

  it('lists its answers in the form’s order with their labels, in the team’s language', () => {
    const answers = { aeStartDate: '2026-03-27', suspectProduct: 'unsure' } as const
    expect(answerLines(report(answers, 'fr'), formTranslator('en'), 'en')).toEqual([
      { label: 'You are', value: 'A caregiver or family member' },
      { label: 'Your name or initials', value: 'Sam Okafor' },
      { label: 'E-mail address', value: 'sam.okafor@example.com' },
      { label: 'Patient’s initials', value: 'R.O.' },
      { label: 'Which product do you think caused it?', value: 'I am not sure' },
      { label: 'Describe the side effect', value: minimalSideEffect.aeDescription },
      { label: 'Date the reaction started', value: '27 March 2026' },
    ])
  })

  it('answers its reporter by name in the page’s language, by e-mail when one was given', () => {
    expect(reporterOf(report({}, 'fr'))).toEqual({ name: 'Sam Okafor', email: 'sam.okafor@example.com', lang: 'fr' })
    expect(reporterOf(report({ email: undefined, phone: '514 555-0199' })).email).toBeUndefined()
  })
})

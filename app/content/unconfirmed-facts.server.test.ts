import { describe, expect, it } from 'vitest'
import { factsVerdict, unconfirmedFacts } from './unconfirmed-facts.server.ts'

describe('unconfirmed facts', () => {
  it('lists every placeholder of the products and the company by name', () => {
    const pending = unconfirmedFacts()
    expect(pending).toEqual(expect.arrayContaining(['ruzurgi.din', 'lysodren.monographDate', 'lysodren.safety', 'company.emails.privacy']))
  })

  it('stop a production build, naming each', () => {
    const verdict = factsVerdict('production', ['ruzurgi.din', 'company.emails.privacy'])
    expect(verdict.ok).toBe(false)
    expect(verdict.message).toMatch(/^refusing a production build: .*ruzurgi\.din, company\.emails\.privacy/)
  })

  it('are a reminder in development, in tests and when NODE_ENV is unset', () => {
    for (const env of [undefined, 'development', 'test']) {
      expect(factsVerdict(env, ['ruzurgi.din'])).toEqual({ ok: true, message: 'sample facts, to be confirmed before a production build: ruzurgi.din' })
    }
  })

  it('let a production build through once every fact is confirmed', () => {
    expect(factsVerdict('production', []).ok).toBe(true)
  })
})

import { describe, expect, it } from 'vitest'
import { createBuildRules } from './build-rules.ts'
import { createRouteRulesMatcher } from './route-rules.ts'

describe('build rules', () => {
  it('has no rules before its build’s meta is loaded', () => {
    expect(createBuildRules().for('/en/pressroom/rss.xml')).toEqual({})
  })

  it('asks for builds/meta/{buildId}.json and applies the matcher it carries', async () => {
    const rules = createBuildRules()
    const asked: string[] = []
    const loaded = await rules.load('abc123', async (path) => {
      asked.push(path)
      return { id: 'abc123', timestamp: 1, matcher: createRouteRulesMatcher(['/en/about', '/en/pressroom/rss.xml']) }
    })
    expect(loaded).toBe(true)
    expect(asked).toEqual(['/builds/meta/abc123.json'])
    expect(rules.for('/en/pressroom/rss.xml').document).toBe(true)
    expect(rules.for('/en/about').document).toBeUndefined()
    expect(rules.for('/assets/x.js').document).toBe(true)
  })

  it('keeps no rules from an answer without a matcher', async () => {
    const rules = createBuildRules()
    expect(await rules.load('abc123', async () => ({ id: 'abc123', matcher: 'nope' }))).toBe(false)
    expect(rules.for('/builds/latest.json')).toEqual({})
  })
})

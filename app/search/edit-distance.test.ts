import { describe, expect, it } from 'vitest'
import { editDistance } from './edit-distance.ts'

describe('the edit distance between two words', () => {
  it('counts a letter inserted, deleted or replaced, and two neighbours swapped, as one edit each', () => {
    expect(editDistance('lysodren', 'lysodren', 2)).toBe(0)
    expect(editDistance('lysodern', 'lysodren', 2)).toBe(1)
    expect(editDistance('ruzurgy', 'ruzurgi', 2)).toBe(1)
    expect(editDistance('efect', 'effect', 2)).toBe(1)
    expect(editDistance('accesibility', 'accessibility', 2)).toBe(1)
    expect(editDistance('sclerossis', 'sclerosis', 2)).toBe(1)
    expect(editDistance('carriere', 'carrieres', 2)).toBe(1)
    expect(editDistance('kitten', 'sitting', 3)).toBe(3)
  })

  it('stops counting past the most it is asked for', () => {
    expect(editDistance('lysodren', 'ruzurgi', 2)).toBe(3)
    expect(editDistance('a', 'abcdef', 2)).toBe(3)
    expect(editDistance('', '', 0)).toBe(0)
  })
})

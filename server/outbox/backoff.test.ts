import { describe, expect, it } from 'vitest'
import { retryDelay } from './backoff.ts'

describe('retryDelay', () => {
  const policy = { baseMs: 1_000, maxMs: 60_000 }

  it('doubles from the base and stops at the ceiling', () => {
    const middle = () => 0.5
    expect([1, 2, 3, 4, 7, 8, 30].map((attempt) => retryDelay(attempt, policy, middle))).toEqual([
      1_000, 2_000, 4_000, 8_000, 60_000, 60_000, 60_000,
    ])
  })

  it('spreads retries by ±20 %', () => {
    expect(retryDelay(3, policy, () => 0)).toBe(3_200)
    expect(retryDelay(3, policy, () => 1)).toBe(4_800)
  })
})

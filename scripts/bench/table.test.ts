import { describe, expect, it } from 'vitest'
import { kb, table } from './table.ts'

describe('table', () => {
  it('pads text to the left and numbers to the right', () => {
    expect(
      table(
        ['page', 'JS kB'],
        [
          ['/en', kb(104_512)],
          ['/fr/nousjoindre', kb(9_000)],
        ],
      ),
    ).toBe(['page             JS kB', '───────────────  ─────', '/en              104.5', '/fr/nousjoindre    9.0'].join('\n'))
  })
})

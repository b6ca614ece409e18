import { describe, expect, it } from 'vitest'
import facts from '../../content/data/product-facts.json' with { type: 'json' }
import { productFactsSchema } from './product-facts.server.ts'

describe('the professional product facts file', () => {
  it('is read as the build reads it', () => {
    expect(productFactsSchema.parse(facts).ruzurgi.din).toMatch(/^\d{8}$/)
  })

  it('takes a list of unconfirmed facts the CMS left out as none, and refuses a DIN that is not one', () => {
    const { unconfirmed: _left, ...ruzurgi } = facts.ruzurgi
    expect(productFactsSchema.parse({ ...facts, ruzurgi }).ruzurgi.unconfirmed).toEqual([])
    const result = productFactsSchema.safeParse({ ...facts, lysodren: { ...facts.lysodren, din: '123' } })
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['lysodren.din', 'must be the 8 digits of a DIN']])
  })
})

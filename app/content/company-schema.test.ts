import { describe, expect, it } from 'vitest'
import facts from '../../content/data/company.json' with { type: 'json' }
import { companySchema } from './company-schema.ts'

describe('the company facts file', () => {
  it('matches the schema the build checks it with', () => {
    expect(companySchema.safeParse(facts).success).toBe(true)
  })

  it('refuses a phone number written another way, naming the field', () => {
    const result = companySchema.safeParse({ ...facts, phones: { ...facts.phones, main: '514-555-0100' } })
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['phones.main', 'must be written 1 514 555-0100']])
  })
})

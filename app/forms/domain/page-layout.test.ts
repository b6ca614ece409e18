import { describe, expect, it } from 'vitest'
import { describeFields } from './field-description.ts'
import { formPages } from './fields.ts'
import { describePage, type Block } from './page-layout.ts'

const fields = describeFields({
  serious: { kind: 'choice', list: 'yesNo' },
  criteria: { kind: 'checkboxes', list: 'seriousCriteria', shownWhen: { field: 'serious', value: 'yes' } },
  outcome: { kind: 'choice', list: 'outcome' },
  age: { kind: 'text', limit: 'age' },
})

/** The blocks as nested names: a field with the names that follow it, or a one-of set with its own. */
const shape = (blocks: readonly Block[]): unknown[] =>
  blocks.map((block) =>
    'field' in block ? (block.followUps.length ? [block.field, shape(block.followUps)] : block.field) : shape(block.blocks),
  )

describe('a page described as data', () => {
  it('puts each follow-up right after the question that opens it, nested, and orders the fields as placed', () => {
    const page = describePage(fields, { groups: [{ items: ['age', 'serious', 'criteria', 'outcome'] }] })
    expect(shape(page.groups[0]!.blocks)).toEqual(['age', ['serious', ['criteria']], 'outcome'])
    expect(page.order).toEqual(['age', 'serious', 'criteria', 'outcome'])
  })

  it('places the rest of a shared set where the page says, in the set’s order', () => {
    const page = describePage(fields, { groups: [{ items: ['outcome'] }, { items: [{ restOf: fields }] }] })
    expect(page.groups[1]!.names).toEqual(['serious', 'criteria', 'age'])
    expect(page.order).toEqual(['outcome', 'serious', 'criteria', 'age'])
  })

  it('refuses a follow-up away from its question, a field left out or placed twice, and a name the form does not have', () => {
    expect(() => describePage(fields, { groups: [{ items: ['serious', 'outcome', 'criteria', 'age'] }] })).toThrow(
      'criteria follows serious: it must come right after it',
    )
    expect(() => describePage(fields, { groups: [{ items: ['serious', 'criteria', 'outcome'] }] })).toThrow('does not place age')
    expect(() => describePage(fields, { groups: [{ items: ['serious', 'criteria', 'outcome', 'age', 'age'] }] })).toThrow(
      'places age twice',
    )
    // @ts-expect-error 'ages' is no field of this form
    expect(() => describePage(fields, { groups: [{ items: ['serious', 'criteria', 'outcome', 'ages'] }] })).toThrow(
      'The page places ages, which is no field of its form',
    )
  })

  it('draws the forms’ follow-up sections and one-of fieldsets from their rules and pages', () => {
    const medical = formPages['medical-information'].groups.map((group) => shape(group.blocks))
    expect(medical[2]).toEqual([
      [
        'adverseEvent',
        [
          ...['aePatientInitials', 'aeAge', 'aeSex', 'aeStartDate', 'aeDescription'],
          ['aeSerious', ['aeSeriousCriteria']],
          ...['aeOutcome', 'aeFollowUpConsent'],
        ],
      ],
    ])
    const report = formPages['side-effect']
    expect(report.oneOfs.map((rule) => rule.oneOf)).toEqual([
      ['email', 'phone'],
      ['aePatientInitials', 'aeAge', 'aeSex'],
    ])
    expect(report.groups.filter((group) => group.folded).map((group) => group.names)).toEqual([
      ['aeStartDate', 'aeSerious', 'aeSeriousCriteria', 'aeOutcome', 'qpLotNumber', 'otherMedicines', 'aeFollowUpConsent'],
    ])
  })
})

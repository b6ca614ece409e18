import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { duplicateFacts, duplicateMatch, type DuplicateFacts } from './duplicate-match.ts'

const received = new Date('2026-11-20T15:00:00Z')
const report = (answers: Record<string, unknown>, { product = 'lysodren', receivedAt = received, form = 'side-effect' as const } = {}) =>
  duplicateFacts({ form, answers, product, receivedAt })
const first = { aeStartDate: '2026-11-02', aePatientInitials: 'R.O.', aeAge: '42', aeSex: 'female', email: 'sam@example.com' }
const daysBefore = (days: number) => new Date(received.getTime() - days * 24 * 60 * 60 * 1000)

describe('possible duplicates', () => {
  it('matches the same product and reaction date with the same initials, however written', () => {
    const earlier = report({ ...first, email: undefined }, { receivedAt: daysBefore(90) })
    const current = report({ aeStartDate: '2026-11-02', aePatientInitials: 'ro', aeSex: 'male' })
    expect(duplicateMatch(current, earlier)).toEqual(['product', 'reactionDate', 'initials'])
  })

  it('needs the patient too: the same product and day for another patient is no match', () => {
    const earlier = report({ aeStartDate: '2026-11-02', aePatientInitials: 'AB', aeAge: '70' })
    expect(duplicateMatch(report({ aeStartDate: '2026-11-02', aePatientInitials: 'CD', aeAge: '12' }), earlier)).toEqual([])
    // Neither gives the patient: nothing to say it is one patient.
    expect(duplicateMatch(report({ aeStartDate: '2026-11-02' }), report({ aeStartDate: '2026-11-02' }))).toEqual([])
  })

  it('reads an age by its number and compares the sex as chosen', () => {
    const earlier = report({ aeStartDate: '2026-11-02', aeAge: '42 ans', aeSex: 'female' })
    expect(duplicateMatch(report({ aeStartDate: '2026-11-02', aeAge: '42 years old', aeSex: 'female' }), earlier)).toEqual([
      'product',
      'reactionDate',
      'age',
      'sex',
    ])
  })

  it('uses the team’s product: another product, or one not known, is no match', () => {
    const earlier = report(first, { receivedAt: daysBefore(60) })
    expect(duplicateMatch(report(first, { product: 'ruzurgi' }), earlier)).toEqual([])
    const unknown = report(first, { product: 'unknown', receivedAt: daysBefore(60) })
    expect(duplicateMatch(report(first, { product: 'unknown' }), unknown)).toEqual([])
    // Another product: by its name, accents and case aside; the request names it `productOther`.
    const other = report({ ...first, suspectProductName: 'Hydrocortisone' }, { product: 'other', receivedAt: daysBefore(60) })
    const request = duplicateFacts({
      form: 'medical-information',
      answers: { ...first, productOther: 'HYDROCORTISONE' },
      product: 'other',
      receivedAt: received,
    })
    expect(duplicateMatch(request, other)).toContain('product')
    const unnamed = report(first, { product: 'other', receivedAt: daysBefore(60) })
    expect(duplicateMatch(report(first, { product: 'other' }), unnamed)).toEqual([])
  })

  it('matches the reporter’s e-mail, case and accents aside, within 30 days before only', () => {
    const current = report({ email: 'Hélène.Roy@Example.com' }, { product: 'ruzurgi' })
    const at = (days: number) => report({ email: 'helene.roy@example.com' }, { receivedAt: daysBefore(days) })
    expect(duplicateMatch(current, at(30))).toEqual(['email'])
    expect(duplicateMatch(current, at(31))).toEqual([])
    expect(duplicateMatch(current, at(-1))).toEqual([])
  })

  it('ignores a reaction date that is not a calendar day as the forms store it', () => {
    expect(report({ aeStartDate: { day: '2' } }).reactionDate).toBeNull()
    expect(report({ aeStartDate: '2026-11-02' }).reactionDate).toBe('2026-11-02')
  })

  // The rules as properties, over any answers the forms could have stored.
  const answers = fc.record(
    {
      aeStartDate: fc.constantFrom('2026-11-01', '2026-11-02'),
      aePatientInitials: fc.constantFrom('RO', 'r.o.', 'AB'),
      aeAge: fc.constantFrom('42', '42 ans', '7'),
      aeSex: fc.constantFrom('female', 'male'),
      email: fc.constantFrom('a@example.com', 'A@EXAMPLE.COM', 'b@example.com'),
    },
    { requiredKeys: [] },
  )
  const facts = fc
    .tuple(answers, fc.constantFrom('lysodren', 'ruzurgi', 'other', 'unknown', null), fc.integer({ min: 0, max: 60 }))
    .map(([a, product, days]) => report(a, { product: product as string, receivedAt: daysBefore(days) }))

  const patientOrEmail = (a: DuplicateFacts, b: DuplicateFacts) =>
    ['initials', 'age', 'sex', 'email'].some(
      (key) => a[key as keyof DuplicateFacts] !== null && a[key as keyof DuplicateFacts] === b[key as keyof DuplicateFacts],
    )

  it('never matches without a shared patient detail or e-mail, nor on a product not known', () => {
    fc.assert(
      fc.property(facts, facts, (current, earlier) => {
        const criteria = duplicateMatch(current, earlier)
        if (criteria.length) expect(patientOrEmail(current, earlier)).toBe(true)
        if (criteria.includes('product')) expect(current.product).not.toBe('unknown')
        // The product and the date come together, with at least one detail of the patient.
        expect(criteria.includes('product')).toBe(criteria.includes('reactionDate'))
        if (criteria.includes('product')) expect(criteria.some((c) => c === 'initials' || c === 'age' || c === 'sex')).toBe(true)
      }),
    )
  })

  it('is symmetric in what the two cases share, the e-mail’s window aside', () => {
    fc.assert(
      fc.property(facts, facts, (a, b) => {
        const samePlace = { ...b, receivedAt: a.receivedAt }
        expect(duplicateMatch(a, samePlace)).toEqual(duplicateMatch(samePlace, a))
      }),
    )
  })
})

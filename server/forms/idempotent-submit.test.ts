import { afterEach, describe, expect, it } from 'vitest'
import type { SubmissionRequest } from '../../app/forms/domain/services.ts'
import { validContact } from '../../tests/support/test-answers.ts'
import type { ContactData } from '../../app/forms/domain/contact-schema.ts'
import { openDatabase } from '../db/database.ts'
import { outbox, submissions } from '../db/schema.ts'
import { testBackends } from '../../tests/support/test-databases.ts'
import { canonicalJson, dedupeKeys, DEDUPE_PERIOD_MS } from './dedupe-key.ts'
import { createFormServices } from './submit.ts'

const mail = {
  from: '"Nordora Pharma" <no-reply@nordorapharma.ca>',
  teamAddresses: { contact: 'info@nordorapharma.ca', 'medical-information': 'medinfo@nordorapharma.ca' },
  teamLang: 'en' as const,
}
const answers = { ...validContact, organization: undefined } as unknown as ContactData
const key = '6f1c2a8e-93b4-4c61-9a0e-2d5b7e4f8c10'
const request = (overrides: Partial<SubmissionRequest> = {}) => ({ form: 'contact', lang: 'fr', answers, suspectedSpam: false, ...overrides }) as SubmissionRequest

describe('dedupe keys', () => {
  it('do not depend on the order of the answers, and change with the key, the answers and the period', () => {
    const at = new Date('2026-03-04T15:00:00Z')
    expect(canonicalJson({ b: 1, a: [2, { d: 3, c: 4 }] })).toBe('{"a":[2,{"c":4,"d":3}],"b":1}')
    const base = dedupeKeys({ form: 'contact', submissionKey: key, answers: { a: '1', b: '2' }, suspectedSpam: false, at })
    expect(dedupeKeys({ form: 'contact', submissionKey: key, answers: { b: '2', a: '1' }, suspectedSpam: false, at })).toEqual(base)
    expect(dedupeKeys({ form: 'contact', answers: { a: '1', b: '2' }, suspectedSpam: false, at }).key).not.toBe(base.key)
    expect(dedupeKeys({ form: 'contact', submissionKey: key, answers: { a: '1', b: '3' }, suspectedSpam: false, at }).key).not.toBe(base.key)
    const nextPeriod = dedupeKeys({ form: 'contact', submissionKey: key, answers: { a: '1', b: '2' }, suspectedSpam: false, at: new Date(at.getTime() + DEDUPE_PERIOD_MS) })
    expect(nextPeriod.earlierKeys).toContain(base.key)
  })
})

// The first test may build the PGlite template folder (initdb), which takes a while on a busy machine.
describe.each(testBackends)('a post sent again on $name', { timeout: 60_000 }, (backend) => {
  const cleanups: (() => Promise<void>)[] = []
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
  })

  async function services(now: () => Date = () => new Date('2026-03-04T15:00:00Z')) {
    const target = await backend.create()
    cleanups.push(target.drop)
    const database = openDatabase({ url: target.url, dataDir: target.dataDir })
    cleanups.push(() => database.close())
    expect(await database.ready(20_000)).toBe(true)
    const rows = async () => ({ submissions: await database.db.select().from(submissions), outbox: await database.db.select().from(outbox) })
    return { ...createFormServices({ database, mail, now }), rows }
  }

  it('gets the first confirmation back and stores nothing new, with a key and without one', async () => {
    const forms = await services()
    const first = await forms.submit(request({ submissionKey: key }))
    const again = await forms.submit(request({ submissionKey: key }))
    expect(first).toMatchObject({ ok: true, reference: 'CT-2026-000001' })
    expect(again).toEqual({ ...first, duplicate: true })
    const noScript = await forms.submit(request())
    expect(await forms.submit(request())).toEqual({ ...noScript, duplicate: true })
    const { submissions: stored, outbox: mails } = await forms.rows()
    expect(stored).toHaveLength(2)
    expect(mails).toHaveLength(4)
  })

  it('stores a different request, or the same answers from another page’s key, as new', async () => {
    const forms = await services()
    const first = await forms.submit(request({ submissionKey: key }))
    const edited = await forms.submit(request({ submissionKey: key, answers: { ...answers, message: 'Another question' } }))
    const otherTab = await forms.submit(request({ submissionKey: key.replace('6f', '7f') }))
    expect(new Set([first, edited, otherTab].map((r) => r.ok && r.reference)).size).toBe(3)
  })

  it('stores one of many copies racing each other', async () => {
    const forms = await services()
    const results = await Promise.all(Array.from({ length: 6 }, () => forms.submit(request({ submissionKey: key }))))
    expect(new Set(results.map((r) => r.ok && r.reference))).toEqual(new Set(['CT-2026-000001']))
    expect((await forms.rows()).submissions).toHaveLength(1)
  })

  it('still recognizes a repeat 23 hours later, across midnight UTC, and not two days later', async () => {
    let now = new Date('2026-03-04T23:59:00Z')
    const forms = await services(() => now)
    const first = await forms.submit(request({ submissionKey: key }))
    now = new Date(now.getTime() + 23 * 60 * 60 * 1000)
    expect(await forms.submit(request({ submissionKey: key }))).toMatchObject({ ok: true, reference: first.ok && first.reference, duplicate: true })
    now = new Date(now.getTime() + 2 * DEDUPE_PERIOD_MS)
    expect(await forms.submit(request({ submissionKey: key }))).toMatchObject({ ok: true, reference: 'CT-2026-000002' })
  })
})

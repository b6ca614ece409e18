import { describe, expect, it } from 'vitest'
import { adverseEventAnswers, toFormData, validContact, validMedicalInformation } from '../../tests/support/test-answers.ts'
import { outbox, submissions } from '../db/schema.ts'
import { postToFormAction } from '../../tests/support/form-post.ts'
import { databaseForDescribe } from '../../tests/support/test-database-handle.ts'
import { testBackends } from '../../tests/support/test-databases.ts'
import { testMailConfig } from '../../tests/support/test-mail.ts'
import { canonicalJson, dedupeKeys, normalizeSubmissionKey, REPEAT_WINDOW_MS, sentFieldsText } from './dedupe-key.ts'
import { createFormServices } from './submit.ts'

const uuid = '6f1c2a8e-93b4-4c61-9a0e-2d5b7e4f8c10'
const adverseEvent = { ...validMedicalInformation, ...adverseEventAnswers }
const minutes = (n: number) => n * 60 * 1000

describe('dedupe keys', () => {
  const at = new Date('2026-03-04T15:00:00Z')
  const sent = sentFieldsText([
    ['a', '1'],
    ['b', '2'],
  ])

  it('read the fields as sent, in any order of names, keeping the order of one name’s values and every space', () => {
    expect(canonicalJson({ b: 1, a: [2, { d: 3, c: 4 }] })).toBe('{"a":[2,{"c":4,"d":3}],"b":1}')
    expect(
      sentFieldsText([
        ['b', '2'],
        ['a', '1'],
      ]),
    ).toBe(sent)
    expect(sentFieldsText([['a', '1 ']])).not.toBe(sentFieldsText([['a', '1']]))
    expect(
      sentFieldsText([
        ['c', 'x'],
        ['c', 'y'],
      ]),
    ).not.toBe(
      sentFieldsText([
        ['c', 'y'],
        ['c', 'x'],
      ]),
    )
  })

  it('take a key of any shape, trimmed, and none for an empty one', () => {
    expect(normalizeSubmissionKey(` ${uuid}\n`)).toBe(uuid)
    expect(normalizeSubmissionKey('not-a-uuid')).toBe('not-a-uuid')
    expect(normalizeSubmissionKey('Ab')).not.toBe(normalizeSubmissionKey('ab'))
    expect(normalizeSubmissionKey('  ')).toBeUndefined()
    expect(normalizeSubmissionKey(undefined)).toBeUndefined()
  })

  it('with a key, hold the key and the fields, whenever; without, the fields and a ten-minute window', () => {
    const withKey = dedupeKeys({ form: 'contact', submissionKey: 'k', sent, suspectedSpam: false, at })
    expect(withKey).toEqual({
      key: dedupeKeys({ form: 'contact', submissionKey: 'k', sent, suspectedSpam: false, at: new Date(at.getTime() + minutes(60 * 72)) })
        .key,
      earlierKeys: [],
    })
    expect(dedupeKeys({ form: 'contact', submissionKey: 'k2', sent, suspectedSpam: false, at }).key).not.toBe(withKey.key)
    const noKey = dedupeKeys({ form: 'contact', sent, suspectedSpam: false, at })
    expect(noKey.key).not.toBe(withKey.key)
    expect(noKey.since).toEqual(new Date(at.getTime() - REPEAT_WINDOW_MS))
    const nextWindow = dedupeKeys({ form: 'contact', sent, suspectedSpam: false, at: new Date(at.getTime() + REPEAT_WINDOW_MS) })
    expect(nextWindow.key).not.toBe(noKey.key)
    expect(nextWindow.earlierKeys).toEqual([noKey.key])
  })
})

// The first test may build the PGlite template folder (initdb), which takes a while on a busy machine.
describe.each(testBackends)('the same attempt, and only it, recognized on $name', { timeout: 60_000 }, (backend) => {
  const databases = databaseForDescribe(backend)
  /** The forms' action over real services and a database of its own, at a clock the test moves. */
  async function site() {
    const database = await databases.fresh()
    const clock = { now: new Date('2026-03-04T15:00:00Z') }
    const services = createFormServices({ database, mail: testMailConfig, now: () => clock.now })
    /** What the visitor sees: the reference confirmed, or the status of a refusal. */
    async function post(path: string, answers: Record<string, string | readonly string[]>, submissionKey = '') {
      const { body } = await postToFormAction(path, toFormData({ ...answers, submissionKey }), { services })
      if (body.status !== 'confirmed') throw new Error(`not confirmed: ${JSON.stringify(body)}`)
      return body.reference
    }
    const rows = async () => ({
      submissions: await database.db.select().from(submissions).orderBy(submissions.id),
      outbox: await database.db.select().from(outbox).orderBy(outbox.id),
    })
    const later = (ms: number) => {
      clock.now = new Date(clock.now.getTime() + ms)
    }
    return { post, rows, later, clock, services }
  }

  it('two identical adverse-event reports without JavaScript, more than ten minutes apart, are two reports', async () => {
    const { post, rows, later } = await site()
    const first = await post('/en/medicalinformation', adverseEvent)
    later(minutes(11))
    const second = await post('/en/medicalinformation', adverseEvent)
    expect(first).toBe('MI-2026-000001')
    expect(second).toBe('MI-2026-000002')
    const { submissions: stored, outbox: mails } = await rows()
    expect(stored.map((row) => [row.adverseEvent, row.timesReceived])).toEqual([
      [true, 1],
      [true, 1],
    ])
    // Each report is the team's to see, with its own acknowledgement.
    expect(mails.map((row) => [row.submissionId, row.kind])).toEqual([
      [stored[0]!.id, 'team'],
      [stored[0]!.id, 'acknowledgement'],
      [stored[1]!.id, 'team'],
      [stored[1]!.id, 'acknowledgement'],
    ])
  })

  it('the same adverse-event post without JavaScript within ten minutes is one report, received twice, and says when', async () => {
    const { post, rows, later, clock } = await site()
    const first = await post('/en/medicalinformation', adverseEvent)
    later(minutes(9))
    const repeatAt = clock.now.toISOString()
    expect(await post('/en/medicalinformation', adverseEvent)).toBe(first)
    const { submissions: stored, outbox: mails } = await rows()
    expect(stored).toHaveLength(1)
    expect(stored[0]).toMatchObject({ reference: first, timesReceived: 2, repeatedAt: [repeatAt] })
    expect(mails).toHaveLength(2)
  })

  it('counts the window from the first copy, across the window boundary and not past ten minutes', async () => {
    const { post, rows, later, clock } = await site()
    // 15:09: the last minute of a ten-minute window.
    clock.now = new Date('2026-03-04T15:09:30Z')
    const first = await post('/en/contactus', validContact)
    later(minutes(2))
    expect(await post('/en/contactus', validContact)).toBe(first)
    later(minutes(8) + 1)
    expect(await post('/en/contactus', validContact)).not.toBe(first)
    expect((await rows()).submissions.map((row) => row.timesReceived)).toEqual([2, 1])
  })

  it('a name differing by a trailing space is another report, even within the window', async () => {
    const { post, rows } = await site()
    const first = await post('/en/medicalinformation', adverseEvent)
    const second = await post('/en/medicalinformation', { ...adverseEvent, lastName: `${adverseEvent.lastName} ` })
    expect(second).not.toBe(first)
    const stored = (await rows()).submissions
    // Both are stored as validated: the answers are the same, the visitor sent twice.
    expect(stored).toHaveLength(2)
    expect(stored[1]!.answers).toEqual(stored[0]!.answers)
  })

  it('with a key: the same key and fields are a repeat whenever they come; another key, or other answers, a new report', async () => {
    const { post, rows, later } = await site()
    const first = await post('/en/medicalinformation', adverseEvent, uuid)
    later(minutes(60 * 30))
    expect(await post('/en/medicalinformation', adverseEvent, uuid)).toBe(first)
    // A new key, as the tab takes after each confirmation: a new report with the same words.
    const renewed = await post('/en/medicalinformation', adverseEvent, '0b6de3a2-5c41-4f7e-8d2a-91e0c4f3b7a5')
    const edited = await post('/en/medicalinformation', { ...adverseEvent, aeDescription: 'Tingling, then numbness.' }, uuid)
    expect(new Set([first, renewed, edited]).size).toBe(3)
    expect((await rows()).submissions.map((row) => row.timesReceived)).toEqual([2, 1, 1])
  })

  it('keys that are not UUIDs are keys all the same: two keys, two reports; one key, trimmed, one report', async () => {
    const { post, rows } = await site()
    const a = await post('/en/contactus', validContact, 'tab-a')
    const b = await post('/en/contactus', validContact, 'tab-b')
    expect(b).not.toBe(a)
    expect(await post('/en/contactus', validContact, 'tab-a ')).toBe(a)
    // Without a key the same answers within the window would be one: the key is what says they are two.
    expect((await rows()).submissions.map((row) => row.timesReceived)).toEqual([2, 1])
  })

  it('stores one of many copies racing each other, and counts them all', async () => {
    const { post, rows } = await site()
    const results = await Promise.all(Array.from({ length: 6 }, () => post('/en/contactus', validContact, uuid)))
    expect(new Set(results)).toEqual(new Set(['CT-2026-000001']))
    const stored = (await rows()).submissions
    expect(stored).toHaveLength(1)
    expect(stored[0]!.timesReceived).toBe(6)
    expect(stored[0]!.repeatedAt).toHaveLength(5)
  })

  it('falls back to the validated answers when the fields as sent are not given', async () => {
    const { services, rows } = await site()
    const answers = { ...validContact, organization: undefined }
    const request = { form: 'contact', lang: 'en', answers, suspectedSpam: false } as never
    const first = await services.submit(request)
    expect(await services.submit(request)).toEqual({ ...first, duplicate: true, timesReceived: 2 })
    expect((await rows()).submissions).toHaveLength(1)
  })
})

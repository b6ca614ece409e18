import crypto from 'node:crypto'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { StandardResponse } from '../../app/content/standard-responses.ts'
import { sampleCaseDesk } from '../../tests/support/sample-case-desk.ts'
import { testBackends } from '../../tests/support/test-databases.ts'
import { outbox, staffAuditLog, submissions } from '../db/schema.ts'
import { marie, wednesdayAfternoon } from '../../tests/support/staff-people.ts'

const now = wednesdayAfternoon

const storage: StandardResponse = {
  id: 'storage',
  products: ['ruzurgi'],
  version: 4,
  approvedBy: 'A. Reviewer',
  approvedOn: '2026-06-01',
  reviewBy: '2027-06-01',
  texts: {
    en: { title: 'Storing the tablets', body: 'Keep the tablets in their bottle.' },
    fr: { title: 'Conservation des comprimés', body: 'Gardez les comprimés dans leur flacon.' },
  },
}
const expired: StandardResponse = { ...storage, id: 'old', reviewBy: '2026-11-24' }

async function desk(backend: (typeof testBackends)[number]) {
  const { db, services, queued } = await sampleCaseDesk(backend, now, {
    replies: { from: '"Nordora Pharma" <medinfo@nordorapharma.ca>', responses: () => [storage, expired] },
  })
  const { cases } = await services.listCases({})
  const withEmail = async (reference: string) => {
    const [row] = await db.select({ answers: submissions.answers }).from(submissions).where(eq(submissions.reference, reference))
    return typeof (row?.answers as Record<string, unknown>).email === 'string'
  }
  const candidates = cases.filter((c) => c.form === 'medical-information' && !c.adverseEvent && !c.suspectedSpam)
  const question = (await Promise.all(candidates.map(async (c) => ((await withEmail(c.reference)) ? c.reference : null)))).find(Boolean)!
  const serious = cases.find((c) => c.seriousAdverseEvent)!.reference
  return { db, services, question, serious, queued }
}

const reply = (fields: Partial<{ responseId: string; lang: 'en' | 'fr'; personal: string; key: string }> = {}) => ({
  responseId: 'storage',
  lang: 'fr' as const,
  personal: 'Bonjour, voici notre réponse.',
  key: crypto.randomUUID(),
  ...fields,
})

describe.each(testBackends)('replies from a case on $name', (backend) => {
  it('sends the response in the chosen language once, keeps what was sent in the history, and answers the case', async () => {
    const { db, services, question, queued } = await desk(backend)
    const draft = await services.draftReply(question, reply(), marie)
    expect(draft).toMatchObject({ ok: true, draft: { from: '"Nordora Pharma" <medinfo@nordorapharma.ca>', version: 4 } })
    expect((await db.select().from(outbox)).filter((row) => row.kind.startsWith('reply-'))).toEqual([])

    const sent = reply()
    expect(await services.replyToCase(question, sent, marie)).toEqual({ ok: true, answered: true })
    // The same form again (a second click, the page sent again): nothing more.
    expect(await services.replyToCase(question, sent, marie)).toEqual({ ok: false, reason: 'already-sent' })
    expect(queued()).toBe(1)

    const messages = (await db.select().from(outbox)).filter((row) => row.kind.startsWith('reply-'))
    expect(messages).toHaveLength(1)
    const message = messages[0]!.message as { to: string; subject: string; text: string; messageId: string }
    expect(message.subject).toBe(`Votre demande ${question} – Conservation des comprimés`)
    expect(message.text).toContain(
      'Bonjour, voici notre réponse.\n\nGardez les comprimés dans leur flacon.\n\nMarie Tremblay\nInformation médicale',
    )
    expect(message.text).toContain(`Votre numéro de référence\u00a0: ${question}`)
    if (draft.ok) expect(draft.draft.text).toBe(message.text)

    const record = (await services.viewCase(question, marie))!
    expect(record.status).toBe('answered')
    const replies = record.history.filter((e) => e.kind === 'reply')
    expect(replies).toEqual([
      expect.objectContaining({
        actor: 'Marie Tremblay',
        details: expect.objectContaining({ responseId: 'storage', version: 4, lang: 'fr', to: message.to, text: message.text }),
      }),
    ])
    // The log says which response and version, never the words or the address.
    const [entry] = await db.select().from(staffAuditLog).where(eq(staffAuditLog.action, 'case-reply'))
    expect(entry!.details).toEqual({ responseId: 'storage', version: 4, lang: 'fr', answered: true })
  })

  it('sends to an adverse event not yet transferred but leaves it open, as its closing rules say', async () => {
    const { services, serious, db } = await desk(backend)
    const [row] = await db.select({ answers: submissions.answers }).from(submissions).where(eq(submissions.reference, serious))
    const result = await services.replyToCase(serious, reply({ lang: 'en' }), marie)
    if (typeof (row?.answers as Record<string, unknown>).email !== 'string') {
      expect(result).toEqual({ ok: false, reason: 'no-email' })
      return
    }
    expect(result).toEqual({ ok: true, answered: false })
    expect((await services.viewCase(serious, marie))!.status).not.toBe('answered')
  })

  it('refuses a response past its review-by date, an unknown one, a closed case and a malformed key, sending nothing', async () => {
    const { db, services, question } = await desk(backend)
    expect(await services.replyToCase(question, reply({ responseId: 'old' }), marie)).toEqual({ ok: false, reason: 'response-expired' })
    expect(await services.replyToCase(question, reply({ responseId: 'nothing' }), marie)).toEqual({ ok: false, reason: 'unknown-response' })
    expect(await services.replyToCase(question, reply({ key: 'again' }), marie)).toEqual({ ok: false, reason: 'bad-key' })
    expect(await services.replyToCase(question, reply({ personal: 'x'.repeat(2_001) }), marie)).toEqual({
      ok: false,
      reason: 'personal-too-long',
    })
    await services.changeCase(question, { kind: 'status', to: 'closed' }, marie)
    expect(await services.replyToCase(question, reply(), marie)).toEqual({ ok: false, reason: 'case-closed' })
    expect((await db.select().from(outbox)).filter((row) => row.kind.startsWith('reply-'))).toEqual([])
  })

  it('logs a call in the history with its day, way and summary; the audit log says which way, never what was said', async () => {
    const { db, services, question } = await desk(backend)
    const call = {
      kind: 'contact' as const,
      on: '2026-11-25',
      direction: 'incoming',
      channel: 'phone',
      summary: 'She asked for the answer in French.',
    }
    expect(await services.changeCase(question, { ...call, on: '2026-11-26' }, marie)).toEqual({ ok: false, reason: 'future-contact-day' })
    expect(await services.changeCase(question, call, marie)).toEqual({ ok: true })
    const record = (await services.viewCase(question, marie))!
    expect(record.history.at(-1)).toMatchObject({
      kind: 'contact',
      actor: 'Marie Tremblay',
      details: { on: '2026-11-25', direction: 'incoming', channel: 'phone', summary: 'She asked for the answer in French.' },
    })
    const entries = await db.select().from(staffAuditLog).where(eq(staffAuditLog.action, 'case-change'))
    expect(entries.map((e) => e.details)).toEqual([{ kind: 'contact', on: '2026-11-25', direction: 'incoming', channel: 'phone' }])
  })
})

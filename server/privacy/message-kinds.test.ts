import { describe, expect, it } from 'vitest'
import { messageKindLabel } from '../../app/privacy/message-kinds.ts'
import { privacyTranslator } from '../../app/privacy/messages/index.ts'
import type { OutboxKind } from '../forms/submissions.ts'
import { DIGEST_KIND } from '../staff/digest.ts'

/** Every kind the server writes into the outbox: the form's two, the two reminders, the digest. */
const written = [
  ...(['team', 'acknowledgement'] as const satisfies readonly OutboxKind[]),
  ...(['triage', 'report'] as const).map((clock) => `overdue-${clock}`),
  DIGEST_KIND,
]

describe('the kinds of e-mail on the privacy screen', () => {
  it('name each kind the server writes in words of its own, in both languages, never its code', () => {
    for (const lang of ['en', 'fr'] as const) {
      const t = privacyTranslator(lang)
      const labels = written.map((kind) => t(messageKindLabel(kind)))
      expect(new Set(labels).size).toBe(written.length)
      expect(labels).not.toContain(t('staff.privacy.messageKind.other'))
      for (const [index, label] of labels.entries()) expect(label).not.toBe(written[index])
    }
    expect(
      privacyTranslator('fr')('staff.privacy.message', {
        kind: privacyTranslator('fr')(messageKindLabel('acknowledgement')),
        reference: 'CT-2026-000001',
      }),
    ).toBe('Accusé de réception envoyé à la personne, pour CT-2026-000001')
  })

  it('name a kind this version does not know as another e-mail', () => {
    expect(messageKindLabel('something-new')).toBe('staff.privacy.messageKind.other')
    expect(messageKindLabel('toString')).toBe('staff.privacy.messageKind.other')
  })
})

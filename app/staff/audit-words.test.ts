import { describe, expect, it } from 'vitest'
import { auditWords } from './audit-words.ts'
import { readAuditFilters } from './domain/audit-filters.ts'
import { staffTranslator } from './messages/index.ts'

const en = staffTranslator('en')
const fr = staffTranslator('fr')

describe('the audit log in words', () => {
  it('says each change in the page’s language, never as raw JSON', () => {
    const status = { action: 'case-change' as const, details: { kind: 'status', from: 'new', to: 'closed' } }
    expect(auditWords(status, en)).toBe('Status: New → Closed')
    expect(auditWords(status, fr)).toBe('Statut\u00a0: Nouveau → Fermé')
    // Entries written before the change said only where the case went.
    expect(auditWords({ action: 'case-change', details: { kind: 'status', to: 'transferred', externalCaseNumber: 'VS-1' } }, en)).toBe(
      'Status → Transferred to safety – Safety system case number: VS-1',
    )
    expect(auditWords({ action: 'privacy-find', details: { references: Array(40).fill('CT'), messages: 3, mailFiles: 2 } }, en)).toBe(
      '40 submissions found, 3 e-mails, 2 .eml files',
    )
    expect(auditWords({ action: 'case-search', details: { by: 'email', count: 3 } }, fr)).toBe('Par courriel\u00a0: 3 trouvés')
    expect(
      auditWords({ action: 'case-triage', details: { changes: [{ field: 'serious', from: 'no', to: 'yes' }], reasonGiven: false } }, en),
    ).toBe('Serious: No → Yes')
    expect(
      auditWords({ action: 'case-closure-request', details: { reason: 'duplicate', duplicateOf: 'MI-2026-000001', closed: false } }, en),
    ).toBe('Duplicate of MI-2026-000001 – waiting for a second person')
    expect(auditWords({ action: 'sign-in', details: { roles: ['medical-information', 'admin'] } }, fr)).toBe(
      'Rôles\u00a0: Information médicale, Administrateur',
    )
    expect(auditWords({ action: 'case-view', details: {} }, en)).toBe('')
    expect(auditWords({ action: 'incident-record', details: { shape: 'new', n: 2 } }, en)).toBe('shape: new; n: 2')
  })

  it('reads its filters from the address, and says what cannot be a day or a reference', () => {
    expect(
      readAuditFilters(new URLSearchParams('actor=marie&action=case-view&target=mi-2026-000001&from=2026-11-01&to=2026-11-30')),
    ).toMatchObject({
      filters: { actor: 'marie', action: 'case-view', target: 'MI-2026-000001', from: '2026-11-01', to: '2026-11-30' },
      errors: [],
    })
    expect(readAuditFilters(new URLSearchParams('action=nope&from=2026-02-30&to=2026-01-01&target=x')).errors).toEqual([
      { field: 'target', error: 'bad-reference' },
      { field: 'from', error: 'bad-day' },
    ])
    expect(readAuditFilters(new URLSearchParams('from=2026-02-01&to=2026-01-01')).errors).toEqual([{ field: 'to', error: 'bad-range' }])
  })
})

import { describe, expect, it } from 'vitest'
import { mailFileName } from '../mail/transport.ts'
import { referenceOfMailFile } from './held-mail-files.ts'

describe('the reference of a .eml file', () => {
  it('is read from the names the site writes for a submission’s messages and reminders, and is none for a digest', () => {
    for (const kind of ['team', 'acknowledgement', 'overdue-triage', 'overdue-report'])
      expect(referenceOfMailFile(mailFileName(`<MI-2026-000123.${kind}.0a1b2c3d4e5f@nordorapharma.ca>`))).toBe('MI-2026-000123')
    expect(referenceOfMailFile(mailFileName('<CT-2027-1234567.team.0a1b2c3d4e5f@localhost>'))).toBe('CT-2027-1234567')
    expect(referenceOfMailFile(mailFileName('<digest-2026-11-25.0a1b2c3d4e5f@nordorapharma.ca>'))).toBeNull()
    expect(referenceOfMailFile('stray.eml')).toBeNull()
  })
})

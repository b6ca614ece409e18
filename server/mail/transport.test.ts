import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { fileMailer } from './transport.ts'

describe('fileMailer', () => {
  const dirs: string[] = []
  afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })))

  it('writes one .eml file per message, and the same message sent twice stays one file', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nordora-mail-'))
    dirs.push(dir)
    const mailer = fileMailer(path.join(dir, 'mail'))
    const message = {
      from: 'site@example.com',
      to: 'team@example.com',
      subject: 'Référence CT-2026-000001',
      text: 'Bonjour',
      messageId: '<CT-2026-000001.team.abc@example.com>',
    }
    await mailer.send(message)
    await mailer.send(message)
    const files = fs.readdirSync(path.join(dir, 'mail'))
    expect(files).toEqual(['CT-2026-000001.team.abc.eml'])
    const eml = fs.readFileSync(path.join(dir, 'mail', files[0]!), 'utf8')
    expect(eml).toContain('Message-ID: <CT-2026-000001.team.abc@example.com>')
    expect(eml).toContain('To: team@example.com')
  })
})

import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { documentProblems, documentsVerdict } from './document-check.server.ts'

let dir: string | undefined
afterEach(() => dir && fs.rmSync(dir, { recursive: true, force: true }))

/** A folder of documents, each given as its name and its bytes. */
function folder(files: Record<string, string | Buffer>): string {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'documents-'))
  for (const [name, bytes] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), bytes)
  return dir
}

/** A PDF of about `size` bytes whose text and title are given: compressed-looking filler makes up the size. */
const pdf = (text: string, title: string, size = 40_000) =>
  Buffer.concat([
    Buffer.from(`%PDF-1.7\n1 0 obj << /Title (${title}) >> endobj\nBT (${text}) Tj ET\n`, 'latin1'),
    Buffer.alloc(size, 0x8f),
    Buffer.from('\n%%EOF\n'),
  ])

describe('the documents a build would publish', () => {
  it('pass when real: of a plausible size, with no mark of a sample', () => {
    const problems = documentProblems(
      folder({
        'guide-understanding-the-disease-en.pdf': pdf('Blood samples are taken at each visit.', 'Understanding the disease'),
        'nordora-pharma-logo.svg': `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 32">${'<path d="M0 0h10v10z"/>'.repeat(12)}</svg>`,
      }),
    )
    expect(problems).toEqual([])
  })

  it('name a file marked as a sample in its text, its title or its name, in either language', () => {
    const problems = documentProblems(
      folder({
        'guide-a-en.pdf': pdf('SAMPLE \x96 placeholder document.', 'Guide A'),
        'guide-b-fr.pdf': pdf('Texte.', 'Guide B (\xe9chantillon)'),
        'guide-c-fr.pdf': pdf('\xc9CHANTILLON \x96 document provisoire.', 'Guide C'),
        'sample-form-en.pdf': pdf('Text.', 'Form'),
      }),
    )
    expect(problems).toEqual(['guide-a-en.pdf', 'guide-b-fr.pdf', 'guide-c-fr.pdf', 'sample-form-en.pdf'].map((file) => `${file} (marked as a sample)`))
  })

  it('name a file too small to be the real one for its type', () => {
    const problems = documentProblems(folder({ 'guide-en.pdf': pdf('Text.', 'Guide', 1_200), 'logo.svg': '<svg/>' }))
    expect(problems).toEqual(['guide-en.pdf (1.3 kB, under the 10 kB a real PDF has)', 'logo.svg (6 bytes, under the 200 bytes a real SVG has)'])
  })

  it('stop a production build, naming each, and are a reminder otherwise', () => {
    const pending = ['guide-a-en.pdf (marked as a sample)']
    const refusal = documentsVerdict('production', pending)
    expect(refusal.ok).toBe(false)
    expect(refusal.message).toMatch(/^refusing a production build: .*public\/documents.*: guide-a-en\.pdf \(marked as a sample\)$/)
    for (const env of [undefined, 'development', 'test']) expect(documentsVerdict(env, pending).ok).toBe(true)
    expect(documentsVerdict('production', [])).toEqual({ ok: true, message: 'every document is a real one' })
  })
})

import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { responsesVerdict, readStandardResponses } from './standard-responses.server.ts'
import { isCurrent, reviewProblems } from './standard-responses.ts'
import { writeTree } from '../../tests/support/write-tree.ts'

const contentRoot = path.resolve(import.meta.dirname, '../../content')
const folders: string[] = []
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true })
})

const front = (fields: Record<string, string>) =>
  `---\n${Object.entries(fields)
    .map(([k, v]) => `${k}: ${v}`)
    .join('\n')}\n---\n\n`
const record = {
  id: 'storage',
  products: '[ruzurgi]',
  version: '3',
  approvedBy: 'A. Reviewer',
  approvedOn: '2026-01-10',
  reviewBy: '2026-07-10',
}

/** A content folder holding the given response files. */
function contentWith(files: Record<string, string>) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'responses-'))
  folders.push(root)
  return writeTree(root, files)
}

describe('the standard responses', () => {
  it('reads each response of the content as one approved version in both languages', () => {
    const { responses, problems } = readStandardResponses(contentRoot)
    expect(problems).toEqual([])
    expect(responses.length).toBeGreaterThan(0)
    for (const response of responses) {
      expect(response.texts.en.body.length).toBeGreaterThan(50)
      expect(response.texts.fr.body.length).toBeGreaterThan(50)
    }
  })

  it('refuses at build one past its review-by date, naming it, its version and the date', () => {
    const root = contentWith({
      'responses/en/storage.md': front({ ...record, title: 'Storage' }) + 'Keep it dry.',
      'responses/fr/storage.md': front({ ...record, title: 'Conservation' }) + 'Gardez-le au sec.',
    })
    expect(responsesVerdict(new Date('2026-07-10T12:00:00-04:00'), root).ok).toBe(true)
    // The next day in Montréal, already in the evening of the 10th in Eastern time no longer counts as the 11th.
    const verdict = responsesVerdict(new Date('2026-07-11T05:00:00Z'), root)
    expect(verdict.ok).toBe(false)
    expect(verdict.message).toContain('standard response "storage" (version 3) is past its review-by date 2026-07-10')
  })

  it('stops the build at its first step, naming the response and its date', () => {
    const root = contentWith({
      'responses/en/storage.md': front({ ...record, title: 'Storage' }) + 'Keep it dry.',
      'responses/fr/storage.md': front({ ...record, title: 'Conservation' }) + 'Gardez-le au sec.',
    })
    const step = spawnSync(process.execPath, ['scripts/check-facts.ts'], {
      cwd: path.resolve(import.meta.dirname, '../..'),
      env: { ...process.env, NODE_ENV: 'development', CONTENT_DIR: root, BUILD_NOW: '2026-08-01T12:00:00Z' },
      encoding: 'utf8',
    })
    expect(step.status).toBe(1)
    expect(step.stderr).toContain('standard response "storage" (version 3) is past its review-by date 2026-07-10')
  })

  it('refuses one missing a language, naming the file that should be there', () => {
    const root = contentWith({ 'responses/en/storage.md': front({ ...record, title: 'Storage' }) + 'Keep it dry.' })
    const { responses, problems } = readStandardResponses(root)
    expect(responses).toEqual([])
    expect(problems).toEqual(['responses/fr/storage.md: missing (the fr translation of standard response "storage")'])
    expect(responsesVerdict(new Date('2026-02-01T12:00:00Z'), root).message).toContain('responses/fr/storage.md: missing')
  })

  it('refuses languages whose approval records differ, and a file without text', () => {
    const root = contentWith({
      'responses/en/storage.md': front({ ...record, title: 'Storage' }) + 'Keep it dry.',
      'responses/fr/storage.md': front({ ...record, version: '2', title: 'Conservation' }) + '\n',
    })
    expect(readStandardResponses(root).problems).toEqual([
      'responses/fr/storage.md: the response has no text',
      'responses/{en,fr}/storage.md: the English and French versions disagree on "version"',
    ])
  })

  it('refuses front matter the schema does not accept, naming the field', () => {
    const root = contentWith({
      'responses/en/storage.md': front({ ...record, products: '[aspirin]', title: 'Storage' }) + 'Keep it dry.',
      'responses/fr/storage.md': front({ ...record, title: 'Conservation' }) + 'Gardez-le au sec.',
    })
    expect(readStandardResponses(root).problems[0]).toMatch(/^responses\/en\/storage\.md: front matter "products\.0"/)
  })

  it('is current up to and including its review-by day', () => {
    expect(isCurrent({ reviewBy: '2026-07-10' }, '2026-07-10')).toBe(true)
    expect(isCurrent({ reviewBy: '2026-07-10' }, '2026-07-11')).toBe(false)
    expect(reviewProblems(readStandardResponses(contentRoot).responses, '2026-11-28')).toEqual([])
  })
})

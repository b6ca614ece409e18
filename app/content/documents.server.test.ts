import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { documentProblems } from './document-check.server.ts'
import { describeDocument, documentInfo } from './documents.server.ts'
import { checkLink, renderMarkdown } from './markdown.server.ts'

describe('documents', () => {
  it('are files under public/documents, with their type, size and language', () => {
    const info = documentInfo('/documents/enrolment-form-ruzurgi-fr.pdf')
    expect(info).toMatchObject({ type: 'PDF', lang: 'fr' })
    expect(info!.bytes).toBeGreaterThan(500)
    expect(documentInfo('/documents/no-such-file.pdf')).toBeUndefined()
    expect(documentInfo('/documents/../favicon.svg')).toBeUndefined()
  })

  it('are described in the page’s language', () => {
    expect(describeDocument({ type: 'PDF', bytes: 1_600, lang: 'en' }, 'en')).toBe('(PDF, 2\u00a0KB, English)')
    expect(describeDocument({ type: 'PDF', bytes: 1_600, lang: 'en' }, 'fr')).toBe('(PDF, 2\u00a0Ko, anglais)')
    expect(describeDocument({ type: 'PDF', bytes: 2_450_000 }, 'fr')).toBe('(PDF, 2,5\u00a0Mo)')
  })

  it('a link to a missing file stops the build, naming the content file', () => {
    expect(() => checkLink('/documents/guide-missing-en.pdf', 'en', 'pages/en/x.md')).toThrow('pages/en/x.md: link to /documents/guide-missing-en.pdf: no such file in public/documents/')
  })

  it('a link to one says what the reader will download', () => {
    const { html } = renderMarkdown('[Enrolment form](/documents/enrolment-form-lysodren-en.pdf)', 'en', 'f.md')
    expect(html).toMatch(/<a href="\/documents\/enrolment-form-lysodren-en\.pdf" hreflang="en" download>Enrolment form<\/a> <span class="document-meta">\(PDF, \d\u00a0KB, English\)<\/span>/)
  })

  const contentDir = path.resolve(import.meta.dirname, '../../content')
  const markdown = fs
    .readdirSync(contentDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.md'))
    .map((file) => ({ file, text: fs.readFileSync(path.join(contentDir, file), 'utf8') }))

  it('linked from a page or a release are real: no sample is linked', () => {
    const linked = new Set(markdown.flatMap(({ text }) => [...text.matchAll(/\]\(\/documents\/([^)\s]+)\)/g)].map((m) => m[1]!)))
    const samples = documentProblems().map((problem) => problem.split(' (')[0]!)
    // The programs' enrolment forms are still samples, which the real forms replace under the same names.
    expect(samples.length).toBeGreaterThan(0)
    expect(samples.filter((file) => linked.has(file))).toEqual([])
  })

  it('that do not exist yet are offered on request, with the medical information service’s telephone and e-mail', () => {
    for (const lang of ['en', 'fr']) {
      const release = markdown.find(({ file }) => file === `press/${lang}/2026-09-15.md`)!.text
      expect(release, lang).not.toContain('](/documents/')
      expect(release, lang).toContain('{{phone.medicalInformation}}')
      expect(release, lang).toContain('{{email.medicalInformation}}')
    }
  })

  it('the programs’ enrolment forms are asked of each program, at its own number', () => {
    for (const lang of ['en', 'fr'])
      for (const [product, phone] of [
        ['ruzurgi', 'pspRuzurgi'],
        ['lysodren', 'pspLysodren'],
      ]) {
        const page = markdown.find(({ file }) => file === `pages/${lang}/patient-support-${product}.md`)!.text
        const step = page.split('\n').find((line) => line.startsWith('1. '))!
        expect(step, `${lang} ${product}`).toContain(`{{phone.${phone}}}`)
        expect(step, `${lang} ${product}`).not.toContain('/documents/')
      }
  })
})

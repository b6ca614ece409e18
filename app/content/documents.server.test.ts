import { describe, expect, it } from 'vitest'
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
})

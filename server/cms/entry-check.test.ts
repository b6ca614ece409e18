import { describe, expect, it } from 'vitest'
import { checkEntry } from './entry-check.ts'

const release = {
  id: '2026-11-20',
  published: '2026-11-20',
  title: 'A bilingual line for pharmacists',
  summary: 'The company opens a bilingual line for pharmacists who order its products.',
  archived: false,
  dateModified: '2026-11-20',
  body: 'Call {{phone.medicalInformation}}.',
}

describe('the CMS’s check of an entry', () => {
  it('renders as the site does and finds nothing in a good release', () => {
    const { html, problems } = checkEntry({ collection: 'press', lang: 'fr', slug: '2026-11-20', data: release })
    expect(problems).toEqual([])
    expect(html).toMatch(/<a href="tel:\+18885550142" class="phone-link">1\u00a0888\u00a0555\u20110142<\/a>/)
  })

  it('says a required field is missing, as the build would refuse it', () => {
    const { problems } = checkEntry({ collection: 'press', lang: 'fr', slug: '2026-11-20', data: { ...release, title: '' } })
    // Named as the form names it, in both languages: Decap's interface has one.
    expect(problems).toEqual(['Title / Titre — required / obligatoire'])
  })

  it('holds the lengths, dates and links to the build’s rules', () => {
    const { problems } = checkEntry({
      collection: 'press',
      lang: 'en',
      slug: '2026-11-20',
      data: {
        ...release,
        summary: 'Too short.',
        published: '20/11/2026',
        body: '[Elsewhere](https://example.com) and [guide](/documents/none-en.pdf)',
      },
    })
    expect(problems).toEqual([
      'Publication day / Jour de publication — must be a date written YYYY-MM-DD / doit être une date écrite AAAA-MM-JJ',
      'Summary / Résumé — at least 20 characters, 10 now / au moins 20 caractères, 10 actuellement',
      expect.stringMatching(
        /^Text \/ Texte — link https:\/\/example\.com goes to a host that is not on the navigation allow list .* \/ lien https:\/\/example\.com\u00a0: ce site n’est pas sur la liste des sites permis$/u,
      ),
    ])
  })

  it('says in both languages what is wrong with a value, as the editor would put it', () => {
    const check = (data: Record<string, unknown>) =>
      checkEntry({ collection: 'press', lang: 'en', slug: '2026-11-20', data: { ...release, ...data } }).problems
    expect(check({ summary: 'x'.repeat(301) })).toEqual([
      'Summary / Résumé — at most 300 characters, 301 now / au plus 300 caractères, 301 actuellement',
    ])
    expect(check({ archived: 'yes' })).toEqual(['Archived / Archivé — must be yes or no / doit être oui ou non'])
    expect(check({ author: 'Someone' })).toEqual(['Front matter / En-tête — unknown field: author / champ inconnu\u00a0: author'])
    expect(
      checkEntry({
        collection: 'pages',
        lang: 'en',
        slug: 'about',
        data: { title: 'About', description: 'x'.repeat(60), dateModified: '2026-11-20', call: 'pager' },
      }).problems,
    ).toEqual([
      expect.stringMatching(/^The number this page’s visitors came to call .* — one of main, tollFree, .* \/ l’une des valeurs main, /),
    ])
  })

  it('refuses a link to a document that is not there, and a token that does not exist', () => {
    expect(
      checkEntry({ collection: 'pages', lang: 'en', slug: 'about', data: { body: '[Guide](/documents/none-en.pdf)' } }).problems.join(),
    ).toMatch(/no such file in public\/documents/)
    expect(checkEntry({ collection: 'fragments', lang: 'en', slug: 'x', data: { body: '{{phone.nowhere}}' } }).problems).toHaveLength(1)
  })

  it('accepts an image only from the uploaded documents, and only when it is there', () => {
    const image = (src: string) => checkEntry({ collection: 'fragments', lang: 'en', slug: 'x', data: { body: `![Logo](${src})` } })
    expect(image('/documents/nordora-pharma-logo.svg')).toEqual({
      html: '<p><img src="/documents/nordora-pharma-logo.svg" alt="Logo"></p>\n',
      problems: [],
    })
    expect(image('/documents/missing.png').problems.join()).toMatch(/image \/documents\/missing\.png: no such file/)
    expect(image('https://example.com/tracker.png').problems).toHaveLength(1)
    // A PDF inserted from the media library is a download link, saying what it is.
    expect(image('/documents/enrolment-form-lysodren-fr.pdf').html).toMatch(
      /<a href="\/documents\/enrolment-form-lysodren-fr\.pdf" hreflang="fr" download>Logo<\/a> <span class="document-meta">\(PDF, \d+\u00a0KB, French\)<\/span>/,
    )
  })

  it('flags a product named beside the condition it treats', () => {
    const { problems } = checkEntry({
      collection: 'press',
      lang: 'en',
      slug: '2026-11-20',
      data: { ...release, body: 'Lysodren for adrenocortical carcinoma.' },
    })
    expect(problems.join()).toMatch(/names Lysodren beside “adrenocortical/)
  })

  it('lets every page and release as they stand pass, the professional area’s indications included', async () => {
    const { loadContent } = await import('../../app/content/content.server.ts')
    const { readFrontMatter } = await import('../../app/content/front-matter.ts')
    const fs = await import('node:fs')
    const path = await import('node:path')
    const root = path.resolve(import.meta.dirname, '../../content')
    for (const page of loadContent(root).pages.values()) {
      const { data, content } = readFrontMatter(fs.readFileSync(path.join(root, page.file), 'utf8'))
      const slug = path.basename(page.file, '.md')
      expect(
        checkEntry({ collection: 'pages', lang: page.lang, slug, data: { ...data, dateModified: page.dateModified, body: content } })
          .problems,
        page.file,
      ).toEqual([])
    }
  })
})

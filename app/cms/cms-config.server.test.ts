import { describe, expect, it } from 'vitest'
import { companySchema } from '../content/company-schema.ts'
import { pageFrontMatter, pressFrontMatter } from '../content/schemas.ts'
import { productFacts } from '../content/product-facts.server.ts'
import { products as productNames } from '../content/products.ts'
import { typographyProblems } from '../../tests/support/typography.ts'
import { searchSynonymsSchema } from '../search/search-synonyms.server.ts'
import { cmsConfig } from './cms-config.server.ts'
import { responseFrontMatter } from '../content/standard-responses.ts'

type Field = { name: string; fields?: Field[] }
const config = cmsConfig({ kind: 'local', origin: 'http://localhost:5173' }) as ReturnType<typeof cmsConfig> & Record<string, unknown>
const collection = (name: string) =>
  config.collections.find((c) => c.name === name) as unknown as { fields?: Field[]; files?: { fields: Field[] }[] }
const names = (fields: Field[]) => fields.map((f) => f.name).sort()

describe('the CMS’s configuration', () => {
  it('edits exactly the front matter the build reads, plus the text', () => {
    expect(names(collection('press').fields!)).toEqual([...Object.keys(pressFrontMatter.shape), 'body'].sort())
    // singleLanguage is a property of the route table's screen, not the editor's to change.
    expect(names(collection('pages').fields!)).toEqual(
      [...Object.keys(pageFrontMatter.shape).filter((k) => k !== 'singleLanguage'), 'body'].sort(),
    )
  })

  it('edits a standard response’s texts and its approval record as the build checks them', () => {
    expect(names(collection('responses').fields!)).toEqual([...Object.keys(responseFrontMatter.shape), 'body'].sort())
  })

  it('edits every company fact and every professional product fact the schemas check', () => {
    expect(names(collection('facts').files![0]!.fields)).toEqual(Object.keys(companySchema.shape).sort())
    const products = collection('product-facts').files![0]!.fields
    expect(names(products)).toEqual(Object.keys(productFacts).sort())
    expect(names(products[0]!.fields!)).toEqual(Object.keys(productFacts.ruzurgi).sort())
  })

  it('edits the search synonyms as the loader checks them', () => {
    const file = (collection('search') as unknown as { files: { file: string; fields: Field[] }[] }).files[0]!
    expect(file.file).toBe('content/data/search-synonyms.json')
    expect(names(file.fields)).toEqual(Object.keys(searchSynonymsSchema.shape).sort())
    expect(names(file.fields[0]!.fields!)).toEqual(['find', 'typed'])
  })

  it('writes to the working tree only in development, through review on the git host', () => {
    expect(config.local_backend).toEqual({ url: 'http://localhost:5173/admin/api/v1', allowed_hosts: ['localhost', '127.0.0.1'] })
    const deployed = cmsConfig({
      kind: 'git-host',
      host: { url: 'https://gitlab.example.ca', repo: 'web/site', appId: 'x', branch: 'main' },
    }) as Record<string, unknown>
    expect(deployed).not.toHaveProperty('local_backend')
    expect(deployed.publish_mode).toBe('editorial_workflow')
    expect(deployed.backend).toMatchObject({ name: 'gitlab', auth_type: 'pkce', api_root: 'https://gitlab.example.ca/api/v4' })
  })

  it('keeps both languages of the route table, side by side, and uploads to the documents the build checks', () => {
    expect(config.i18n).toEqual({ structure: 'multiple_folders', locales: ['en', 'fr'], default_locale: 'en' })
    expect(config.media_folder).toBe('public/documents')
    expect(config.public_folder).toBe('/documents')
  })

  it('writes a release’s time as Montréal’s clock, without an offset the browser would compute from its own zone', () => {
    const publishAt = collection('press').fields!.find((f) => f.name === 'publishAt') as Field & Record<string, unknown>
    expect(publishAt).toMatchObject({ widget: 'datetime', format: 'YYYY-MM-DDTHH:mm' })
    expect(publishAt).not.toHaveProperty('picker_utc')
  })

  it('lists press releases newest first', () => {
    expect((collection('press') as Record<string, unknown>).sortable_fields).toEqual([{ field: 'id', default_sort: 'desc' }, 'title'])
  })

  it('speaks both languages in everything of ours an editor reads, each with its own typography; Decap’s own interface in French', () => {
    expect(config.locale).toBe('fr')
    // Words that read the same in English and French, and the names of the languages and products.
    const same = new Set(['Pages', 'DIN', 'Indication', 'Province', 'English', 'Français', ...productNames.map((p) => p.brandName)])
    const texts: string[] = []
    const visit = (node: unknown): void => {
      if (Array.isArray(node)) return node.forEach(visit)
      if (typeof node !== 'object' || node === null) return
      for (const [key, value] of Object.entries(node)) {
        if (['label', 'label_singular', 'hint'].includes(key) && typeof value === 'string') texts.push(value)
        else if (key === 'pattern' && Array.isArray(value)) texts.push(value[1] as string)
        else visit(value)
      }
    }
    visit(config.collections)
    expect(texts.length).toBeGreaterThan(80)
    for (const text of texts.filter((t) => !same.has(t))) {
      const [en, fr, ...more] = text.split(' / ')
      expect(more, text).toEqual([])
      expect(fr, `${text}: no French`).toBeDefined()
      expect(typographyProblems(en!, 'en'), text).toEqual([])
      expect(typographyProblems(fr!, 'fr'), text).toEqual([])
    }
  })
})

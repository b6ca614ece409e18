import { execFileSync } from 'node:child_process'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { languages } from '../routing/route-table.ts'
import { defineCatalogues, type Catalogues } from './define-catalogues.ts'

const root = path.resolve(import.meta.dirname, '../..')

/** Every module of the site that defines catalogues with the factory, found by its call, tests left out. */
function definingModules(): string[] {
  const found = execFileSync('git', ['grep', '-l', '--untracked', '-E', 'defineCatalogues[<(]', '--', 'app', 'server'], {
    cwd: root,
    encoding: 'utf8',
  })
  return found.split('\n').filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && file !== 'app/i18n/define-catalogues.ts')
}

const isCatalogues = (value: unknown): value is Catalogues<string> =>
  typeof value === 'object' && value !== null && 'translator' in value && 'catalogue' in value && languages.every((lang) => lang in value)

const defined = await Promise.all(
  definingModules().map(async (file) => {
    const exports = Object.entries((await import(path.join(root, file))) as Record<string, unknown>)
    return exports
      .filter(([, value]) => isCatalogues(value))
      .map(([name, value]) => [`${file}: ${name}`, value as Catalogues<string>] as const)
  }),
).then((lists) => lists.flat())

describe('the catalogues defined with the factory', () => {
  it('are found wherever they are defined', () => {
    expect(defined.map(([name]) => name)).toEqual(
      expect.arrayContaining([
        'app/i18n/translate.ts: catalogues',
        'app/forms/domain/messages/index.ts: formCatalogues',
        'app/i18n/screen-copy.server.ts: screenCopyCatalogues',
        'app/components/consent-banner-messages.ts: consentBannerMessages',
        'app/components/error-screen-messages.ts: errorScreenMessages',
      ]),
    )
  })

  it.each(defined)('%s: the same keys in every language, and no empty string', (_name, catalogues) => {
    const keys = Object.keys(catalogues.catalogue('en')).sort()
    for (const lang of languages) {
      expect(Object.keys(catalogues.catalogue(lang)).sort(), lang).toEqual(keys)
      for (const [key, text] of Object.entries(catalogues.catalogue(lang))) expect(text.trim(), `${lang} ${key}`).not.toBe('')
    }
  })
})

describe('defineCatalogues', () => {
  const greetings = defineCatalogues({
    en: { hello: 'Hello {name}.', legal: '© {company}.' },
    fr: { hello: 'Bonjour {name}.', legal: '© {company}.' },
  })

  it('translates with the formatting of every catalogue: placeholders, and a period absorbed by a value ending in one', () => {
    expect(greetings.translator('fr')('hello', { name: 'Zoé' })).toBe('Bonjour Zoé.')
    expect(greetings.translator('en')('legal', { company: 'Nordora Pharma Inc.' })).toBe('© Nordora Pharma Inc.')
    expect(greetings.translator('en')('hello')).toBe('Hello {name}.')
  })

  it('gives each language’s catalogue as a property and by call', () => {
    expect(greetings.fr).toBe(greetings.catalogue('fr'))
    expect(greetings.en.hello).toBe('Hello {name}.')
    expect(Object.keys(greetings)).toEqual(expect.arrayContaining([...languages]))
  })

  it('reads a catalogue only when asked, so one loaded later stays lazy', () => {
    const read: string[] = []
    const lazy = defineCatalogues({
      get en() {
        read.push('en')
        return { a: 'A' }
      },
      get fr() {
        read.push('fr')
        return { a: 'À' }
      },
    })
    expect(read).toEqual([])
    expect(lazy.translator('fr')('a')).toBe('À')
    expect(read).toEqual(['fr'])
  })
})

import { describe, expect, it } from 'vitest'
import { alternates, counterpart, href, langOfPath, matchScreen, pathOf, postablePaths } from './paths.ts'
import { screenModules } from './route-modules.ts'
import { languages, screens } from './route-table.ts'

describe('matchScreen', () => {
  it('prefers a static path to a press id', () => {
    expect(matchScreen('/en/pressroom/archives')?.screen.name).toBe('press-archives')
    expect(matchScreen('/fr/salledepresse/archives')?.screen.name).toBe('press-archives')
  })

  it('reads press ids and print views in both languages', () => {
    expect(matchScreen('/en/pressroom/2024-03-04')).toMatchObject({
      lang: 'en',
      params: { id: '2024-03-04' },
      screen: { name: 'press-item' },
    })
    expect(matchScreen('/fr/salledepresse/archives/2022-05-01/imprimer')).toMatchObject({
      lang: 'fr',
      params: { id: '2022-05-01' },
      screen: { name: 'archived-press-item-print' },
    })
  })

  it('is exact: no trailing segments, no other case', () => {
    expect(matchScreen('/en/about/extra')).toBeUndefined()
    expect(matchScreen('/EN/about')).toBeUndefined()
    expect(matchScreen('/de/about')).toBeUndefined()
  })
})

describe('counterpart', () => {
  it('goes to the same screen in the other language', () => {
    expect(counterpart('/en/contactus')).toEqual({ lang: 'fr', path: '/fr/nousjoindre', sameScreen: true })
    expect(counterpart('/fr/salledepresse/2025-01-02/imprimer')).toEqual({
      lang: 'en',
      path: '/en/pressroom/2025-01-02/print',
      sameScreen: true,
    })
  })

  it('goes to the English twin of the page once in French only', () => {
    expect(counterpart('/fr/sclerose-en-plaques')).toEqual({ lang: 'en', path: '/en/multiple-sclerosis', sameScreen: true })
  })

  it('offers the other home from an unknown path of a language', () => {
    expect(counterpart('/fr/inconnue')).toEqual({ lang: 'en', path: '/en', sameScreen: false })
  })
})

describe('helpers', () => {
  it('builds paths with params', () => {
    expect(href('press-item-print', 'fr', { id: '2024-03-04' })).toBe('/fr/salledepresse/2024-03-04/imprimer')
  })

  it('reads the language of a path', () => {
    expect(langOfPath('/fr')).toBe('fr')
    expect(langOfPath('/en/about')).toBe('en')
    expect(langOfPath('/english')).toBeUndefined()
    expect(langOfPath('/')).toBeUndefined()
  })

  it('lists the alternates of a screen in every language', () => {
    expect(alternates(matchScreen('/en/about')!)).toEqual({ en: '/en/about', fr: '/fr/a-propos' })
    expect(alternates(matchScreen('/fr/sclerose-en-plaques')!)).toEqual({ en: '/en/multiple-sclerosis', fr: '/fr/sclerose-en-plaques' })
  })
})

describe('postablePaths', () => {
  it('lists the pages whose routes have an action, in both languages, and nothing else', async () => {
    const fs = await import('node:fs')
    const withAction = screens.filter((screen) =>
      /export (async )?function action/.test(fs.readFileSync(`app/${screenModules[screen.name]}`, 'utf8')),
    )
    const expected = withAction.flatMap((screen) => languages.flatMap((lang) => pathOf(screen, lang) ?? []))
    expect([...postablePaths()].sort()).toEqual(expected.sort())
    expect(postablePaths()).toContain('/fr/professionnels-de-la-sante/declaration')
  })
})

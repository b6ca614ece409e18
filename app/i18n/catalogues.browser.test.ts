import { describe, expect, it } from 'vitest'
import { catalogue, loadCatalogues } from './catalogues.browser.ts'
import { en } from './en.ts'
import { fr } from './fr.ts'

describe('the browser catalogues', () => {
  it('downloads only the languages asked for, and refuses to read one that is not loaded', async () => {
    expect(() => catalogue('fr')).toThrow(/fr interface catalogue is read before it is loaded/)
    await loadCatalogues(['fr'])
    expect(catalogue('fr')).toEqual(fr)
    expect(() => catalogue('en')).toThrow(/en interface catalogue/)
  })

  it('gives concurrent renders one promise, then a settled one that React reads without suspending', async () => {
    const first = loadCatalogues(['en'])
    expect(loadCatalogues(['en'])).toBe(first)
    await first
    expect(catalogue('en')).toEqual(en)
    expect(loadCatalogues(['en', 'fr'])).toMatchObject({ status: 'fulfilled' })
  })
})

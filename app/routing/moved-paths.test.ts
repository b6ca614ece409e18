import { describe, expect, it } from 'vitest'
import { movedPaths } from './moved-paths.ts'
import { href, langOfPath, matchScreen } from './paths.ts'

describe('moved paths (app/routing/moved-paths.ts)', () => {
  it('are no page of their own, and each leads to a page in its own language', () => {
    for (const [path, { screen, lang }] of Object.entries(movedPaths)) {
      expect(matchScreen(path), path).toBeUndefined()
      expect(langOfPath(path), path).toBe(lang)
      expect(matchScreen(href(screen, lang))?.screen.name, path).toBe(screen)
    }
  })

  it('send the French research page spelt as French spells it to the address the spec fixes', () => {
    const { screen, lang } = movedPaths['/fr/recherche-et-developpement']!
    expect(href(screen, lang)).toBe('/fr/recherche-et-developement')
  })
})

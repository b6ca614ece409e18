import { describe, expect, it } from 'vitest'
import { translator } from '../i18n/messages.ts'
import { errorTitle } from './error-screen.tsx'

describe('error titles', () => {
  it('names 404 and 500 and numbers the rest, in each language', () => {
    expect(errorTitle(404, translator('en'))).toBe('Page Not Found')
    expect(errorTitle(404, translator('fr'))).toBe('Page introuvable')
    expect(errorTitle(500, translator('en'))).toBe('Internal Server Error')
    expect(errorTitle(500, translator('fr'))).toBe('Erreur interne du serveur')
    expect(errorTitle(405, translator('en'))).toBe('Error 405')
    expect(errorTitle(405, translator('fr'))).toBe('Erreur 405')
  })
})

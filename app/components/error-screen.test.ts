import { describe, expect, it } from 'vitest'
import { translator } from '../i18n/messages.ts'
import { errorTitle } from './error-screen.tsx'

describe('error titles', () => {
  it('name the statuses the site answers on purpose, in each language', () => {
    expect(errorTitle(404, translator('en'))).toBe('Page Not Found')
    expect(errorTitle(404, translator('fr'))).toBe('Page introuvable')
    expect(errorTitle(500, translator('en'))).toBe('Internal Server Error')
    expect(errorTitle(500, translator('fr'))).toBe('Erreur interne du serveur')
    expect(errorTitle(405, translator('en'))).toBe('Method Not Allowed')
    expect(errorTitle(405, translator('fr'))).toBe('Méthode non autorisée')
    expect(errorTitle(400, translator('fr'))).toBe('Requête incorrecte')
    expect(errorTitle(414, translator('en'))).toBe('Address Too Long')
  })

  it('number any other status', () => {
    expect(errorTitle(418, translator('en'))).toBe('Error 418')
    expect(errorTitle(418, translator('fr'))).toBe('Erreur 418')
  })
})

import { describe, expect, it } from 'vitest'
import { errorTitle } from './error-screen.tsx'

describe('error titles', () => {
  it('name the statuses the site answers on purpose, in each language', () => {
    expect(errorTitle(404, 'en')).toBe('Page not found')
    expect(errorTitle(404, 'fr')).toBe('Page introuvable')
    expect(errorTitle(500, 'en')).toBe('Internal Server Error')
    expect(errorTitle(500, 'fr')).toBe('Erreur interne du serveur')
    expect(errorTitle(405, 'en')).toBe('Method Not Allowed')
    expect(errorTitle(405, 'fr')).toBe('Méthode non autorisée')
    expect(errorTitle(400, 'fr')).toBe('Requête incorrecte')
    expect(errorTitle(414, 'en')).toBe('Address Too Long')
  })

  it('number any other status', () => {
    expect(errorTitle(418, 'en')).toBe('Error 418')
    expect(errorTitle(418, 'fr')).toBe('Erreur 418')
  })
})

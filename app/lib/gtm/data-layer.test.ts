import { describe, expect, it } from 'vitest'
import { getDataLayer, pathWithoutQuery, pushCommand, pushPageView } from './data-layer.ts'

describe('data layer', () => {
  it('creates the queue once on its target', () => {
    const target: { dataLayer?: unknown } = {}
    const first = getDataLayer(target)
    expect(getDataLayer(target)).toBe(first)
    expect(target.dataLayer).toBe(first)
  })

  it('pushes commands as an Arguments object, as gtag() does', () => {
    const dataLayer: unknown[] = []
    pushCommand(dataLayer, ['consent', 'default', { analytics_storage: 'denied' }])
    const entry = dataLayer[0]
    expect(Array.isArray(entry)).toBe(false)
    expect(Object.prototype.toString.call(entry)).toBe('[object Arguments]')
    expect(Array.from(entry as ArrayLike<unknown>)).toEqual(['consent', 'default', { analytics_storage: 'denied' }])
  })

  it('pushes a page view under the route’s name with its path and language', () => {
    const dataLayer: unknown[] = []
    pushPageView(dataLayer, { route: 'press-item', routeId: 'press-item.fr', path: '/fr/salledepresse/2024-03-04', language: 'fr' })
    expect(dataLayer).toEqual([
      {
        event: 'page_view',
        route_name: 'press-item',
        route_id: 'press-item.fr',
        page_path: '/fr/salledepresse/2024-03-04',
        page_language: 'fr',
      },
    ])
  })

  it('sends the path without its query string or fragment, as the server log keeps it', () => {
    const dataLayer: unknown[] = []
    pushPageView(dataLayer, { route: 'search', routeId: 'search.en', path: '/en/search?q=jane%40example.com#results', language: 'en' })
    expect(dataLayer).toEqual([expect.objectContaining({ page_path: '/en/search' })])
    expect(pathWithoutQuery('/fr/recherche?q=a?b')).toBe('/fr/recherche')
    expect(pathWithoutQuery('/en/about')).toBe('/en/about')
  })
})

import { describe, expect, it } from 'vitest'
import { routeModulesFor, type BrowserManifest } from './route-modules.ts'

const manifest: BrowserManifest = {
  version: 'abc',
  routes: {
    root: { id: 'root', path: '', module: '/assets/root.js' },
    'about.en': { id: 'about.en', parentId: 'root', path: '/en/about', module: '/assets/content-page.js' },
    'press-room.en': { id: 'press-room.en', parentId: 'root', path: '/en/pressroom', module: '/assets/press-room.js' },
    'press-item.en': { id: 'press-item.en', parentId: 'root', path: '/en/pressroom/:id', module: '/assets/press-item.js' },
  },
}

describe('routeModulesFor', () => {
  it('lists the modules of the matching routes, root first', () => {
    expect(routeModulesFor('/en/pressroom', manifest)).toEqual(['/assets/root.js', '/assets/press-room.js'])
    expect(routeModulesFor('/en/pressroom/2024-03-04', manifest)).toEqual(['/assets/root.js', '/assets/press-item.js'])
  })

  it('knows nothing of routes not discovered yet', () => {
    expect(routeModulesFor('/fr/a-propos', manifest)).toBeUndefined()
    expect(routeModulesFor('/en/about', undefined)).toBeUndefined()
  })
})

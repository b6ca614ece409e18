import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { screens } from '../routing/route-table.ts'
import { pageArt, pageArts } from './page-art.ts'

const root = path.resolve(import.meta.dirname, '../..')
const layout = fs.readFileSync(path.join(root, 'app/styles/layout.css'), 'utf8')

describe('page art', () => {
  it('has a drawing file and a style rule for every part of the site', () => {
    for (const art of pageArts) {
      expect(fs.existsSync(path.join(root, 'public/images/art', `${art}.svg`)), art).toBe(true)
      expect(layout).toContain(`.page__art[data-art='${art}'] {\n  --p-art: url('/images/art/${art}.svg');`)
    }
  })

  it('gives every Markdown content page a drawing, and none to the home page, forms of staff or print views', () => {
    const contentScreens = screens.filter((s) => s.module === 'routes/content-page.tsx').map((s) => s.name)
    expect(contentScreens.filter((name) => pageArt(name) === undefined)).toEqual([])
    expect(pageArt('home')).toBeUndefined()
    expect(pageArt('press-item-print')).toBeUndefined()
  })
})

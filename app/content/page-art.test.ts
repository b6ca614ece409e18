import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { screenModules } from '../routing/route-modules.ts'
import { languages, screens } from '../routing/route-table.ts'
import { readFrontMatter } from './front-matter.ts'
import { pageArts } from './page-art.ts'

const root = path.resolve(import.meta.dirname, '../..')
const layout = fs.readFileSync(path.join(root, 'app/styles/layout.css'), 'utf8')
/** A page's front matter as its file gives it (reading the whole content takes half a minute on a busy machine). */
const frontMatter = (name: string, lang: string) =>
  readFrontMatter(fs.readFileSync(path.join(root, 'content/pages', lang, `${name}.md`), 'utf8')).data as Record<string, string | undefined>

/** Screens whose page file is drawn in a band (PageArticle); the home page has its own hero, the search its field. */
const bandedModules = new Set(['routes/content-page.tsx', 'routes/form-page.tsx', 'routes/press-room.tsx', 'routes/press-archives.tsx'])
const banded = screens.filter(
  (s) => bandedModules.has(screenModules[s.name]) || s.name.startsWith('hcp-'),
)

describe('page art', () => {
  it('has a drawing file and a style rule for every part of the site', () => {
    for (const art of pageArts) {
      expect(fs.existsSync(path.join(root, 'public/images/art', `${art}.svg`)), art).toBe(true)
      expect(layout).toContain(`.page__art[data-art='${art}'] {\n  --p-art: url('/images/art/${art}.svg');`)
    }
  })

  it('gives every page drawn in a band a drawing, the same in both languages, and no text: it is decoration', () => {
    for (const screen of banded) {
      const [en, fr] = languages.map((lang) => frontMatter(screen.name, lang))
      expect(en?.illustration, screen.name).toBeDefined()
      expect(fr?.illustration, screen.name).toBe(en?.illustration)
      expect(en?.illustrationAlt, screen.name).toBeUndefined()
      expect(fr?.illustrationAlt, screen.name).toBeUndefined()
    }
    expect(frontMatter('home', 'en').illustration).toBeUndefined()
  })
})

import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { prerenderedPages } from './pages.ts'

describe('prerenderedPages', () => {
  let dir = ''
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

  it('lists every prerendered page of a screen, a form page by its screen taking posts, and nothing else', () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-pages-'))
    for (const page of ['en', 'fr/a-propos', 'en/contactus', 'fr/declarer-effet-secondaire', 'en/pressroom/2026-09-15', 'admin']) {
      fs.mkdirSync(path.join(dir, page), { recursive: true })
      fs.writeFileSync(path.join(dir, page, 'index.html'), '<!doctype html>')
    }
    expect(prerenderedPages(dir).map(({ path: p, kind }) => [p, kind])).toEqual([
      ['/en', 'content'],
      ['/en/contactus', 'form'],
      ['/en/pressroom/2026-09-15', 'content'],
      ['/fr/a-propos', 'content'],
      ['/fr/declarer-effet-secondaire', 'form'],
    ])
  })
})

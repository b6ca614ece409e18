import fs from 'node:fs'
import path from 'node:path'
import { href, matchScreen } from '../../app/routing/paths.ts'
import { findPrerenderedPages } from '../../server/prerendered.ts'
import { languages, type ScreenName } from '../../app/routing/route-table.ts'
import type { PageKind } from './budgets.ts'

export type BenchPage = { path: string; kind: PageKind; screen: ScreenName }

/** The newest release still in the press room (not archived), read from its front matter. */
export function newestCurrentRelease(contentDir: string): string {
  const pressDir = path.join(contentDir, 'press', 'en')
  const ids = fs
    .readdirSync(pressDir)
    .map((file) => file.replace(/\.md$/, ''))
    .sort()
    .reverse()
  const id = ids.find((candidate) => /^archived:\s*false\s*$/m.test(fs.readFileSync(path.join(pressDir, `${candidate}.md`), 'utf8')))
  if (!id) throw new Error(`No current press release under ${pressDir}`)
  return id
}

/** The fixed set: home, about, products, press room, a release, its print view, contact, medical information; both languages. */
export function benchPages(contentDir: string): BenchPage[] {
  const id = newestCurrentRelease(contentDir)
  const screens: { screen: ScreenName; kind: PageKind; params?: Record<string, string> }[] = [
    { screen: 'home', kind: 'content' },
    { screen: 'about', kind: 'content' },
    { screen: 'products', kind: 'content' },
    { screen: 'press-room', kind: 'content' },
    { screen: 'press-item', kind: 'content', params: { id } },
    { screen: 'press-item-print', kind: 'content', params: { id } },
    { screen: 'contact', kind: 'form' },
    { screen: 'medical-information', kind: 'form' },
  ]
  return languages.flatMap((lang) => screens.map(({ screen, kind, params }) => ({ path: href(screen, lang, params), kind, screen })))
}

/**
 * Every page the build prerendered in a language, with its kind: a form page when its screen takes posts. The bytes
 * budgets hold on each, not only on the fixed set that Lighthouse and the load test measure.
 */
export function prerenderedPages(clientDir: string): BenchPage[] {
  return [...findPrerenderedPages(clientDir).keys()]
    .flatMap((pagePath) => {
      const match = matchScreen(pagePath)
      return match
        ? [{ path: pagePath, kind: ('acceptsPost' in match.screen ? 'form' : 'content') as PageKind, screen: match.screen.name }]
        : []
    })
    .sort((a, b) => a.path.localeCompare(b.path))
}

import { generatePath } from 'react-router'
import { languages, screens } from './route-table.ts'

type PressIndex = { id: string; archived: boolean }[]

/**
 * Every path the build writes as a static file: each screen in each of its
 * languages, the press screens once per release, and the site's text files.
 */
export function prerenderPaths(press: PressIndex, extra: string[] = []): string[] {
  const paths: string[] = []
  for (const screen of screens) {
    for (const lang of languages) {
      const pattern = (screen.paths as Record<string, string | undefined>)[lang]
      if (!pattern || ('prerender' in screen && screen.prerender === false)) continue
      if (!('params' in screen)) {
        paths.push(pattern)
        continue
      }
      const archived = screen.params === 'archivedPressId'
      for (const release of press.filter((r) => r.archived === archived)) {
        paths.push(generatePath(pattern, { id: release.id }))
      }
    }
  }
  return [...paths, ...extra]
}

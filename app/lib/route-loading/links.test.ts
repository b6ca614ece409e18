import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const appDir = path.resolve(import.meta.dirname, '../..')

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : []
  })
}

/** Whether a file takes `Link` or `NavLink` (or React Router's prefetch component) from React Router itself. */
const routerLinkImport = /import\s*\{[^}]*\b(Link|NavLink|PrefetchPageLinks)\b[^}]*\}\s*from\s*'react-router'/

describe('every prefetching link goes through the preload queue', () => {
  it('no file passes `prefetch` to React Router’s own links', () => {
    const offenders = sourceFiles(appDir)
      .filter((file) => !file.endsWith(path.join('route-loading', 'links.tsx')))
      .filter((file) => {
        const source = fs.readFileSync(file, 'utf8')
        return (
          routerLinkImport.test(source) &&
          (/\bprefetch=/.test(source) || /\bPrefetchPageLinks\b/.test(source.replace(routerLinkImport, '')))
        )
      })
      .map((file) => path.relative(appDir, file))
    // Import Link and NavLink from app/lib/route-loading/links.tsx to prefetch: see docs/decisions/0021.
    expect(offenders).toEqual([])
  })
})

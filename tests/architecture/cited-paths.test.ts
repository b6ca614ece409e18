import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { citedPaths, exists, missingCitations, proseFiles, proseOf, root } from '../support/cited-paths.ts'

/**
 * Prose a test holds true: every repository path that a comment, the README or a page of `docs/` cites exists
 * (a file moved without its mentions leaves a reader looking for it), and no comment sends the reader to a
 * numbered section of a spec the repository does not hold; the decision records carry the reasons.
 */
describe('the prose of the repository', () => {
  // This file's own examples are fixtures, written to be caught.
  const files = proseFiles().filter((file) => file !== 'tests/architecture/cited-paths.test.ts')

  it('reads the code’s comments, the README and docs/', () => {
    expect(files).toEqual(
      expect.arrayContaining(['README.md', 'docs/content-guide.md', 'server/app.ts', 'app/root.tsx', 'tests/support/cited-paths.ts']),
    )
  })

  it('cites only paths that exist', () => {
    expect(missingCitations(files)).toEqual([])
  })

  it('cites no section of the spec by its number', () => {
    const sections = files.flatMap((file) =>
      proseOf(file, fs.readFileSync(path.join(root, file), 'utf8'))
        .filter(({ text }) => /\b(?:spec,?\s+)?section\s+\d/i.test(text))
        .map(({ line }) => `${file}:${line}`),
    )
    expect(sections).toEqual([])
  })

  it('catches a moved file, a stale relative path and a missing record, and leaves struck-through history alone', () => {
    expect(citedPaths('see `app/forms/dates.ts` and (server/dev.ts).')).toEqual(['app/forms/dates.ts', 'server/dev.ts'])
    expect(exists('app/forms/dates.ts', 'README.md')).toBe(false)
    expect(exists('app/forms/domain/dates.ts', 'README.md')).toBe(true)
    expect(citedPaths('the loader (./route-module-loader.ts)')).toEqual(['./route-module-loader.ts'])
    expect(exists('./route-module-loader.ts', 'app/lib/chunk-reload/chunk-errors.ts')).toBe(true)
    expect(exists('./route-module-loader.ts', 'app/lib/http/http-client.ts')).toBe(false)
    expect(exists('docs/decisions/0044', 'README.md')).toBe(true)
    expect(exists('docs/decisions/0009', 'README.md')).toBe(false)
    // A pattern holds when a file of its folder matches it.
    expect(citedPaths('the specs (`tests/e2e/forms-*.spec.ts`)')).toEqual(['tests/e2e/forms-*.spec.ts'])
    expect(exists('tests/e2e/forms-*.spec.ts', 'README.md')).toBe(true)
    expect(exists('tests/e2e/no-such-*.spec.ts', 'README.md')).toBe(false)
    expect(exists('content/pages/*/home.md', 'README.md')).toBe(true)
    // URLs and package paths are not repository paths.
    expect(citedPaths('https://example.ca/app/x.ts, @scope/server/y.ts, node_modules/react-router/dist/x.js')).toEqual([])
    expect(proseOf('docs/x.md', 'once ~~`server/dev.ts`~~, now `server/index.ts`').flatMap(({ text }) => citedPaths(text))).toEqual([
      'server/index.ts',
    ])
    // In code, only comments are prose.
    expect(
      proseOf('app/x.ts', "const file = 'app/gone.ts' // see app/here.ts\n/* and\n * server/there.ts */").map(({ text }) =>
        citedPaths(text),
      ),
    ).toEqual([['app/here.ts'], [], [' * server/there.ts */'].flatMap(citedPaths)])
  })
})

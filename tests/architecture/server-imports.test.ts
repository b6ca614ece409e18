import { describe, expect, it } from 'vitest'
import { browserConditions, reachableFrom, readSource, resolvePackageImport, type SourceFile } from '../support/import-graph.ts'
import { viteOnlyFeatures } from '../support/vite-only.ts'

/**
 * The server runs as plain TypeScript under Node, not through Vite (docs/decisions/0092): every module it
 * imports, in `app/` as much as in `server/`, must do without Vite's features. `tsc` accepts them; Node fails.
 */
const entries = ['server/index.ts']

function problems(sources: Map<string, SourceFile>): string[] {
  return [...sources.values()].flatMap((source) => viteOnlyFeatures(source).map((feature) => `${source.file}: ${feature}`))
}

/**
 * The server renders pages through React Router's build, never by importing the interface itself: a component
 * reached from server/ would run JSX and CSS imports under plain Node and fail at start.
 */
const uiFolders = /^app\/(components|routes|forms\/components|styles)\//
function interfaceModules(sources: Map<string, SourceFile>): string[] {
  return [...sources.keys()].filter((file) => file.endsWith('.tsx') || uiFolders.test(file))
}

describe('what the server imports', () => {
  const reached = reachableFrom(entries)

  it.each(['server/app.ts', 'server/router-build.ts', 'app/config/env.server.ts', 'app/server-context.ts'])(
    'reaches %s, a module it serves with (the walk follows the imports that run)',
    (file) => {
      expect(reached.has(file)).toBe(true)
    },
  )

  it('uses no feature only Vite understands', () => {
    expect(problems(reached)).toEqual([])
  })

  it.each([
    ['app/i18n/catalogues.ts', true],
    ['app/i18n/fr.ts', true],
    ['app/i18n/catalogues.browser.ts', false],
  ])('follows the package’s # imports to the files Node resolves them to (%s reached: %s)', (file, expected) => {
    expect(reached.has(file)).toBe(expected)
  })

  it('reaches no .tsx file and no interface folder', () => {
    expect(interfaceModules(reached)).toEqual([])
  })

  it('is caught reaching a component or a Vite feature through a # import', () => {
    const files: Record<string, string> = {
      'server/entry.ts': "import { catalogue } from '#i18n/catalogues'\n",
      'app/i18n/catalogues.ts': "import { Banner } from '../components/banner.tsx'\nimport.meta.glob('./*.ts')\n",
      'app/components/banner.tsx': 'export const Banner = () => null\n',
    }
    const graph = reachableFrom(['server/entry.ts'], (file) => readSource(file, files[file] ?? ''))
    expect(interfaceModules(graph)).toEqual(['app/components/banner.tsx'])
    expect(problems(graph)).toEqual(['app/i18n/catalogues.ts: import.meta.glob (a Vite transform)'])
  })

  it('resolves # imports by condition, exact and with a pattern, as Node and Vite do', () => {
    const imports = {
      '#i18n/catalogues': { browser: './app/i18n/catalogues.browser.ts', default: './app/i18n/catalogues.ts' },
      '#lib/*': './app/lib/*.ts',
    }
    expect(resolvePackageImport('#i18n/catalogues', undefined, imports)).toBe('app/i18n/catalogues.ts')
    expect(resolvePackageImport('#i18n/catalogues', browserConditions, imports)).toBe('app/i18n/catalogues.browser.ts')
    expect(resolvePackageImport('#lib/http/http-client', undefined, imports)).toBe('app/lib/http/http-client.ts')
    expect(resolvePackageImport('#nothing', undefined, imports)).toBeUndefined()
  })

  it('is caught using one, even through another module', () => {
    const files: Record<string, string> = {
      'server/entry.ts': "import { page } from '../app/page.ts'\nimport type { Only } from '../app/types.ts'\n",
      'app/page.ts': "import css from './page.css?url'\nimport { env } from './env.ts'\nexport const page = css + env\n",
      'app/env.ts': '// import.meta.env would fail here\nexport const env = import.meta.env.MODE + __SITE_URL__\n',
      'app/types.ts': "import '~/never-run.ts'\nexport type Only = string\n",
    }
    const found = problems(reachableFrom(['server/entry.ts'], (file) => readSource(file, files[file] ?? '')))
    expect(found).toEqual([
      'app/page.ts: an import with ?url, ?raw, ?inline or ?worker',
      'app/page.ts: a CSS import',
      'app/env.ts: import.meta.env (Vite replaces it at build time)',
      'app/env.ts: a constant from vite.config.ts `define` (__SITE_URL__)',
    ])
  })

  it('is caught importing a virtual module, an alias or a file without its extension', () => {
    const source = readSource(
      'server/x.ts',
      "import 'virtual:react-router/server-build'\nimport { a } from '~/a.ts'\nimport { b } from './b'\nconst m = import.meta.glob('./*.ts')\n",
    )
    expect(viteOnlyFeatures(source)).toEqual([
      'import.meta.glob (a Vite transform)',
      'a virtual: module',
      'a path alias (~/, @/)',
      'a relative import without its file extension (Node resolves none)',
    ])
  })
})

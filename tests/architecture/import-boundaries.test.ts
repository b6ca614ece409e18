import { describe, expect, it } from 'vitest'
import { browserConditions, importCycles, readSource, sourcesUnder, type SourceFile } from '../support/import-graph.ts'

/**
 * The import graph's two rules (docs/decisions/0092). Interface modules never import from `server/`: what a
 * page needs from the server reaches it through the router context (app/server-context.ts), so the server can
 * change without touching a component. And no import cycle: a cycle makes the order in which modules run depend
 * on which one was imported first.
 */
const uiFolders = /^app\/(components|routes|forms\/components)\//

function serverImportsFromUi(sources: SourceFile[]): string[] {
  return sources.flatMap((source) =>
    uiFolders.test(source.file)
      ? source.imports.filter((i) => i.file?.startsWith('server/')).map((i) => `${source.file} imports ${i.specifier}`)
      : [],
  )
}

describe('the import graph of app/ and server/', () => {
  const sources = sourcesUnder('app', 'server').map((file) => readSource(file))

  it('has no import from server/ in interface modules (components, routes, form components)', () => {
    expect(serverImportsFromUi(sources)).toEqual([])
  })

  it('has no import cycle, # imports followed as the server and as the browser resolve them', () => {
    expect(importCycles(sources)).toEqual([])
    expect(importCycles(sourcesUnder('app').map((file) => readSource(file, undefined, browserConditions)))).toEqual([])
  })

  it('catches an interface module importing from server/, a type import too', () => {
    const sources = [
      readSource('app/components/card.tsx', "import { log } from '../../server/logger.ts'\n"),
      readSource('app/forms/components/field.tsx', "import type { Mailer } from '../../../server/mail/transport.ts'\n"),
      readSource('app/content/page-data.server.ts', "import { log } from '../../server/logger.ts'\n"),
    ]
    expect(serverImportsFromUi(sources)).toEqual([
      'app/components/card.tsx imports ../../server/logger.ts',
      'app/forms/components/field.tsx imports ../../../server/mail/transport.ts',
    ])
  })

  it('catches a cycle closed by a # import', () => {
    const sources = [
      readSource('app/i18n/catalogues.ts', "import { en } from './en.ts'\n"),
      readSource('app/i18n/en.ts', "import { catalogue } from '#i18n/catalogues'\n"),
    ]
    expect(importCycles(sources)).toEqual([['app/i18n/catalogues.ts', 'app/i18n/en.ts']])
  })

  it('catches a cycle through several modules, and not one closed only by a type import', () => {
    const sources = [
      readSource('app/a.ts', "import { b } from './b.ts'\n"),
      readSource('app/b.ts', "export { c as b } from './c.ts'\n"),
      readSource('app/c.ts', "import { a } from './a.ts'\n"),
      readSource('app/d.ts', "import { e } from './e.ts'\n"),
      readSource('app/e.ts', "import type { D } from './d.ts'\n"),
    ]
    expect(importCycles(sources)).toEqual([['app/a.ts', 'app/b.ts', 'app/c.ts']])
  })
})
